/**
 * The landing page rendered to HTML at build time (docs/decisions/0003-one-language-on-first-load.md), once per
 * language: scripts/prerender.mjs builds this file for Node with Vite and writes dist/prerendered/landing.<locale>.html.
 * The server sends that file for / and /welcome, so a visitor sees the hero before any JavaScript has run;
 * the app then starts as usual and replaces it with the same markup.
 *
 * What is rendered is what the client's first render shows a signed-out visitor: the header with its Login
 * button, the hero and the footer. The sections below the hero are lazy on the client too (they arrive while
 * the visitor reads the hero), so they are left out here and nothing moves when the app starts.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "./app/providers.tsx";
import { routes } from "./app/router.tsx";
import { loadLocale, LOCALES, translate, type Locale } from "./i18n/i18n.tsx";
import { authKeys } from "./lib/session.ts";
import { createQueryClient } from "./lib/query-client.ts";

export { LOCALES };

export interface PrerenderedPage {
  /** The markup for <div id="root">. */
  html: string;
  title: string;
  description: string;
  /** The Open Graph locale (en_US, it_IT). */
  ogLocale: string;
}

const OG_LOCALES: Record<Locale, string> = { en: "en_US", it: "it_IT" };

/** The landing page (/) in `locale`, as a signed-out visitor first sees it. */
export async function renderLanding(locale: Locale): Promise<PrerenderedPage> {
  await loadLocale(locale);
  const queryClient = createQueryClient();
  // Signed out: the same as the client's first render when the browser has no session hint cookie.
  queryClient.setQueryData(authKeys.user, null);
  const router = createMemoryRouter(routes, { initialEntries: ["/"] });
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient} locale={locale}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  router.dispose();
  queryClient.clear();
  return {
    html,
    title: translate(locale, "meta.landing.title"),
    description: translate(locale, "meta.landing.description"),
    ogLocale: OG_LOCALES[locale],
  };
}
