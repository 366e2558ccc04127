import { DEFAULT_PREFERENCES, type Preferences } from "@app/shared";
import { describe, expect, it } from "vitest";
import {
  ingredientMatches,
  isAllowed,
  mealTargets,
  servingsFor,
  suggestMeals,
  type History,
  type ProteinSide,
  type RecipeForSuggestion,
} from "./suggestions.engine.ts";

const recipe = (id: number, over: Partial<RecipeForSuggestion> = {}): RecipeForSuggestion => ({
  id,
  name: `Recipe ${id}`,
  description: "",
  descriptionIt: "",
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
  it("plans 30 % of an untouched day for dinner", () =>
    expect(mealTargets("dinner", day)).toMatchObject({ calories: 600, proteins: 36, remainingCalories: 2000 }));
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
    const [s] = suggestMeals({ recipes: [recipe(1)], sides: [] }, "dinner", day, prefs(), none, 1);
    expect(s).toMatchObject({ name: "Recipe 1", calories: 625, proteins: 38, mealType: "dinner" });
    expect(s!.reasoning).toContain("625 kcal against the 600 kcal planned for this meal (2000 kcal left today)");
    expect(s!.reasoning).toContain("and 38 g protein against the 36 g you still need at this meal");
    expect(s!.reasoning).not.toMatch(/fills 625 of the 600|38 g of the 36 g/);
    expect(s!.reasoning).toContain("Italian cuisine, 30 minutes.");
  });
  it("says 'fills' when the meal stays within the target", () => {
    const [s] = suggestMeals(
      { recipes: [recipe(1, { perServing: { calories: 460, proteins: 28, carbs: 50, fats: 16, fiber: 6 } })], sides: [] },
      "dinner",
      day,
      prefs(),
      none,
      1,
    );
    expect(s!.reasoning).toContain(
      "1.25 servings: fills 575 of the 600 kcal planned for this meal (2000 kcal left today) and 35 g of the 36 g protein",
    );
  });
  it("writes the Italian reasoning with a decimal comma and the cuisine in Italian", () => {
    const greek = recipe(1, { cuisine: "Greek", perServing: { calories: 460, proteins: 28, carbs: 50, fats: 16, fiber: 6 } });
    const [s] = suggestMeals({ recipes: [greek], sides: [] }, "dinner", day, prefs(), none, 1, "it");
    expect(s!.reasoning).toContain("1,25 porzioni: copre 575 delle 600 kcal previste per questo pasto");
    expect(s!.reasoning).toContain("Cucina greca, 30 minuti.");
    expect(s!.reasoning).not.toMatch(/Greek|1\.25/);
    const [over] = suggestMeals({ recipes: [recipe(2, { cuisine: "Greek" })], sides: [] }, "dinner", day, prefs(), none, 1, "it");
    expect(over!.reasoning).toContain("625 kcal a fronte delle 600 previste per questo pasto");
    expect(over!.reasoning).toContain("38 g di proteine a fronte dei 36 g che ti servono ancora a questo pasto");
  });
  it("never returns a disliked recipe and demotes its cuisine", () => {
    const recipes = [
      recipe(1, { cuisine: "italian" }),
      recipe(2, { cuisine: "italian", mainIngredients: ["rice"] }),
      recipe(3, { cuisine: "greek", mainIngredients: ["feta"] }),
    ];
    const history: History = {
      ...none,
      feedback: [{ recipeId: 1, mealName: "Recipe 1", cuisine: "italian", mainIngredients: ["pasta"], rating: 1 }],
    };
    const names = suggestMeals({ recipes, sides: [] }, "dinner", day, prefs(), history, 3).map((s) => s.name);
    expect(names).not.toContain("Recipe 1");
    expect(names[0]).toBe("Recipe 3");
  });
  it("does not repeat yesterday's suggestion when there is another good one", () => {
    const names = suggestMeals(
      { recipes: [recipe(1), recipe(2)], sides: [] },
      "dinner",
      day,
      prefs(),
      { ...none, suggested: [{ recipeId: 1, daysAgo: 0.5 }] },
      1,
    ).map((s) => s.name);
    expect(names).toEqual(["Recipe 2"]);
  });
  it("prefers the user's cuisines", () => {
    const names = suggestMeals(
      { recipes: [recipe(1, { cuisine: "italian" }), recipe(2, { cuisine: "greek", country: "Greece" })], sides: [] },
      "dinner",
      day,
      prefs({ preferredCuisines: ["greek"] }),
      none,
      1,
    ).map((s) => s.name);
    expect(names).toEqual(["Recipe 2"]);
  });

  it("prefers the user's ingredients, typed in English or Italian, singular or plural", () => {
    const catalogue = {
      recipes: [
        recipe(1, {
          mainIngredients: ["spaghetti", "canned tomatoes"],
          preferenceNames: ["spaghetti", "canned tomatoes", "pomodori pelati"],
        }),
        recipe(2, {
          mainIngredients: ["salmon fillet", "potatoes"],
          preferenceNames: ["salmon fillet", "potatoes", "filetto di salmone", "patate"],
        }),
      ],
      sides: [],
    };
    const first = (preferredIngredients: string[]) =>
      suggestMeals(catalogue, "dinner", day, prefs({ preferredIngredients }), none, 1)[0]?.name;
    expect(first(["salmon"])).toBe("Recipe 2");
    expect(first(["salmone"])).toBe("Recipe 2");
    expect(first(["tomato"])).toBe("Recipe 1");
    expect(first(["pomodoro"])).toBe("Recipe 1");
  });
});

