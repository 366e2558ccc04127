import { waitFor } from "@testing-library/react";
import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { loadLocale, type Locale } from "../i18n/i18n.tsx";
import { LOCALES, PAGES, renderPage, SETTINGS, type PageName } from "../prerender.tsx";
import { ClientApp, mountApp, startQueryClient } from "./mount.tsx";
import { preloadPage } from "./router.tsx";

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const settingsBlock = `<script type="application/json" id="np-app-settings">${JSON.stringify(SETTINGS)}</script>`;
let root: Root | undefined;

/** The page as the server sends it to a signed-out visitor, and the app started on it as main.tsx does. */
async function hydratePrerendered(name: PageName, path: string, locale: Locale) {
  const { html } = await renderPage(name, locale);
  // A signed-out visitor, as the server sends prerendered pages only to them.
  document.cookie = "np_signed_in=; path=/; max-age=0";
  window.history.replaceState(null, "", path);
  document.body.innerHTML = `<div id="root">${html}</div>${settingsBlock}`;
  const container = document.getElementById("root")!;
  const before = { heading: container.querySelector("h1"), login: container.querySelector('a[href="/auth"]') };
  const sectionsBefore = container.querySelectorAll("main section").length;
  await Promise.all([loadLocale(locale), preloadPage(path)]);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = mountApp(container, <ClientApp queryClient={startQueryClient()} locale={locale} />, (error) => mismatches.push(error));
  });
  return { container, before, sectionsBefore, mismatches };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

// What main.tsx does with a prerendered page: the markup the build wrote is adopted as it is (the same elements
// stay on screen), not replaced by a second rendering of the same page.
describe("mountApp on a prerendered page", () => {
  for (const page of PAGES.filter((candidate) => candidate.name !== "landing"))
    for (const locale of LOCALES)
      it(`hydrates ${page.path} (${locale}) without rendering it again`, { timeout: 40_000 }, async () => {
        const { container, before, mismatches } = await hydratePrerendered(page.name, page.path, locale);
        expect(mismatches).toEqual([]);
        // The same elements, still on the page: nothing was torn down and built again.
        expect(before.heading).not.toBeNull();
        expect(container.querySelector("h1")).toBe(before.heading);
        expect(container.querySelector('a[href="/auth"]')).toBe(before.login);
        expect(before.heading?.isConnected).toBe(true);
      });

  for (const locale of LOCALES)
    it(`hydrates / (${locale}), then renders the sections below the hero`, { timeout: 40_000 }, async () => {
      const { container, before, sectionsBefore, mismatches } = await hydratePrerendered("landing", "/", locale);
      // Only the hero is prerendered.
      expect(sectionsBefore).toBe(1);
      expect(mismatches).toEqual([]);
      expect(container.querySelector("h1")).toBe(before.heading);
      expect(container.querySelector('a[href="/auth"]')).toBe(before.login);
      await waitFor(() => expect(container.querySelector("#faq-title")).not.toBeNull(), { timeout: 15_000 });
      expect(container.querySelectorAll("main section").length).toBeGreaterThan(3);
      expect(container.querySelector("h1")).toBe(before.heading);
      // The sections' own lazy parts (plans, waitlist) finish loading inside the test.
      await act(() =>
        Promise.all([import("./routes/landing-pricing.tsx"), import("../features/contact/components/integration-waitlist.tsx")]),
      );
    });
});

describe("mountApp on an empty page", () => {
  it("renders the app", async () => {
    document.cookie = "np_signed_in=; path=/; max-age=0";
    window.history.replaceState(null, "", "/");
    document.body.innerHTML = `<div id="root"></div>${settingsBlock}`;
    const container = document.getElementById("root")!;
    await act(async () => {
      root = mountApp(container, <ClientApp queryClient={startQueryClient()} locale="en" />);
    });
    await waitFor(() => expect(container.querySelector("h1")).toHaveTextContent("Your co-pilot for everyday nutrition"));
    await waitFor(() => expect(container.querySelector("#faq-title")).not.toBeNull(), { timeout: 15_000 });
    await act(() =>
      Promise.all([import("./routes/landing-pricing.tsx"), import("../features/contact/components/integration-waitlist.tsx")]),
    );
  });
});
