import { isAdminUser } from "@app/shared";
import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { useCurrentUser } from "../../lib/session.ts";
import { notify } from "../../lib/toast.ts";
import { ACCESS_DENIED_STATE } from "./access-denied.ts";

/** A signed-in user who is not an administrator: the 'Access Denied' toast, then / with its alert. */
function AccessDeniedRedirect() {
  const t = useT();
  useEffect(() => {
    notify.error(t("access.deniedTitle"), t("access.deniedDescription"), { id: "access-denied" });
  }, [t]);
  return <Navigate to="/" replace state={ACCESS_DENIED_STATE} />;
}

/**
 * Inside RequireAuth: administrators pass; anyone else gets an 'Access Denied' toast, is sent to / and sees
 * an Access Denied alert there (docs/product/access-and-plans.md#administrator). The server refuses their admin API calls in any case.
 */
export function RequireAdmin() {
  const { data: user } = useCurrentUser();
  return user && isAdminUser(user) ? <Outlet /> : <AccessDeniedRedirect />;
}
