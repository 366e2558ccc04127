import { lazy, useState, type ComponentType } from "react";
import { loadAppTexts } from "../i18n/i18n.tsx";

/** How to give each page whose chunk failed to load a fresh try (see `retryFailedPages`). */
const failedPages = new Set<() => void>();

/**
 * Lets pages whose chunk failed to load (offline, a deployment replaced the files) try again on their next
 * visit. React keeps a failed lazy component failed, so each gets a fresh one; RouteErrorBoundary calls this when
 * the user leaves the error page. Not at once on failure: React would retry the fresh one in a loop.
 */
export function retryFailedPages(): void {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/** A page in its own chunk: `Page` renders it (suspending until it has loaded), `preload` loads it ahead. */
export interface LazyPage {
  Page: ComponentType;
  preload: () => Promise<void>;
}

/**
 * `texts`: "app" when the page shows the signed-in screens' texts (the second part, i18n.tsx), which are then
 * loaded with the chunk; "core" when it needs only the first part (lazy-page.test.ts checks each "core" page).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, texts: "core" | "app" = "app"): LazyPage {
  let loaded: ComponentType | undefined;
  const fetchPage = (): Promise<{ default: ComponentType }> =>
    Promise.all([load(), texts === "app" ? loadAppTexts() : undefined]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failedPages.add(() => {
          Lazy = lazy(fetchPage);
        });
        throw error;
      },
    );
  let Lazy = lazy(fetchPage);
  function Page() {
    // Preloaded: rendered at once, without a suspended first render. Chosen once per mount, so a page that
    // mounted suspended keeps its state when `loaded` is set later.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Page, preload: () => fetchPage().then(() => undefined) };
}
