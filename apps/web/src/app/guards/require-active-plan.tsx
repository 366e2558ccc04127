import { isAdminUser, passesPremiumGate } from "@app/shared";
import { Navigate, Outlet } from "react-router";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useAppSettings, useTrialStatus } from "../../features/billing/billing.queries.ts";
import { useT } from "../../i18n/i18n.tsx";

/**
 * Inside RequireAuth, the plan half of the access guard (docs/product/access-and-plans.md#guarded-routes). With PAYWALL=hard a user with
 * no active trial, no premium and no admin status is sent to /pricing; with the default soft paywall everyone
 * signed in passes and premium features show the premium gate instead (spec README: Access). The payment
 * pages are not under this guard, so they stay reachable. The server enforces every rule by itself; if the
 * settings or the plan cannot be read, the page is shown and the server decides.
 */
export function RequireActivePlan() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const admin = user ? isAdminUser(user) : false;
  const settings = useAppSettings();
  const hard = settings.data?.paywall === "hard";
  const trial = useTrialStatus(Boolean(user) && !admin);

  if (admin) return <Outlet />;
  if (settings.isPending) return <LoadingState label={t("app.loading")} />;
  if (!hard) return <Outlet />;
  if (trial.isPending) return <LoadingState label={t("app.loading")} />;
  if (trial.data && !passesPremiumGate(trial.data)) return <Navigate to="/pricing" replace />;
  return <Outlet />;
}
