import { TRIAL_WARNING_DAYS, type TrialStatus } from "@app/shared";
import { Clock } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
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
    case "trial": {
      // The last days are marked, as the pricing page warns (2 days or fewer, docs/product/access-and-plans.md#pricing).
      const ending = plan.daysLeft <= TRIAL_WARNING_DAYS;
      return (
        <p className={ending ? "flex items-center gap-1.5 text-sm font-medium text-amber-800" : "text-sm text-slate-700"}>
          {ending ? <Clock aria-hidden="true" className="size-4 shrink-0" /> : null}
          {t(plan.daysLeft === 1 ? "plan.trialDaysLeft.one" : "plan.trialDaysLeft.other", { count: plan.daysLeft })}
        </p>
      );
    }
    case "expired":
      // 'Trial Period Expired' with an upgrade button (docs/product/access-and-plans.md#plan-states, Display).
      return (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
          <p>
            <span className="font-medium text-red-700">{t("plan.trialExpired")}</span> {t("plan.freePlan")}
          </p>
          <ButtonLink to="/pricing" size="sm">
            {t("plan.upgrade")}
          </ButtonLink>
        </div>
      );
  }
}
