import { DemoGoalCards, GoalRecommendations, GoalRecommendationsCard } from "../../features/ai/components/goal-recommendations.tsx";
import { PremiumGate } from "../../features/billing/components/premium-gate.tsx";
import { useCreateGoal } from "../../features/goals/goals.queries.ts";
import { useTracking } from "./tracking/tracking-context.tsx";

/**
 * The AI goal recommendations block of the goals tab (docs/product/ai.md#goal-recommendations), under the goal history. Signed-in
 * users: the 'Nutritional Goals' tab with their recommendations and the goals chat, behind the premium gate
 * (feature ai-goal-recommendations) with the demo cards as its preview. Visitors and the demo screen: the
 * three demo cards and the chat with its free questions.
 */
export default function AiGoalRecommendations({ demo }: { demo: boolean }) {
  const { user, setTab, requireRegistration } = useTracking();
  const openProfile = () => setTab("profile");
  const createGoal = useCreateGoal();
  if (!user || demo) {
    return (
      <GoalRecommendationsCard>
        <GoalRecommendations
          userId={undefined}
          chatOwner={user ? user.id : "guest"}
          onCreateProfile={openProfile}
          onRegistrationRequired={requireRegistration}
          createGoal={createGoal}
        />
      </GoalRecommendationsCard>
    );
  }
  return (
    <GoalRecommendationsCard>
      <PremiumGate feature="ai-goal-recommendations" preview={<DemoGoalCards />}>
        <GoalRecommendations userId={user.id} chatOwner={user.id} onCreateProfile={openProfile} createGoal={createGoal} />
      </PremiumGate>
    </GoalRecommendationsCard>
  );
}
