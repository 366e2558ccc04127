import { TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { isMobileUserAgent } from "../../lib/device.ts";
import { useT } from "../../i18n/i18n.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { session, StorageKeys } from "../../lib/storage.ts";
import NotFoundRoute from "../routes/not-found.tsx";

export const MOBILE_RELOAD_DELAY_MS = 100;
/** At most one automatic reload per minute, so an error that survives a reload cannot loop. */
const RELOAD_GUARD_MS = 60_000;

function mayAutoReload(): boolean {
  if (!isMobileUserAgent()) return false;
  const last = Number(session.get(StorageKeys.errorReloadAt) ?? 0);
  return !(last > 0 && Date.now() - last < RELOAD_GUARD_MS);
}

/**
 * The page shown when rendering failed (spec 002 §2.19). On phones and tablets the error is hidden and the
 * page reloads after 100 ms, once: if the reload fails again, the error page is shown.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const [autoReload] = useState(mayAutoReload);
  usePageTitle(t("error.title"));

  useEffect(() => {
    if (!autoReload) return;
    session.set(StorageKeys.errorReloadAt, String(Date.now()));
    const timer = setTimeout(() => window.location.reload(), MOBILE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoReload]);

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (autoReload) return <LoadingState label={t("app.loading")} />;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-100">
        <TriangleAlert aria-hidden="true" className="size-7 text-amber-800" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{t("error.title")}</h1>
      <p className="mt-3 text-slate-700">{t("error.description")}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {/* A full page load: whatever broke in memory is gone on the home page. */}
        <a href="/" className={buttonClasses("primary", "lg")}>
          {t("app.returnHome")}
        </a>
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses("secondary", "lg")}>
          {t("error.reload")}
        </button>
      </div>
    </div>
  );
}
