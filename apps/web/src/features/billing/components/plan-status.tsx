import type { TrialStatus } from "@app/shared";
import { Link } from "react-router";
import { useT } from "../../../i18n/i18n.tsx";
import { describePlan } from "../billing.queries.ts";

/** One line about the user's plan: days of trial left, premium plan, admin access, or expired with Upgrade. */
export function PlanStatus({ status }: { status: TrialStatus }) {
  const t = useT();
  const plan = describePlan(status);
  switch (plan.kind) {
    case "admin":
      return <p className="text-sm text-slate-700">{t("plan.adminAccess")}</p>;
    case "premium":
      return <p className="text-sm text-slate-700">{t(`plan.${plan.plan}`)}</p>;
    case "trial":
      return (
        <p className="text-sm text-slate-700">
          {t(plan.daysLeft === 1 ? "plan.trialDaysLeft.one" : "plan.trialDaysLeft.other", { count: plan.daysLeft })}
        </p>
      );
    case "expired":
      return (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-red-700">{t("plan.trialExpired")}</span> {t("plan.freePlan")}{" "}
          <Link to="/pricing" className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
            {t("plan.upgrade")}
          </Link>
        </p>
      );
  }
}
