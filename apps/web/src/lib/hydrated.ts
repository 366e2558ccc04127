import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the markup is rendered at build time (src/prerender.tsx) and while the browser hydrates it
 * (app/mount.tsx), true afterwards and in any render in the browser that is not a hydration. A part that is not
 * in the prerendered markup (a lazy section) waits for it, so hydration finds exactly the markup it expects
 * and the part is rendered once the page is interactive.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
