import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authKeys } from "../auth.queries.ts";
import { mockFetch, signedInAs } from "../../../test/fetch-mock.ts";
import { renderApp } from "../../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };

afterEach(() => {
  vi.useRealTimers();
});

describe("logout page", () => {
  it("logs out, forgets the session and goes home after 1.5 s", async () => {
    window.localStorage.setItem("nutripilot.welcomeShown", "true");
    const calls = mockFetch({ ...signedInAs(ada), "POST /api/logout": { body: { ok: true } } });
    const { router, queryClient } = renderApp("/logout-page");

    expect(await screen.findByRole("heading", { name: "Logging out..." })).toBeInTheDocument();
    expect(await screen.findByText("Logout complete")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully logged out.")).toBeInTheDocument();
    expect(queryClient.getQueryData(authKeys.user)).toBeNull();
    expect(window.localStorage.getItem("nutripilot.welcomeShown")).toBeNull();
    expect(router.state.location.pathname).toBe("/logout-page");

    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 2500 });
    expect(calls.filter((c) => c.path === "/api/logout")).toHaveLength(1);
    expect(await screen.findByRole("link", { name: "Login/Register" })).toBeInTheDocument();
  });

  it("tries 3 times, one second apart, then logs out locally and goes home after 2 s", async () => {
    vi.useFakeTimers();
    const calls = mockFetch({
      ...signedInAs(ada),
      "POST /api/logout": { status: 503, body: { error: "SERVICE_UNAVAILABLE", message: "Unavailable" } },
    });
    const { router, queryClient } = renderApp("/logout-page");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole("heading", { name: "Logging out..." })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(calls.filter((c) => c.path === "/api/logout")).toHaveLength(2);
    expect(screen.queryByText("Logout issue")).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText("Logout issue")).toBeInTheDocument();
    // The server never confirmed: the toast does not claim the session is over.
    expect(
      screen.getByText(
        "We could not end your session on the server, so it may still be active. This page no longer shows your data; sign out again once you are back online.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/you have been logged out/i)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/logout")).toHaveLength(3);
    expect(queryClient.getQueryData(authKeys.user)).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1950);
    });
    expect(router.state.location.pathname).toBe("/logout-page");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("logout from the user menu", () => {
  for (const [locale, menu, title, text] of [
    ["en", "Logout", "Logged out", "Goodbye!"],
    ["it", "Esci", "Logout effettuato", "Arrivederci!"],
  ] as const) {
    it(`toasts '${title}' / '${text}' (${locale})`, async () => {
      mockFetch({ ...signedInAs(ada), "POST /api/logout": { body: { ok: true } } });
      const user = userEvent.setup();
      renderApp("/contacts", { locale });
      await user.click(await screen.findByRole("button", { name: /ada/ }));
      await user.click(await screen.findByRole("button", { name: menu }));
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
    });
  }
});

describe("a visitor without a session", () => {
  it("is shown as signed out without asking the server (no 401 in the console of every first visit)", async () => {
    document.cookie = "np_signed_in=; path=/; max-age=0";
    const calls = mockFetch({ ...signedInAs(ada) });
    renderApp("/contacts");
    expect(await screen.findByRole("link", { name: "Login/Register" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/user")).toHaveLength(0);
  });
});
