import { Page } from "../../components/ui/page.tsx";
import { PremiumGate } from "../../features/billing/components/premium-gate.tsx";
import { useGoals } from "../../features/goals/goals.queries.ts";
import { MealPlanner } from "../../features/planner/components/meal-planner.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { useCurrentUser } from "../../lib/session.ts";

/** /planner and /meal-planner (002 §2.3; issue 18): the meal planner, Premium (001 §6). */
export default function PlannerRoute() {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <Page title={t("page.planner")} description={t("planner.description")}>
      <div className="mt-8">
        <PremiumGate feature="meal-planner" headingLevel={2}>
          <PlannerWithGoals signedIn={Boolean(user)} />
        </PremiumGate>
      </div>
    </Page>
  );
}

function PlannerWithGoals({ signedIn }: { signedIn: boolean }) {
  const goals = useGoals({ demo: false, enabled: signedIn });
  return <MealPlanner goals={(goals.data ?? []).map((g) => ({ id: g.id, name: g.name }))} />;
}
