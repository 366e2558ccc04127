/**
 * Public pages rendered to HTML at build time (docs/decisions/0003-one-language-on-first-load.md and 0005), once
 * per language: scripts/prerender.mjs builds this file for Node with Vite and writes dist/prerendered/<page>.<locale>.html.
 * The server sends those files to signed-out visitors, so they see the page before any JavaScript has run; the
 * app then loads that page's code, starts, and replaces it with the same markup (main.tsx).
 *
 * What is rendered is what the client's first render shows a signed-out visitor: the header with its Login
 * button, the page and the footer. The landing page's sections below the hero are lazy on the client too (they
 * arrive while the visitor reads the hero), so they are left out here and nothing moves when the app starts.
 */
import { DEFAULT_APP_SETTINGS, type AppSettings } from "@app/shared";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { Providers } from "./app/providers.tsx";
import { AppRoutes, preloadPage } from "./app/router.tsx";
import type { MessageKey } from "./i18n/en.ts";
import { loadAllTexts, loadLocale, LOCALES, translate, type Locale } from "./i18n/i18n.tsx";
import { billingKeys } from "./features/billing/billing.queries.ts";
import { formattedMoney } from "./features/billing/format.ts";
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
  /** The amounts of money the page shows, as written (`formattedMoney`): the pricing page's app reuses them. */
  money: Record<string, string>;
}

/**
 * The pages prerendered, each written to prerendered/<name>.<locale>.html; the server's list of them is
 * PRERENDERED_PAGES in apps/server/src/web-app.ts. The title is the page's own (as usePageMeta sets it).
 */
export const PAGES = [
  { name: "landing", path: "/", fullTitle: "meta.landing.title", description: "meta.landing.description" },
  { name: "pricing", path: "/pricing", title: "page.pricing", description: "meta.pricing.description" },
  { name: "auth", path: "/auth", title: "page.auth", description: "meta.auth.description" },
] as const satisfies readonly { name: string; path: string; title?: MessageKey; fullTitle?: MessageKey; description: MessageKey }[];

export type PageName = (typeof PAGES)[number]["name"];

/** The app settings the pages are rendered with: a server that differs serves the app instead (web-app.ts). */
export const SETTINGS: AppSettings = DEFAULT_APP_SETTINGS;

const OG_LOCALES: Record<Locale, string> = { en: "en_US", it: "it_IT" };

/** `page` in `locale`, as a signed-out visitor first sees it, with the default app settings. */
export async function renderPage(name: PageName, locale: Locale): Promise<PrerenderedPage> {
  const page = PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`prerender: no page ${name}`);
  await loadAllTexts();
  await loadLocale(locale);
  await preloadPage(page.path);
  formattedMoney.clear();
  const queryClient = createQueryClient();
  // Signed out: the same as the client's first render when the browser has no session hint cookie.
  queryClient.setQueryData(authKeys.user, null);
  // The prices and trial length, as GET /api/app-settings answers them on a server with the default settings.
  queryClient.setQueryData(billingKeys.appSettings, SETTINGS);
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient} locale={locale}>
        <MemoryRouter initialEntries={[page.path]}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>
    </StrictMode>,
  );
  queryClient.clear();
  const title = "fullTitle" in page ? translate(locale, page.fullTitle) : `${translate(locale, page.title)} · NutriPilot`;
  const money = Object.fromEntries(formattedMoney);
  formattedMoney.clear();
  return { html, title, description: translate(locale, page.description), ogLocale: OG_LOCALES[locale], money };
}
