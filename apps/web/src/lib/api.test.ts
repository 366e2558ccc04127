import { OkSchema } from "@app/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api.ts";

afterEach(() => {
  document.documentElement.lang = "en";
});

describe("api", () => {
  it("asks the server for the language on screen, however it was chosen (stored, cookie or browser)", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    window.localStorage.clear();
    document.documentElement.lang = "it";
    await api.get("/api/recommendations/meals", OkSchema);
    document.documentElement.lang = "en";
    await api.get("/api/recommendations/meals", OkSchema);
    const languages = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Accept-Language"]);
    expect(languages).toEqual(["it", "en"]);
  });
});
