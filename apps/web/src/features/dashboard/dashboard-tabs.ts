import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

/** The dashboard's tabs, in order (docs/product/tracking.md#limits). */
export const DASHBOARD_TABS = ["dashboard", "meals", "analyze", "goals", "profile"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The AI meal suggestions section on the meals tab; the hash #ai-suggestions scrolls to it. */
export const AI_SUGGESTIONS_ID = "ai-suggestions";
/** The window event other parts of the app send to switch the tab: `{ detail: { tab, hash } }`. */
export const FORCE_TAB_EVENT = "forceTabChange";

export interface ForceTabDetail {
  tab?: string;
  hash?: string;
}

/** The tab a `?tab=` value asks for: 'food-analyzer' is 'analyze'; anything unknown or not offered is the first tab. */
export function parseTab(value: string | null | undefined, offered: readonly DashboardTab[] = DASHBOARD_TABS): DashboardTab {
  const normalised = value?.trim().toLowerCase() === "food-analyzer" ? "analyze" : value?.trim().toLowerCase();
  const match = offered.find((tab) => tab === normalised);
  return match ?? offered[0] ?? "dashboard";
}

const stripHash = (hash: string | undefined) => (hash ?? "").replace(/^#/, "");

interface Options {
  /** Where the screen lives: '/dashboard', '/home' or '/demo/dashboard'. */
  basePath: string;
  /** The query parameter holding the tab: 'tab', or 'section' on /home. */
  param: string;
  offered: readonly DashboardTab[];
}

/**
 * The tab of a tabbed screen, kept in the address (docs/product/tracking.md#dashboard): read from `?tab=`; a change
 * goes to `{basePath}?{param}={tab}` as a new history entry (so Back returns to the previous tab), without a
 * page load or a remount; choosing the tab already shown adds no entry; the window event `forceTabChange` switches the tab, and its hash `ai-suggestions` (like
 * the address's `#ai-suggestions`) opens the meals tab and scrolls smoothly to the AI suggestions.
 */
export function useDashboardTab({ basePath, param, offered }: Options) {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = stripHash(location.hash);
  const params = new URLSearchParams(location.search);
  const wantsSuggestions = hash === AI_SUGGESTIONS_ID && offered.includes("meals");
  const tab = wantsSuggestions ? "meals" : parseTab(params.get(param), offered);

  // The address shown, or the one just asked for: a tab chosen twice in a row (a click after the focus that
  // already chose it) adds one history entry, not two, and the tab shown adds none.
  const currentUrl = `${location.pathname}${location.search}${location.hash}`;
  const shownUrl = useRef(currentUrl);
  useLayoutEffect(() => {
    shownUrl.current = currentUrl;
  }, [currentUrl]);

  const setTab = useCallback(
    (next: DashboardTab, nextHash?: string) => {
      const cleanHash = stripHash(nextHash);
      const url = `${basePath}?${param}=${next}${cleanHash ? `#${cleanHash}` : ""}`;
      if (url === shownUrl.current) return;
      shownUrl.current = url;
      navigate(url, { preventScrollReset: true });
    },
    [basePath, param, navigate],
  );

  // forceTabChange from anywhere in the app (docs/product/tracking.md#dashboard).
  useEffect(() => {
    function onForceTab(event: Event) {
      const detail = (event as CustomEvent<ForceTabDetail | undefined>).detail ?? {};
      const nextHash = stripHash(detail.hash);
      const next = nextHash === AI_SUGGESTIONS_ID ? "meals" : parseTab(detail.tab, offered);
      setTab(next, nextHash || undefined);
      if (nextHash) scrollToWhenReady(nextHash);
    }
    window.addEventListener(FORCE_TAB_EVENT, onForceTab);
    return () => window.removeEventListener(FORCE_TAB_EVENT, onForceTab);
  }, [setTab, offered]);

  // An address with #ai-suggestions scrolls there once the meals tab is on screen, again at each visit of it.
  const visit = location.key;
  useEffect(() => {
    if (wantsSuggestions && visit) scrollToWhenReady(AI_SUGGESTIONS_ID);
  }, [wantsSuggestions, visit]);

  return { tab, setTab };
}

/** How long a scroll to a section keeps it in place while the content above it arrives (lists, lazy parts). */
export const SCROLL_SETTLE_MS = 3000;
/** What the user does to scroll by themselves: the section is no longer held in place. */
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Smoothly scrolls to the element with `id` as soon as it is rendered (the page's chunk may still be loading),
 * then keeps it at the top while the content above it renders and pushes it down (the meal list arriving
 * after the AI suggestions section, 'AI Recommendations' in the menu): for SCROLL_SETTLE_MS, or until the
 * user scrolls.
 */
export function scrollToWhenReady(id: string, { focus = false }: { focus?: boolean } = {}) {
  let frames = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      element.scrollIntoView?.({ behavior: reduce ? "auto" : "smooth", block: "start" });
      if (focus) element.focus({ preventScroll: true });
      holdInPlace(element);
      return;
    }
    if (frames++ < 180) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

function holdInPlace(element: HTMLElement) {
  if (typeof ResizeObserver === "undefined") return;
  let first = true;
  const observer = new ResizeObserver(() => {
    // The first call reports the size at once: the smooth scroll just started is left alone.
    if (first) {
      first = false;
      return;
    }
    element.scrollIntoView?.({ behavior: "auto", block: "start" });
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, SCROLL_SETTLE_MS);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
}
