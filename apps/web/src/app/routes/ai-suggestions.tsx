import { PremiumGate } from "../../features/billing/components/premium-gate.tsx";
import { MealSuggestionsPanel } from "../../features/ai/components/meal-suggestions-panel.tsx";
import { NutritionChat } from "../../features/ai/components/nutrition-chat.tsx";
import { MealImage } from "../../features/meal-images/components/meal-image.tsx";
import { useLogMeal } from "../../features/meals/meals.queries.ts";
import { useTracking } from "./tracking/tracking-context.tsx";

/**
 * The AI meal suggestions panel and the meals 'Nutrition Consultant' chat (docs/product/ai.md#suggestions,
 * docs/product/ai.md#assistant), inside the "AI Meal Suggestions" section (id="ai-suggestions") of the meals tab.
 * Signed-in users get their own suggestions and, with the plan's AI chatbot, the chat; visitors and the
 * demo screen get 'Example Meal Suggestions' and the chat with its 3 free questions.
 */
export default function AiSuggestions() {
  const { demo, user, requireRegistration } = useTracking();
  const signedIn = user !== null;
  const logMeal = useLogMeal();
  return (
    <div className="space-y-6">
      <MealSuggestionsPanel
        userId={signedIn && !demo ? user.id : undefined}
        onRegistrationRequired={requireRegistration}
        logMeal={logMeal}
        renderImage={(suggestion) => (
          <MealImage
            mealName={suggestion.name}
            mealDescription={suggestion.description}
            mealType={suggestion.mealType}
            className="aspect-[16/9] w-full"
          />
        )}
      />
      <div className="mx-auto max-w-3xl">
        {signedIn ? (
          <PremiumGate feature="ai-chatbot">
            <NutritionChat chatType="meals" owner={user.id} />
          </PremiumGate>
        ) : (
          <NutritionChat chatType="meals" owner="guest" />
        )}
      </div>
    </div>
  );
}
