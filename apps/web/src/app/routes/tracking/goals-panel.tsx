import { ActiveGoalCard } from "../../../features/goals/components/active-goal-card.tsx";
import { CreateGoalCard } from "../../../features/goals/components/create-goal-card.tsx";
import { GoalHistory } from "../../../features/goals/components/goal-history.tsx";
import { useActiveGoal, useGoals } from "../../../features/goals/goals.queries.ts";
import { AiGoalRecommendationsSlot } from "../ai-goal-recommendations-slot.tsx";
import { useTracking } from "./tracking-context.tsx";

/** The goals tab: create-goal form, Active Goal card, Goal History and the AI goal block (docs/product/tracking.md#goals). */
export function GoalsPanel() {
  const { demo, today, requireRegistration } = useTracking();
  const active = useActiveGoal({ demo });
  const goals = useGoals({ demo });
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <CreateGoalCard today={today} guest={demo} onRegistrationRequired={requireRegistration} />
        </div>
        <div className="lg:sticky lg:top-20 lg:col-span-5">
          <ActiveGoalCard goal={active.data} isError={active.isError} />
        </div>
      </div>
      <GoalHistory
        goals={goals.data}
        isError={goals.isError}
        demo={demo}
        today={today}
        guest={demo}
        onRegistrationRequired={requireRegistration}
      />
      <AiGoalRecommendationsSlot demo={demo} />
    </div>
  );
}
