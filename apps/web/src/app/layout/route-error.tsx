import { TriangleAlert } from "lucide-react";
import { Component, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { isMobileUserAgent } from "../../lib/device.ts";
import { retryFailedPages } from "../lazy-page.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { session, StorageKeys } from "../../lib/storage.ts";

export const MOBILE_RELOAD_DELAY_MS = 100;
/** At most one automatic reload per minute, so an error that survives a reload cannot loop. */
const RELOAD_GUARD_MS = 60_000;

function mayAutoReload(): boolean {
  if (!isMobileUserAgent()) return false;
  const last = Number(session.get(StorageKeys.errorReloadAt) ?? 0);
  return !(last > 0 && Date.now() - last < RELOAD_GUARD_MS);
}

/**
 * The page shown when rendering failed (docs/product/public-pages.md#error-page). On phones and tablets the error is hidden and the
 * page reloads after 100 ms, once: if the reload fails again, the error page is shown.
 */
export function RouteError({ error }: { error: unknown }) {
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

interface BoundaryProps {
  children: ReactNode;
  /** The page's address: a new one clears the error, so the header's links still lead somewhere. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  errorKey: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.errorKey === null) return { errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: null };
  }

  override componentDidUpdate(_props: BoundaryProps, previous: BoundaryState) {
    // The error page was left: a page that failed to load may load now (app/lazy-page.tsx).
    if (previous.error !== null && this.state.error === null) retryFailedPages();
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Shows RouteError instead of `children` when they fail to render, until the user goes to another page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
}
