import { startTransition, useEffect, useState, type RefObject } from "react";

/** How far below the screen a part is rendered ahead of the scroll: one screen's height. */
const AHEAD = "0px 0px 100% 0px";
/**
 * How long after the page has started the rest renders anyway (one part per task, when the browser is idle): a
 * screen reader's browse mode or a crawler may move through the page without a key reaching it or a scroll, and
 * the page must be whole for them; by then the start of the page is long over.
 */
export const REVEAL_ALL_AFTER_MS = 8000;

/**
 * How many of `total` parts to render: `first` at once, then one more per task, each added as a transition in
 * its own macrotask (docs/decisions/0015-webtbt-long-tasks.md). A long list of heavy parts (the landing
 * page's thirteen sections) is then committed, styled and laid out in several short tasks the browser can put
 * input and paint between, rather than in one long task.
 *
 * With `sentinel` (an element rendered right after the parts), a part is added only while that element is within
 * a screen below the visible area (docs/decisions/0016-webtbt2-below-the-fold.md): what the visitor does not
 * scroll to is not rendered, so the start of the page does only the work of what is on screen. Anything that
 * moves through the page without scrolling renders the rest at once (one part per task, as without
 * `sentinel`): a key (Tab, End, find in page, a screen reader's commands), an address with a #fragment, printing.
 */
export function useReveal(total: number, first = 1, sentinel?: RefObject<Element | null>): number {
  const [shown, setShown] = useState(first);
  const [everything, setEverything] = useState(() => typeof window === "undefined" || window.location.hash !== "");
  const done = shown >= total;

  useEffect(() => {
    // After each step: a new observer, whose first report says where the sentinel is now.
    if (shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    };
    const node = sentinel?.current;
    if (everything || !node || typeof IntersectionObserver === "undefined") {
      step();
      return () => clearTimeout(timer);
    }
    let stopped = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (stopped || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        step();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => {
      stopped = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [shown, total, everything, sentinel]);

  useEffect(() => {
    if (done || everything || !sentinel) return;
    const all = () => setEverything(true);
    const events = ["keydown", "hashchange", "beforeprint"] as const;
    for (const name of events) window.addEventListener(name, all, { capture: true });
    // And in any case a while after the page has started, when the browser is idle.
    const timer = setTimeout(() => (typeof requestIdleCallback === "function" ? requestIdleCallback(all) : all()), REVEAL_ALL_AFTER_MS);
    return () => {
      for (const name of events) window.removeEventListener(name, all, { capture: true });
      clearTimeout(timer);
    };
  }, [done, everything, sentinel]);

  return Math.min(shown, total);
}
