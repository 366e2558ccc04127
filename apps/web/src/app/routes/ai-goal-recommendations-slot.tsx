import { lazy, Suspense } from "react";
import { AiLoading } from "./ai-suggestions-slot.tsx";

// Loaded with the goals tab's AI block, not with the dashboard.
const AiGoalRecommendations = lazy(() => import("./ai-goal-recommendations.tsx"));

/**
 * The AI goal recommendations block of the goals tab (docs/product/ai.md#goal-recommendations), under the goal history, for everyone:
 * `demo` tells it that the screen is the demo.
 */
export function AiGoalRecommendationsSlot({ demo }: { demo: boolean }) {
  return (
    <Suspense fallback={<AiLoading />}>
      <AiGoalRecommendations demo={demo} />
    </Suspense>
  );
}