describe("matching a preferred ingredient", () => {
  it.each([
    ["salmon", "salmon fillet", true],
    ["tomato", "canned tomatoes", true],
    ["pomodoro", "pomodori pelati", true],
    ["salmone", "filetto di salmone", true],
    ["smoked salmon", "salmon fillet", false],
    ["pea", "peach", false],
    ["pasta", "pasta all'uovo", true],
    ["", "pasta", false],
  ])("%j names %j: %s", (preferred, ingredient, expected) => {
    expect(ingredientMatches(preferred, ingredient)).toBe(expected);
  });
});

const side = (key: string, over: Partial<ProteinSide> = {}): ProteinSide => ({
  key,
  name: key,
  nameIt: key,
  mealTypes: ["dinner"],
  per100g: { calories: 120, proteins: 22.5, carbs: 0, fats: 2.6, fiber: 0 },
  diets: ["gluten-free", "low-carb", "keto", "mediterranean"],
  allergens: [],
  hasMeat: true,
  hasGrainsLegumesOrDairy: false,
  ...over,
});

describe("protein sides", () => {
  // A pasta dish with 12 % of its energy from protein, for a dinner that needs 600 kcal and 60 g protein.
  const pasta = recipe(1, { diets: ["vegetarian"], perServing: { calories: 500, proteins: 15, carbs: 80, fats: 12, fiber: 6 } });
  const highProteinDay = { goal: { calories: 2000, proteins: 200 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };

  it("adds a side that closes the protein gap, and counts it in the numbers and the reasoning", () => {
    const [s] = suggestMeals({ recipes: [pasta], sides: [side("chicken")] }, "dinner", highProteinDay, prefs(), none, 1);
    expect(s!.side).toMatchObject({ key: "chicken" });
    expect(Math.abs(s!.calories - 600) / 600).toBeLessThanOrEqual(0.1);
    expect(Math.abs(s!.proteins - 60) / 60).toBeLessThanOrEqual(0.15);
    expect(s!.reasoning).toContain(`with ${s!.side!.grams} g chicken for protein`);
    expect(s!.description).toContain(`Served with ${s!.side!.grams} g chicken`);
  });
  it("never adds a side the user is allergic to or whose diet it breaks", () => {
    const sides = [side("chicken"), side("yogurt", { allergens: ["dairy"], hasMeat: false, diets: ["vegetarian", "gluten-free"] })];
    expect(
      suggestMeals(
        { recipes: [pasta], sides },
        "dinner",
        highProteinDay,
        prefs({ diets: ["vegetarian"], allergies: ["dairy"] }),
        none,
        1,
      )[0]!.side,
    ).toBeUndefined();
    expect(
      suggestMeals({ recipes: [pasta], sides }, "dinner", highProteinDay, prefs({ diets: ["vegetarian"] }), none, 1)[0]!.side?.key,
    ).toBe("yogurt");
  });
  it("adds nothing when the dish already fits", () => {
    const [s] = suggestMeals(
      { recipes: [recipe(2, { perServing: { calories: 600, proteins: 36, carbs: 60, fats: 20, fiber: 5 } })], sides: [side("chicken")] },
      "dinner",
      day,
      prefs(),
      none,
      1,
    );
    expect(s!.side).toBeUndefined();
  });
});
