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
 * not know) with its own name and values; every item carries the name the table showed. The server sums the items into the meal's totals. A result with a
 * food of no weight is logged as before: the foods' names and the totals rounded.
 */
export function mealFromAnalysis(
  analysis: FoodAnalysis,
  mealType: MealType,
  fallbackName: string,
  corrected: ReadonlyMap<number, number> = new Map(),
): LogMealInput {
  // Amounts the person confirmed or corrected (by the food's index in the result): the food's values scale with them.
  const recognised = recognisedFoods(analysis).map((f) => {
    const g = corrected.get(analysis.foods.indexOf(f));
    if (g === undefined || !(g > 0) || !(f.grams > 0) || g === f.grams) return f;
    const k = g / f.grams;
    const scale = (v: number | null) => (v === null ? null : v * k);
    return {
      ...f,
      grams: g,
      portion: null,
      calories: scale(f.calories),
      proteins: scale(f.proteins),
      carbs: scale(f.carbs),
      fats: scale(f.fats),
    };
  });
  const totals = {
    calories: recognised.reduce((s, f) => s + (f.calories ?? 0), 0),
    proteins: recognised.reduce((s, f) => s + (f.proteins ?? 0), 0),
    carbs: recognised.reduce((s, f) => s + (f.carbs ?? 0), 0),
    fats: recognised.reduce((s, f) => s + (f.fats ?? 0), 0),
  };
  const names = recognised.map((f) => f.name.trim()).filter(Boolean);
  let food = names.join(", ") || fallbackName;
  if (food.length > 200) food = `${food.slice(0, 197)}...`;
  const meal = {
    food,
    calories: Math.round(corrected.size ? totals.calories : analysis.totals.calories),
    proteins: Math.round(corrected.size ? totals.proteins : analysis.totals.proteins),
    carbs: Math.round(corrected.size ? totals.carbs : analysis.totals.carbs),
    fats: Math.round(corrected.size ? totals.fats : analysis.totals.fats),
    mealType,
  };
  const weighed = recognised.length > 0 && recognised.length <= MEAL_ITEMS_MAX && recognised.every((f) => f.grams > 0);
  if (!weighed) return meal;
  const items: MealItemInput[] = recognised.map((f) =>
    f.food
      ? {
          foodId: f.food.id,
          // The name the table showed (in the page's language), kept as the logged item's and meal's name.
          ...(f.name.trim() ? { name: f.name.trim().slice(0, 200) } : {}),
          amountGrams: grams(f.grams),
          ...(f.portion ? { portionLabel: f.portion.slice(0, 100) } : {}),
        }
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
