import { ClientApp, mountApp, startQueryClient } from "./app/mount.tsx";
import { preloadPage } from "./app/router.tsx";
import { startPwa } from "./features/install/pwa.ts";
import { loadLocale, readStoredLocale } from "./i18n/i18n.tsx";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// A public page may arrive prerendered (apps/web/scripts/prerender.mjs): it is already on screen, so the app
// first loads that page's code and texts (the prerendered markup stays meanwhile), then hydrates it (mountApp:
// the markup on screen is kept and made interactive). An empty page renders at once.
const isPrerendered = container.hasChildNodes();

const queryClient = startQueryClient();

// The installable app: the install prompt, and the service worker once the app has started; in production builds
// only (dev reloads freely).
const registerWorker = import.meta.env.PROD ? startPwa(import.meta.url) : undefined;

// The page's chunk is fetched in a task of its own, right after the modules' evaluation: matching the route and
// adding a preload link for each of the chunk's files was almost half of that task on /auth
// (docs/decisions/0016-webtbt2-below-the-fold.md). It does not depend on anything below.
let page: Promise<void> | undefined;
if (isPrerendered)
  setTimeout(() => {
    page = preloadPage(window.location.pathname);
  }, 0);

// The stored language is read in a task of its own, after the modules' evaluation: the first read of the
// browser's storage opens it, which was a good part of the start's longest task
// (docs/decisions/0015-webtbt-long-tasks.md). Its texts load before the first render (English is built in), so the
// first paint is in the right language.
setTimeout(() => {
  const locale = readStoredLocale();
  document.documentElement.lang = locale;
  const render = () => {
    mountApp(container, <ClientApp queryClient={queryClient} locale={locale} />);
    registerWorker?.();
  };
  Promise.all([loadLocale(locale), page]).then(render, render);
}, 0);
