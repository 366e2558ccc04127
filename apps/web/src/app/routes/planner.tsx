import { canUse, isAdminUser } from "@app/shared";
import { Page } from "../../components/ui/page.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useTrialStatus } from "../../features/billing/billing.queries.ts";
import { PremiumGate } from "../../features/billing/components/premium-gate.tsx";
import { useGoals } from "../../features/goals/goals.queries.ts";
import { DemoPlanner } from "../../features/planner/components/demo-planner.tsx";
import { KeepDemoPlan } from "../../features/planner/components/keep-demo-plan.tsx";
import { MealPlanner } from "../../features/planner/components/meal-planner.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { useCurrentUser } from "../../lib/session.ts";

/**
 * /planner and /meal-planner (002 §2.3; issue 18): the meal planner, Premium (001 §6). Visitors get the demo
 * planner kept in their browser; after registration its schedule is offered to the new account.
 */
export default function PlannerRoute() {
  const t = useT();
  const { data: user, isPending } = useCurrentUser();
  return (
    <Page title={t("page.planner")} description={t("planner.description")}>
      {isPending ? (
        <LoadingState label={t("planner.loading")} />
      ) : !user ? (
        <DemoPlanner />
      ) : (
        <div className="mt-8">
          <PremiumGate feature="meal-planner" headingLevel={2}>
            <KeepDemoPlan />
            <PlannerWithGoals />
          </PremiumGate>
        </div>
      )}
    </Page>
  );
}

function PlannerWithGoals() {
  const { data: user } = useCurrentUser();
  const goals = useGoals({ demo: false, enabled: true });
  const trial = useTrialStatus(true);
  const canExport = Boolean(user && (isAdminUser(user) || (trial.data && canUse(trial.data, "meal-plan-export"))));
  return <MealPlanner goals={(goals.data ?? []).map((g) => ({ id: g.id, name: g.name }))} canExport={canExport} />;
}
