import { describe, expect, it } from "vitest";
import { recipesWith } from "../../../test/fixtures/suggestion-recipe.ts";
import { PLATE_MAX_G, type RecipeForSuggestion } from "../ai/index.ts";
import { fitServings, planDay, seededRandom, type PlannedMeal } from "./planner.engine.ts";

/** A lunch dish of 400 kcal and 25 g protein, 300 g a serving on a plate (test/fixtures/suggestion-recipe.ts). */
const recipe = recipesWith({
  mealType: "lunch",
  servings: 4,
  perServing: { calories: 400, proteins: 25, carbs: 40, fats: 15, fiber: 5 },
  plate: "plate",
  gramsPerServing: 300,
});

/** The weight of a planned meal as served: its dish's grams a serving × the servings planned. */
const plateGrams = (m: PlannedMeal) => (m.recipe.gramsPerServing ?? 0) * m.servings;
const fits = (m: PlannedMeal) => plateGrams(m) <= PLATE_MAX_G[m.recipe.plate ?? "plate"];

describe("the week planner's plates (a plate a person can eat, 0026-suggest21)", () => {
  // A 3,200 kcal day: lunch is 35 %, 1,120 kcal. Bündner Gerstensuppe is 591 g and 442 kcal a serving: 2½ bowls
  // (1.48 kg of soup) reach the lunch by energy alone, one bowl is what a person eats.
  const soup = recipe(1, {
    name: "Bündner Gerstensuppe",
    plate: "bowl",
    gramsPerServing: 591,
    perServing: { ...recipe(0).perServing, calories: 442 },
  });
  const salad = recipe(2, { name: "Horiatiki", gramsPerServing: 350, perServing: { ...recipe(0).perServing, calories: 330 } });
  const meals = (day: RecipeForSuggestion[]) => [
    recipe(10, {
      mealType: "breakfast",
      category: "cereal",
      plate: "bowl",
      gramsPerServing: 250,
      perServing: { ...recipe(0).perServing, calories: 450 },
    }),
    ...day,
    recipe(20, { mealType: "dinner", gramsPerServing: 300, perServing: { ...recipe(0).perServing, calories: 500 } }),
    recipe(30, { mealType: "snack", category: "fruit", gramsPerServing: 150, perServing: { ...recipe(0).perServing, calories: 200 } }),
  ];

  it("plans a high-kcal user's lunch within what its bowl or plate holds", () => {
    for (const lunch of [[soup], [salad], [soup, salad]]) {
      const plan = planDay(meals(lunch), [], 3200, new Set(), seededRandom(7));
      expect(plan.map((m) => m.mealType)).toEqual(["breakfast", "lunch", "dinner", "snack"]);
      for (const m of plan) expect({ meal: m.mealType, grams: Math.round(plateGrams(m)), fits: fits(m) }).toMatchObject({ fits: true });
    }
    // The soup is one bowl (600 g at most), the salad two plates' worth at most (700 g: 2 servings of 350 g).
    const [, soupLunch] = planDay(meals([soup]), [], 3200, new Set(), seededRandom(7));
    expect(soupLunch).toMatchObject({ mealType: "lunch", servings: 1 });
  });

  it("never scales a planned meal past its plate when fitting the day's total", () => {
    const plan: PlannedMeal[] = [
      { mealType: "lunch", recipe: soup, servings: 1 },
      { mealType: "dinner", recipe: salad, servings: 1 },
    ];
    // Fewer dishes than meals: the others may go to 3 servings, never past what the plate holds.
    fitServings(plan, 4000);
    expect(plan.map((m) => m.servings)).toEqual([1, 2]);
  });
});
