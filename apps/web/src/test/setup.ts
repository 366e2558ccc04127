import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { loadAllTexts } from "../i18n/i18n.tsx";
import { consoleGuard } from "./console-guard.ts";

// happy-dom lacks two properties of selects that react-hook-form reads to tell whether the user changed a
// select before the form was ready; without them it takes every select for changed and keeps its first option.
for (const [proto, name, get] of [
  [HTMLSelectElement.prototype, "size", (el: Element) => Number(el.getAttribute("size")) || 0],
  [HTMLOptionElement.prototype, "defaultSelected", (el: Element) => el.hasAttribute("selected")],
] as const) {
  if (!(name in proto))
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: Element) {
        return get(this);
      },
    });
}

// happy-dom's IntersectionObserver never reports. Tests see every element as on screen: the landing page's
// sections (lib/reveal.ts) render one after the other, as when a visitor scrolls through the page.
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;

// Tests run in a German locale and a non-UTC time zone (vitest.config.ts) so that locale and day-boundary
// mistakes show up. A console.error (a React warning, an unexpected failure) fails the test.
let consoleErrors: unknown[][] = [];

// Screens load their code on demand (lazy routes and panels); the first load of a module in a test run is
// slow on a busy machine, so waiting for something to appear may take a few seconds. The forms' validation
// (zod, react-hook-form) now loads on first use too, so the first screen that needs it pays for its transform:
// 5 s was exceeded at load 20+ (require-auth.test.tsx's dashboard, 5.4 s).
configure({ asyncUtilTimeout: 10_000 });

// Components render synchronously in tests: every language is loaded up front.
beforeAll(() => loadAllTexts());

beforeEach(() => {
  consoleErrors = [];
  consoleGuard.allowErrors = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // As after a sign-in: the web app then asks the (mocked) server who is signed in.
  document.cookie = "np_signed_in=1; path=/";
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (consoleErrors.length > 0 && !consoleGuard.allowErrors) {
    const first = consoleErrors[0]?.map(String).join(" ") ?? "";
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});
