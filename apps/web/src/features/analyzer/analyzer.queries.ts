import {
  AnalysisAllowanceSchema,
  AnalyzeFoodImageResponseSchema,
  type AnalyzeFoodImageInput,
  type FoodAnalysis,
  type LogMealInput,
  type MealType,
} from "@app/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

/** POST /api/analyze-food-image (docs/product/analyzer.md#request). The reply is parsed with the shared schema. */
export function useAnalyzeFood() {
  return useMutation({
    mutationFn: (input: AnalyzeFoodImageInput) => api.post("/api/analyze-food-image", input, AnalyzeFoodImageResponseSchema),
  });
}

export const analysisAllowanceKey = ["analyzer", "allowance"] as const;

/**
 * A visitor's free analysis as the server counts it (per visitor cookie): the page shows 'Free Trial Used' at
 * once when it is gone, and offers it when the server has it back (the trial reset page). Without an answer
 * the browser's flag decides.
 */
export function useAnalysisAllowance(enabled: boolean) {
  return useQuery({
    queryKey: analysisAllowanceKey,
    queryFn: ({ signal }) => api.get("/api/analyze-food-image/allowance", AnalysisAllowanceSchema, signal),
    enabled,
  });
}

/** The foods of an analysis whose values are known ('asdfgh' is listed, with no calories, but is no food to log). */
export const recognisedFoods = (analysis: FoodAnalysis) => analysis.foods.filter((f) => f.calories !== null);

/** The meal a result logs: the recognised foods' names, the totals rounded, and the food reference when there is one food. */
export function mealFromAnalysis(analysis: FoodAnalysis, mealType: MealType, fallbackName: string): LogMealInput {
  const recognised = recognisedFoods(analysis);
  const names = recognised.map((f) => f.name.trim()).filter(Boolean);
  let food = names.join(", ") || fallbackName;
  if (food.length > 200) food = `${food.slice(0, 197)}...`;
  const single = recognised.length === 1 ? recognised[0] : undefined;
  return {
    food,
    calories: Math.round(analysis.totals.calories),
    proteins: Math.round(analysis.totals.proteins),
    carbs: Math.round(analysis.totals.carbs),
    fats: Math.round(analysis.totals.fats),
    mealType,
    ...(single?.food && single.grams > 0 ? { foodId: single.food.id, amountGrams: Math.round(single.grams * 10) / 10 } : {}),
  };
}
