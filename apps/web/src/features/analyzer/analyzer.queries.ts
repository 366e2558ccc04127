import {
  AnalysisAllowanceSchema,
  AnalyzeFoodImageResponseSchema,
  type AnalyzeFoodImageInput,
  type FoodAnalysis,
  MEAL_AMOUNT_MAX_GRAMS,
  MEAL_ITEMS_MAX,
  type LogMealInput,
  type MealItemInput,
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

/** Grams to one decimal, at most what one food of a meal may weigh. */
const grams = (g: number) => Math.min(MEAL_AMOUNT_MAX_GRAMS, Math.round(g * 10) / 10);

/**
 * The meal a result logs: ONE meal whose items are the recognised foods, a food of the tables by its id and
 * grams (the server computes its values, as for the Add Meal form), any other (a label, a dish the tables do
 * not know) with its own name and values. The server sums the items into the meal's totals. A result with a
 * food of no weight is logged as before: the foods' names and the totals rounded.
 */
export function mealFromAnalysis(analysis: FoodAnalysis, mealType: MealType, fallbackName: string): LogMealInput {
  const recognised = recognisedFoods(analysis);
  const names = recognised.map((f) => f.name.trim()).filter(Boolean);
  let food = names.join(", ") || fallbackName;
  if (food.length > 200) food = `${food.slice(0, 197)}...`;
  const meal = {
    food,
    calories: Math.round(analysis.totals.calories),
    proteins: Math.round(analysis.totals.proteins),
    carbs: Math.round(analysis.totals.carbs),
    fats: Math.round(analysis.totals.fats),
    mealType,
  };
  const weighed = recognised.length > 0 && recognised.length <= MEAL_ITEMS_MAX && recognised.every((f) => f.grams > 0);
  if (!weighed) return meal;
  const items: MealItemInput[] = recognised.map((f) =>
    f.food
      ? { foodId: f.food.id, amountGrams: grams(f.grams), ...(f.portion ? { portionLabel: f.portion.slice(0, 100) } : {}) }
      : {
          name: (f.name.trim() || fallbackName).slice(0, 200),
          amountGrams: grams(f.grams),
          calories: Math.max(0, f.calories ?? 0),
          proteins: Math.max(0, f.proteins ?? 0),
          carbs: Math.max(0, f.carbs ?? 0),
          fats: Math.max(0, f.fats ?? 0),
        },
  );
  return { ...meal, items };
}
