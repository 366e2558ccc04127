import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useTrialStatus } from "../../features/billing/billing.queries.ts";
import { PlanStatus } from "../../features/billing/components/plan-status.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { usePageTitle } from "../../lib/page-title.ts";

/** /dashboard: for now the header that greets the user (spec 000 §2, Dashboard screen). */
export default function DashboardRoute() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const trial = useTrialStatus(Boolean(user));
  usePageTitle(t("page.dashboard"));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold text-emerald-800">{t("page.dashboard")}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {user ? t("dashboard.welcomeBack", { username: user.username }) : t("dashboard.welcomeGuest")}
      </h1>
      {trial.data ? (
        <div className="mt-3">
          <PlanStatus status={trial.data} />
        </div>
      ) : null}
    </div>
  );
}
