import { DEFAULT_PREFERENCES, type Preferences } from "@app/shared";
import { describe, expect, it } from "vitest";
import { isAllowed, mealTargets, servingsFor, suggestMeals, type History, type RecipeForSuggestion } from "./suggestions.engine.ts";

const recipe = (id: number, over: Partial<RecipeForSuggestion> = {}): RecipeForSuggestion => ({
  id,
  name: `Recipe ${id}`,
  description: "",
  country: "Italy",
  cuisine: "italian",
  mealType: "dinner",
  prepMinutes: 30,
  servings: 2,
  perServing: { calories: 500, proteins: 30, carbs: 50, fats: 18, fiber: 6 },
  diets: [],
  allergens: [],
  mainIngredients: ["pasta"],
  hasMeat: false,
  hasFish: false,
  hasGrainsLegumesOrDairy: true,
  ...over,
});
const day = { goal: { calories: 2000, proteins: 120 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };
const none: History = { suggested: [], eatenFoods: [], feedback: [] };
const prefs = (p: Partial<Preferences> = {}): Preferences => ({ ...DEFAULT_PREFERENCES, ...p });

describe("meal targets", () => {
  it("plans 30 % of an untouched day for dinner", () => expect(mealTargets("dinner", day)).toMatchObject({ calories: 600, proteins: 36, remainingCalories: 2000 }));
  it("shares what is left among the meals not yet logged", () => {
    const t = mealTargets("dinner", { ...day, eaten: { calories: 1200, proteins: 70 }, mealTypesLogged: ["breakfast", "lunch"] });
    // 800 kcal left shared between dinner (0.30) and snack (0.10): dinner gets 600.
    expect(t).toMatchObject({ calories: 600, remainingCalories: 800 });
  });
});

describe("filters", () => {
  it("never allows an allergen, a broken diet or too long a preparation", () => {
    expect(isAllowed(recipe(1, { allergens: ["dairy"] }), prefs({ allergies: ["dairy"] }))).toBe(false);
    expect(isAllowed(recipe(1, { diets: ["vegetarian"] }), prefs({ diets: ["vegan"] }))).toBe(false);
    expect(isAllowed(recipe(1, { diets: ["vegan", "vegetarian"] }), prefs({ diets: ["vegan"] }))).toBe(true);
    expect(isAllowed(recipe(1, { hasMeat: true }), prefs({ diets: ["pescatarian"] }))).toBe(false);
    expect(isAllowed(recipe(1, { hasFish: true }), prefs({ diets: ["pescatarian"] }))).toBe(true);
    expect(isAllowed(recipe(1, { prepMinutes: 90 }), prefs({ maxPrepMinutes: 60 }))).toBe(false);
  });
});

describe("servings", () => {
  it("scales to the target in quarter servings between ½ and 3", () => {
    expect(servingsFor(recipe(1), 600)).toBe(1.25);
    expect(servingsFor(recipe(1), 50)).toBe(0.5);
    expect(servingsFor(recipe(1), 5000)).toBe(3);
  });
});

describe("suggestMeals", () => {
  it("explains the fit with the user's numbers", () => {
    const [s] = suggestMeals([recipe(1)], "dinner", day, prefs(), none, 1);
    expect(s).toMatchObject({ name: "Recipe 1", calories: 625, proteins: 38, mealType: "dinner" });
    expect(s!.reasoning).toContain("fills 625 of the 600 kcal planned for this meal (2000 kcal left today)");
  });
  it("never returns a disliked recipe and demotes its cuisine", () => {
    const recipes = [recipe(1, { cuisine: "italian" }), recipe(2, { cuisine: "italian", mainIngredients: ["rice"] }), recipe(3, { cuisine: "greek", mainIngredients: ["feta"] })];
    const history: History = { ...none, feedback: [{ recipeId: 1, mealName: "Recipe 1", cuisine: "italian", mainIngredients: ["pasta"], rating: 1 }] };
    const names = suggestMeals(recipes, "dinner", day, prefs(), history, 3).map((s) => s.name);
    expect(names).not.toContain("Recipe 1");
    expect(names[0]).toBe("Recipe 3");
  });
  it("does not repeat yesterday's suggestion when there is another good one", () => {
    const names = suggestMeals([recipe(1), recipe(2)], "dinner", day, prefs(), { ...none, suggested: [{ recipeId: 1, daysAgo: 0.5 }] }, 1).map((s) => s.name);
    expect(names).toEqual(["Recipe 2"]);
  });
  it("prefers the user's cuisines", () => {
    const names = suggestMeals([recipe(1, { cuisine: "italian" }), recipe(2, { cuisine: "greek", country: "Greece" })], "dinner", day, prefs({ preferredCuisines: ["greek"] }), none, 1).map((s) => s.name);
    expect(names).toEqual(["Recipe 2"]);
  });
});
