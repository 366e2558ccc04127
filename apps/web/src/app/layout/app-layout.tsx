import { Suspense, useLayoutEffect, useRef } from "react";
import { Outlet, useLocation, useNavigationType } from "react-router";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { AdminAccessListener } from "../../features/admin/components/admin-access-listener.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/**
 * A new page starts at its top, as after a full page load, also when its address has a #anchor: the page then
 * scrolls to the anchor once it is rendered (features/public/use-scroll-to-hash.ts, the dashboard's
 * #ai-suggestions), from the top rather than from wherever the previous page was left. Back and forward leave
 * the position to the browser; a new ?tab= or #anchor on the same page keeps it.
 */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Every page: skip link, header, the page itself, footer. */
export function AppLayout() {
  const t = useT();
  useScrollToTopOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("app.skipToContent")}
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the fold and does not jump down when a lazy page or
          its data arrives (a layout shift Lighthouse counts). */}
      <main id="main" tabIndex={-1} className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col focus:outline-none">
        <Suspense fallback={<LoadingState label={t("app.loading")} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <AdminAccessListener />
    </div>
  );
}
