/**
 * The sample day of the landing page: real foods and amounts, with energy and macronutrients computed from
 * USDA SR28 values per 100 g (the same table the food database ships; NDB numbers in the comments).
 * Carbohydrates are available carbohydrate, as the app counts them: SR28's figure by difference minus fibre.
 * Illustrative, not a prescription.
 */
export const SAMPLE_FOODS = {
  oats: { kcal: 379, protein: 13.15, carbs: 57.6, fat: 6.52 }, // 08120 Cereals, oats, regular and quick, not fortified, dry
  greekYogurt: { kcal: 59, protein: 10.19, carbs: 3.6, fat: 0.39 }, // 01256 Yogurt, Greek, plain, nonfat
  blueberries: { kcal: 57, protein: 0.74, carbs: 12.09, fat: 0.33 }, // 09050 Blueberries, raw
  walnuts: { kcal: 654, protein: 15.23, carbs: 7.01, fat: 65.21 }, // 12155 Nuts, walnuts, english
  chicken: { kcal: 165, protein: 31.02, carbs: 0, fat: 3.57 }, // 05064 Chicken, broilers or fryers, breast, meat only, cooked, roasted
  brownRice: { kcal: 123, protein: 2.74, carbs: 23.98, fat: 0.97 }, // 20037 Rice, brown, long-grain, cooked
  lettuce: { kcal: 15, protein: 1.36, carbs: 1.57, fat: 0.15 }, // 11253 Lettuce, green leaf, raw
  tomatoes: { kcal: 18, protein: 0.88, carbs: 2.69, fat: 0.2 }, // 11529 Tomatoes, red, ripe, raw, year round average
  oliveOil: { kcal: 884, protein: 0, carbs: 0, fat: 100 }, // 04053 Oil, olive, salad or cooking
  salmon: { kcal: 206, protein: 22.1, carbs: 0, fat: 12.35 }, // 15237 Fish, salmon, Atlantic, farmed, cooked, dry heat
  potatoes: { kcal: 87, protein: 1.87, carbs: 18.33, fat: 0.1 }, // 11365 Potatoes, boiled, cooked in skin, flesh, without salt
  broccoli: { kcal: 35, protein: 2.38, carbs: 3.88, fat: 0.41 }, // 11091 Broccoli, cooked, boiled, drained, without salt
} as const;
export type SampleFood = keyof typeof SAMPLE_FOODS;

export const SAMPLE_MEALS = ["breakfast", "lunch", "dinner"] as const;
export type SampleMeal = (typeof SAMPLE_MEALS)[number];

/** Grams of each food in each meal. */
export const SAMPLE_DAY: Record<SampleMeal, ReadonlyArray<readonly [SampleFood, number]>> = {
  breakfast: [
    ["oats", 60],
    ["greekYogurt", 150],
    ["blueberries", 100],
    ["walnuts", 15],
  ],
  lunch: [
    ["chicken", 120],
    ["brownRice", 150],
    ["lettuce", 80],
    ["tomatoes", 120],
    ["oliveOil", 10],
  ],
  dinner: [
    ["salmon", 150],
    ["potatoes", 200],
    ["broccoli", 150],
    ["oliveOil", 10],
  ],
};

export interface Nutrients {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** The nutrients of `grams` of a food. */
export function foodNutrients(food: SampleFood, grams: number): Nutrients {
  const per100 = SAMPLE_FOODS[food];
  return {
    kcal: (per100.kcal * grams) / 100,
    protein: (per100.protein * grams) / 100,
    carbs: (per100.carbs * grams) / 100,
    fat: (per100.fat * grams) / 100,
  };
}

/** The sum of several meals' foods, unrounded (round for display only). */
export function sampleTotals(meals: readonly SampleMeal[]): Nutrients {
  const total: Nutrients = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
  for (const meal of meals) {
    for (const [food, grams] of SAMPLE_DAY[meal]) {
      const n = foodNutrients(food, grams);
      total.kcal += n.kcal;
      total.protein += n.protein;
      total.carbs += n.carbs;
      total.fat += n.fat;
    }
  }
  return total;
}
