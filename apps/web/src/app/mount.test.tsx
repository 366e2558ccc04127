import { waitFor } from "@testing-library/react";
import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { loadLocale } from "../i18n/i18n.tsx";
import { LOCALES, PAGES, renderPage, SETTINGS } from "../prerender.tsx";
import { ClientApp, mountApp, startQueryClient } from "./mount.tsx";
import { preloadPage } from "./router.tsx";

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// What main.tsx does with a prerendered page: the markup the build wrote is adopted as it is (the same elements
// stay on screen), not replaced by a second rendering of the same page.
describe("mountApp on a prerendered page", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
  });

  for (const page of PAGES)
    for (const locale of LOCALES)
      it(`hydrates ${page.path} (${locale}) without rendering it again`, { timeout: 40_000 }, async () => {
        const { html } = await renderPage(page.name, locale);
        // A signed-out visitor, as the server sends prerendered pages only to them.
        document.cookie = "np_signed_in=; path=/; max-age=0";
        window.history.replaceState(null, "", page.path);
        document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="np-app-settings">${JSON.stringify(SETTINGS)}</script>`;
        const container = document.getElementById("root")!;
        const heading = container.querySelector("h1");
        const login = container.querySelector('a[href="/auth"]');
        expect(heading).not.toBeNull();
        await Promise.all([loadLocale(locale), preloadPage(page.path)]);

        const mismatches: unknown[] = [];
        await act(async () => {
          root = mountApp(container, <ClientApp queryClient={startQueryClient()} locale={locale} />, (error) => mismatches.push(error));
        });

        expect(mismatches).toEqual([]);
        // The same elements, with the same text: nothing was torn down and built again.
        expect(container.querySelector("h1")).toBe(heading);
        expect(container.querySelector('a[href="/auth"]')).toBe(login);
        expect(heading?.isConnected).toBe(true);
        if (page.name === "landing") {
          // The sections below the hero are not prerendered: they arrive once the page is hydrated.
          await waitFor(() => expect(container.querySelectorAll("main section").length).toBeGreaterThan(3), { timeout: 15_000 });
          expect(container.querySelector("h1")).toBe(heading);
        }
      });
});

describe("mountApp on an empty page", () => {
  it("renders the app", async () => {
    document.cookie = "np_signed_in=; path=/; max-age=0";
    window.history.replaceState(null, "", "/");
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="np-app-settings">${JSON.stringify(SETTINGS)}</script>`;
    const container = document.getElementById("root")!;
    let root: Root | undefined;
    await act(async () => {
      root = mountApp(container, <ClientApp queryClient={startQueryClient()} locale="en" />);
    });
    expect(await import("@testing-library/react").then((m) => m.screen.findByRole("heading", { level: 1 }))).toHaveTextContent(
      "Your co-pilot for everyday nutrition",
    );
    act(() => root?.unmount());
    document.body.innerHTML = "";
  });
});
