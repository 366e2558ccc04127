import { canUse, isAdminUser } from "@app/shared";
import { Lock, LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useTrialStatus } from "../../features/billing/billing.queries.ts";
import { useT } from "../../i18n/i18n.tsx";
import { authUrlFor } from "../guards/auth-redirect.ts";

/**
 * Who may use the API (002 §2.7, §2.8): visitors see 'Login Required' (Login, View Plans), signed-in users
 * without API access 'Premium Required' (upgrade); premium, trial and admin users get `children`. The
 * server enforces the same rule on every call; this is the screen's convenience.
 */
export function ApiAccessGate({ path, children }: { path: string; children: (signedIn: true) => ReactNode }) {
  const t = useT();
  const user = useCurrentUser();
  const status = useTrialStatus(Boolean(user.data));
  if (user.isPending || (user.data && status.isPending)) return <LoadingState label={t("app.loading")} />;
  if (user.isError || status.isError)
    return (
      <ErrorAlert className="mt-8">
        <p>{t("access.sessionErrorDescription")}</p>
        <Button variant="link" className="mt-1 text-red-900" onClick={() => void (user.isError ? user.refetch() : status.refetch())}>
          {t("access.tryAgain")}
        </Button>
      </ErrorAlert>
    );
  if (!user.data)
    return (
      <Panel title={t("apiKeys.loginRequired")} text={t("apiKeys.loginRequiredText")}>
        <ButtonLink to={authUrlFor(path)}>
          <LogIn aria-hidden="true" className="size-4" />
          {t("apiKeys.login")}
        </ButtonLink>
        <ButtonLink to="/pricing" variant="secondary">
          {t("apiKeys.viewPlans")}
        </ButtonLink>
      </Panel>
    );
  if (!isAdminUser(user.data) && !(status.data && canUse(status.data, "api-access")))
    return (
      <Panel title={t("apiKeys.premiumRequired")} text={t("apiKeys.premiumRequiredText")}>
        <ButtonLink to="/pricing">{t("apiKeys.upgrade")}</ButtonLink>
      </Panel>
    );
  return <>{children(true)}</>;
}

function Panel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="api-gate-title"
      className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <Lock aria-hidden="true" className="mx-auto size-8 text-emerald-700" />
      <h2 id="api-gate-title" className="mt-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-700">{text}</p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">{children}</div>
    </section>
  );
}
