import type { AppSettings } from "@app/shared";
import type { QueryClient } from "@tanstack/react-query";
import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { billingKeys } from "../features/billing/billing.queries.ts";
import type { Locale } from "../i18n/i18n.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { authKeys, hasSessionHint } from "../lib/session.ts";
import { Providers } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";

/** The query cache the app starts with in the browser, seeded with what the page already tells. */
export function startQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  // No session hint cookie: signed out, known at once (the session query would answer null without asking the
  // server anyway). The first render then shows the Login button, like the prerendered pages.
  if (!hasSessionHint()) queryClient.setQueryData(authKeys.user, null);
  // A prerendered page carries the app settings it was rendered with, which the server sends it only when they
  // are its own: the first render then shows the same prices, without asking for them again.
  const prerenderedSettings = document.getElementById("np-app-settings")?.textContent;
  if (prerenderedSettings) queryClient.setQueryData(billingKeys.appSettings, JSON.parse(prerenderedSettings) as AppSettings);
  return queryClient;
}

/** The whole app in the browser (src/prerender.tsx renders the same tree with a MemoryRouter). */
export function ClientApp({ queryClient, locale }: { queryClient: QueryClient; locale: Locale }) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient} locale={locale}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
}

/**
 * Starts the app in `container` (docs/decisions/0014-webperf-main-thread.md). A public page that arrived
 * prerendered (apps/web/scripts/prerender.mjs) is hydrated: React adopts the markup already on screen and
 * attaches its event handlers, instead of building the whole page again and swapping it in (a long task of
 * several hundred milliseconds on a phone). It runs as a transition, in slices of a few milliseconds that leave
 * the page responsive. Markup that differs from the app's first render (a language or setting the build did not
 * know) is not an error: React renders that part in the browser instead and reports it to `onRecoverableError`.
 * An empty page is rendered at once.
 */
export function mountApp(container: Element, app: ReactNode, onRecoverableError?: (error: unknown) => void): Root {
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(app);
    return root;
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app, onRecoverableError ? { onRecoverableError } : {});
  });
  if (!root) throw new Error("hydrateRoot did not return a root");
  return root;
}
