import { usePrefetchQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { appSettingsQuery } from "../../features/billing/billing.queries.ts";
import { useT } from "../../i18n/i18n.tsx";
import { notify } from "../../lib/toast.ts";
import { authUrlFor } from "./auth-redirect.ts";
import { SessionError } from "./session-error.tsx";

function AuthRequiredToast() {
  const t = useT();
  useEffect(() => {
    notify.error(t("access.authRequired"), t("access.authRequiredDescription"), { id: "auth-required" });
  }, [t]);
  return null;
}

/**
 * Lets signed-in users through; sends everyone else to /auth?redirect=<this page> (docs/product/access-and-plans.md#guarded-routes).
 * With `toast`, the redirect also says 'Authentication required' (the profile page, docs/product/tracking.md#profile).
 */
export function RequireAuth({ children, toast = false }: { children?: ReactNode; toast?: boolean }) {
  const t = useT();
  const location = useLocation();
  const { data: user, isPending, isError } = useCurrentUser();
  // The plan guard inside needs the paywall mode: ask for it alongside the session, not after it.
  usePrefetchQuery(appSettingsQuery);

  if (isPending) return <LoadingState label={t("app.loading")} />;
  if (isError) return <SessionError />;
  if (!user) {
    return (
      <>
        {toast ? <AuthRequiredToast /> : null}
        <Navigate to={authUrlFor(location.pathname + location.search + location.hash)} replace />
      </>
    );
  }
  return children ?? <Outlet />;
}
