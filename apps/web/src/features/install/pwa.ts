/**
 * The installable app (docs/product/public-pages.md#install-guide-and-demo): the service worker and the browser's install prompt.
 * `startPwa` runs once at start-up in production builds (main.tsx); the install page reads the prompt.
 */

/** What Chrome and Edge fire when the site can be installed; not in the DOM typings. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferredPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The pending install prompt, when the browser offered one. */
export const installPrompt = {
  get: (): InstallPromptEvent | null => deferredPrompt,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  clear() {
    deferredPrompt = null;
    notify();
  },
};

/** The running build, told apart by the content hash in the entry script's name (`/assets/index-<hash>.js`). */
export function buildId(entryUrl: string): string {
  const name = new URL(entryUrl, "http://localhost").pathname.split("/").pop() ?? "";
  return name.replace(/\.js$/, "") || "dev";
}

/** True when the app runs as an installed app rather than in a browser tab. */
export function isRunningInstalled(): boolean {
  if (typeof window === "undefined") return false;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches);
}

/**
 * Listens for the install prompt at once, and returns what registers the service worker: main.tsx calls it once
 * the app has started, and the worker is registered when the browser is next idle. Installing its cache (a copy of
 * the page, the app's scripts and the icons, fetched and stored) then competes neither with the first paint nor
 * with the hydration's slices on a busy phone (docs/decisions/0017-webbusy-main-thread-under-load.md).
 */
export function startPwa(entryUrl: string): () => void {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the prompt for the install page's button instead of the browser's own mini bar.
    event.preventDefault();
    deferredPrompt = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => installPrompt.clear());

  const register = () => {
    navigator.serviceWorker.register(`/sw.js?build=${encodeURIComponent(buildId(entryUrl))}`, { scope: "/" }).catch((error: unknown) => {
      console.warn("The service worker could not be registered", error);
    });
  };
  // Safari has no requestIdleCallback: the next task, after the app's first render.
  return () => {
    if ("serviceWorker" in navigator) (window.requestIdleCallback ?? setTimeout)(register);
  };
}
