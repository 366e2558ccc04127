import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { AdminAccessListener } from "../../features/admin/components/admin-access-listener.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Every page: skip link, header, the page itself, footer. */
export function AppLayout() {
  const t = useT();
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
      <ScrollRestoration />
    </div>
  );
}
