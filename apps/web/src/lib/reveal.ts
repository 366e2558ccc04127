import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` parts to render: `first` at once, then one more per task, each added as a transition in
 * its own macrotask (docs/decisions/0015-webtbt-long-tasks.md). A long list of heavy parts (the landing
 * page's thirteen sections) is then committed, styled and laid out in several short tasks the browser can put
 * input and paint between, rather than in one long task. Within a few frames every part is there.
 */
export function useReveal(total: number, first = 1): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
