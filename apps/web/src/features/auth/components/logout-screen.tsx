import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { notify } from "../../../lib/toast.ts";
import { logout } from "../auth.queries.ts";

export const LOGOUT_REDIRECT_MS = 1500;
export const LOGOUT_FAILURE_REDIRECT_MS = 2000;

/**
 * Signs the user out (docs/product/access-and-plans.md#sign-out): up to 3 attempts one second apart, then home after 1.5 s,
 * or after 2 s when the server could not be reached (the browser forgets the session either way). From the user menu
 * the success toast is the menu's 'Logout effettuato' / 'Arrivederci!' (002 §8). A logout the server never confirmed
 * is not called a success: the session may still be valid, and the toast says so.
 */
export function LogoutScreen() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fromMenu = (useLocation().state as { fromMenu?: boolean } | null)?.fromMenu === true;

  // Reads the current language and router when the logout finishes, without restarting the logout.
  const announce = useEffectEvent((confirmed: boolean) => {
    if (confirmed && fromMenu) notify.success(t("toast.menuLogout"), t("toast.menuLogoutText"), { id: "logout" });
    else if (confirmed) notify.success(t("toast.logoutComplete"), t("toast.logoutCompleteText"), { id: "logout" });
    else notify.error(t("toast.logoutIssue"), t("toast.logoutIssueText"), { id: "logout" });
    return setTimeout(() => navigate("/", { replace: true }), confirmed ? LOGOUT_REDIRECT_MS : LOGOUT_FAILURE_REDIRECT_MS);
  });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void logout(queryClient).then((confirmed) => {
      if (active) timer = announce(confirmed);
    });
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);

  return (
    <output className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <Spinner className="size-10 text-emerald-700" />
      <h1 className="text-2xl font-semibold text-slate-900">{t("logout.title")}</h1>
      <p className="text-slate-700">{t("logout.text")}</p>
    </output>
  );
}
