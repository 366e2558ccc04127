import type { AppSettings } from "@app/shared";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "./app/providers.tsx";
import { AppRoutes, preloadPage } from "./app/router.tsx";
import { startPwa } from "./features/install/pwa.ts";
import { loadLocale, readStoredLocale } from "./i18n/i18n.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { billingKeys } from "./features/billing/billing.queries.ts";
import { authKeys, hasSessionHint } from "./lib/session.ts";
import "./index.css";

const locale = readStoredLocale();
document.documentElement.lang = locale;

const queryClient = createQueryClient();
// No session hint cookie: signed out, known at once (the session query would answer null without asking the
// server anyway). The first render then shows the Login button, like the prerendered landing page.
if (!hasSessionHint()) queryClient.setQueryData(authKeys.user, null);
// A prerendered page carries the app settings it was rendered with, which the server sends it only when they are
// its own: the first render then shows the same prices, without asking for them again.
const prerenderedSettings = document.getElementById("np-app-settings")?.textContent;
if (prerenderedSettings) queryClient.setQueryData(billingKeys.appSettings, JSON.parse(prerenderedSettings) as AppSettings);

// The installable app: service worker and install prompt, in production builds only (dev reloads freely).
if (import.meta.env.PROD) startPwa(import.meta.url);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const app = (
  <StrictMode>
    <Providers queryClient={queryClient} locale={locale}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
// A public page may arrive prerendered (apps/web/scripts/prerender.mjs): it is already on screen, so the app
// first loads that page's code and texts (the prerendered markup stays meanwhile), then renders as a
// transition, in small slices that leave the page responsive, and replaces it with the same markup.
// An empty page renders at once.
const isPrerendered = container.hasChildNodes();
const render = () => {
  const root = createRoot(container);
  if (isPrerendered) startTransition(() => root.render(app));
  else root.render(app);
};
// The stored language's texts first (English is built in), so the first paint is in the right language.
const ready = Promise.all([loadLocale(locale), isPrerendered ? preloadPage(window.location.pathname) : undefined]);
ready.then(render, render);
