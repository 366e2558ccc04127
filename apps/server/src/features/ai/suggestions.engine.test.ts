import { DEFAULT_PREFERENCES, MEAL_TYPES, type MealType, type Preferences } from "@app/shared";
import { describe, expect, it } from "vitest";
import {
  withGoalDiet,
  dayWithBudget,
  ingredientMatches,
  isAllowed,
  maxServings,
  mealSaltMaxG,
  mealTargets,
  servesAs,
  servingsFor,
  SIDE_MIN_G,
  suggestableAs,
  suggestDay,
  suggestMeals,
  type History,
  type ProteinSide,
  type RecipeForSuggestion,
} from "./suggestions.engine.ts";
import { recipesWith } from "../../../test/fixtures/suggestion-recipe.ts";

/** A pasta dinner of 500 kcal and 30 g protein a serving (test/fixtures/suggestion-recipe.ts). */
const recipe = recipesWith({ mainIngredients: ["pasta"], category: "grain" });
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
  it("scales to the target in quarter servings between ½ and 2½", () => {
    expect(servingsFor(recipe(1), 600)).toBe(1.25);
    expect(servingsFor(recipe(1), 50)).toBe(0.5);
    expect(servingsFor(recipe(1), 5000)).toBe(2.5);
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
  category: "lean-meat",
  ...over,
});

/** A cold chicken plate of a big eater's low-carb lunch: 35 g protein in 400 kcal. */
const coldChickenPlate = (id: number, mainIngredients: string[]) =>
  recipe(id, {
    mealType: "lunch",
    category: "meat",
    ownProtein: true,
    servedCold: true,
    hasMeat: true,
    gramsPerServing: 250,
    mainIngredients,
    diets: ["low-carb", "keto", "gluten-free"],
    perServing: { calories: 400, proteins: 35, carbs: 4, fats: 26, fiber: 3 },
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
    // Italian links the amount to the food with 'di' ('180 g di albumi', not '180 g albumi').
    const [italian] = suggestMeals(
      { recipes: [pasta], sides: [side("chicken", { nameIt: "pollo" })] },
      "dinner",
      highProteinDay,
      prefs(),
      none,
      1,
      "it",
    );
    expect(italian!.reasoning).toContain(`con ${italian!.side!.grams} g di pollo per le proteine`);
    expect(italian!.description).toContain(`Servito con ${italian!.side!.grams} g di pollo.`);
  });
  it("never adds a side the user is allergic to or whose diet it breaks", () => {
    const tofu = side("tofu", {
      category: "plant-protein",
      allergens: ["soy"],
      hasMeat: false,
      diets: ["vegan", "vegetarian", "gluten-free"],
    });
    const sides = [side("chicken"), tofu];
    expect(
      suggestMeals({ recipes: [pasta], sides }, "dinner", highProteinDay, prefs({ diets: ["vegetarian"], allergies: ["soy"] }), none, 1)[0]!
        .side,
    ).toBeUndefined();
    expect(
      suggestMeals({ recipes: [pasta], sides }, "dinner", highProteinDay, prefs({ diets: ["vegetarian"] }), none, 1)[0]!.side?.key,
    ).toBe("tofu");
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

describe("rules a dietitian would sign (issue 16)", () => {
  const highProteinDay = { goal: { calories: 2000, proteins: 200 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };
  const yogurt = side("yogurt", {
    category: "dairy",
    mealTypes: ["breakfast", "snack", "dinner"],
    allergens: ["dairy"],
    hasMeat: false,
    per100g: { calories: 59, proteins: 10.2, carbs: 3.6, fats: 0.4, fiber: 0 },
  });
  const tofu = side("tofu", { category: "plant-protein", mealTypes: ["breakfast", "dinner"], hasMeat: false });
  const eggWhites = side("egg-whites", { category: "eggs", mealTypes: ["breakfast", "dinner"], hasMeat: false });
  const chicken = side("chicken", { category: "lean-meat" });
  const lowProtein = { calories: 400, proteins: 8, carbs: 40, fats: 22, fiber: 3 };

  it("serves no protein beside a seafood dish, a dip, a quark bowl or an egg breakfast", () => {
    const gambas = recipe(1, { name: "Gambas al ajillo", category: "seafood", perServing: lowProtein });
    const tzatziki = recipe(2, { name: "Tzatziki", mealType: "snack", category: "dip", perServing: { ...lowProtein, calories: 150 } });
    const quark = recipe(3, { name: "Quark with berries", mealType: "breakfast", category: "dairy", perServing: lowProtein });
    const eggs = recipe(4, { name: "Omelette", mealType: "breakfast", category: "egg", perServing: lowProtein });
    const sides = [yogurt, tofu, eggWhites, chicken];
    expect(suggestMeals({ recipes: [gambas], sides }, "dinner", highProteinDay, prefs(), none, 1)[0]!.side).toBeUndefined();
    expect(suggestMeals({ recipes: [tzatziki], sides }, "snack", highProteinDay, prefs(), none, 1)[0]!.side).toBeUndefined();
    expect(suggestMeals({ recipes: [quark], sides }, "breakfast", highProteinDay, prefs(), none, 1)[0]!.side).toBeUndefined();
    expect(suggestMeals({ recipes: [eggs], sides }, "breakfast", highProteinDay, prefs(), none, 1)[0]!.side).toBeUndefined();
  });
  it("pairs by the table: yogurt with porridge at breakfast, chicken with pasta at dinner, never yogurt with pasta", () => {
    const porridge = recipe(5, { name: "Porridge", mealType: "breakfast", category: "cereal", perServing: lowProtein });
    const pasta = recipe(6, { name: "Pasta", category: "grain", perServing: lowProtein });
    expect(suggestMeals({ recipes: [porridge], sides: [yogurt, tofu] }, "breakfast", highProteinDay, prefs(), none, 1)[0]!.side?.key).toBe(
      "yogurt",
    );
    expect(suggestMeals({ recipes: [pasta], sides: [yogurt] }, "dinner", highProteinDay, prefs(), none, 1)[0]!.side).toBeUndefined();
    expect(suggestMeals({ recipes: [pasta], sides: [yogurt, chicken] }, "dinner", highProteinDay, prefs(), none, 1)[0]!.side?.key).toBe(
      "chicken",
    );
  });
  it("keeps servings within ½ and 2½ and a side within 200 g and below the dish's energy, whatever the targets", () => {
    const tiny = recipe(7, { perServing: { calories: 90, proteins: 2, carbs: 15, fats: 2, fiber: 1 } });
    const huge = recipe(8, { perServing: { calories: 1400, proteins: 40, carbs: 150, fats: 60, fiber: 8 } });
    const out = [1200, 2000, 3500].flatMap((calories) =>
      [tiny, huge].flatMap((r) =>
        suggestMeals(
          { recipes: [r], sides: [chicken] },
          "dinner",
          { goal: { calories, proteins: calories / 10 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] },
          prefs(),
          none,
          1,
        ).map((s) => ({ s, dishKcal: r.perServing.calories * s.servings! })),
      ),
    );
    expect(out.length).toBeGreaterThan(0);
    expect(out.filter(({ s }) => s.servings! < 0.5 || s.servings! > 2.5)).toEqual([]);
    expect(out.filter(({ s, dishKcal }) => s.side && (s.side.grams > 200 || s.calories - dishKcal > dishKcal))).toEqual([]);
    // The tiny dish needs its side to be a dinner: the rule was exercised.
    expect(out.some(({ s }) => s.side)).toBe(true);
  });
  it("plans a snack at 5-15 % of the day and never above what is left; none when less than 5 % is left", () => {
    const snacks = [50, 80, 120, 200, 300, 450].map((kcal) =>
      recipe(10 + kcal, {
        mealType: "snack",
        category: "fruit",
        perServing: { calories: kcal, proteins: 5, carbs: 20, fats: 5, fiber: 2 },
      }),
    );
    const situations = [
      { eaten: 0, logged: [] },
      { eaten: 1500, logged: ["breakfast", "lunch"] },
      { eaten: 1880, logged: ["breakfast", "lunch", "dinner"] },
    ] as const;
    for (const { eaten, logged } of situations) {
      const state = { goal: { calories: 2000, proteins: 100 }, eaten: { calories: eaten, proteins: 0 }, mealTypesLogged: [...logged] };
      const list = suggestMeals({ recipes: snacks, sides: [] }, "snack", state, prefs(), none, 3);
      expect(list.length).toBeGreaterThan(0);
      for (const s of list) {
        expect(s.calories).toBeGreaterThanOrEqual(100);
        expect(s.calories).toBeLessThanOrEqual(Math.min(300, 2000 - eaten));
      }
    }
    const full = { goal: { calories: 2000, proteins: 100 }, eaten: { calories: 1950, proteins: 0 }, mealTypesLogged: [] };
    expect(suggestMeals({ recipes: snacks, sides: [] }, "snack", full, prefs(), none, 3)).toEqual([]);
  });
  it("ranks a snack meeting its protein and its calories before one meeting protein at a smaller size", () => {
    // Snack of a 2000 kcal / 100 g day: 200 kcal, 10 g protein. The tofu dish is protein-dense: at 1 serving it meets the
    // protein but is 20 % short of the calories; the lentil dish meets both.
    const silkenTofu = recipe(1, {
      name: "Tofu",
      mealType: "snack",
      category: "legume",
      cuisine: "japanese",
      perServing: { calories: 160, proteins: 10, carbs: 4, fats: 8, fiber: 1 },
    });
    const lentils = recipe(2, {
      name: "Lentils",
      mealType: "snack",
      category: "legume",
      perServing: { calories: 200, proteins: 11, carbs: 25, fats: 5, fiber: 6 },
    });
    const state = { goal: { calories: 2000, proteins: 100 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };
    // The preferred cuisine gives the tofu the better score; meeting both targets still comes first.
    const list = suggestMeals(
      { recipes: [silkenTofu, lentils], sides: [] },
      "snack",
      state,
      prefs({ preferredCuisines: ["japanese"] }),
      none,
      2,
    );
    expect(list.map((s) => s.name)).toEqual(["Lentils", "Tofu"]);
  });
  it("shows a second dish of a cuisine that meets the targets before a dish of another cuisine that misses them", () => {
    // Dinner of a 2000 kcal / 120 g day: 600 kcal, 36 g protein. Two Italian dishes meet it; five of other cuisines
    // have a third of the protein. Variety (one dish per cuisine) must not cost the meal its protein.
    const lean = { calories: 500, proteins: 30, carbs: 50, fats: 18, fiber: 6 };
    const poor = { calories: 500, proteins: 10, carbs: 80, fats: 18, fiber: 6 };
    const recipes = [
      recipe(1, { cuisine: "italian", perServing: lean }),
      recipe(2, { cuisine: "italian", perServing: lean }),
      ...["greek", "french", "thai", "mexican", "indian"].map((cuisine, i) => recipe(3 + i, { cuisine, perServing: poor })),
    ];
    const list = suggestMeals({ recipes, sides: [] }, "dinner", day, prefs(), none, 3);
    expect(
      list
        .slice(0, 2)
        .map((s) => s.name)
        .sort(),
    ).toEqual(["Recipe 1", "Recipe 2"]);
    expect(list[2]!.cuisine).not.toBe("italian");
  });
  it("keeps a meal within what is left of the day (a light one at its minimum when nothing is left)", () => {
    const dishes = [200, 350, 600].map((kcal) =>
      recipe(30 + kcal, { perServing: { calories: kcal, proteins: 20, carbs: 40, fats: 10, fiber: 3 } }),
    );
    const late = {
      goal: { calories: 2000, proteins: 100 },
      eaten: { calories: 1700, proteins: 80 },
      mealTypesLogged: ["breakfast", "lunch", "snack"] as const,
    };
    for (const s of suggestMeals(
      { recipes: dishes, sides: [] },
      "dinner",
      { ...late, mealTypesLogged: [...late.mealTypesLogged] },
      prefs(),
      none,
      3,
    ))
      expect(s.calories).toBeLessThanOrEqual(330);
    const over = { goal: { calories: 2000, proteins: 100 }, eaten: { calories: 2300, proteins: 80 }, mealTypesLogged: [] };
    // Nothing left: dinner is a light one, at most 10 % above its minimum (40 % of its 30 % share: 240 kcal).
    for (const s of suggestMeals({ recipes: dishes, sides: [] }, "dinner", over, prefs(), none, 3))
      expect(s.calories).toBeLessThanOrEqual(264);
  });
  it("'Generate New' never repeats the cards on screen, and 'All' shows every meal type, each dish once", () => {
    const recipes = MEAL_TYPES.flatMap((t, i) =>
      [1, 2, 3].map((n) =>
        recipe(100 + 10 * i + n, {
          mealType: t,
          cuisine: `c${n}`,
          category: t === "snack" ? "fruit" : "grain",
          perServing: { calories: t === "snack" ? 200 : 550, proteins: 25, carbs: 60, fats: 15, fiber: 4 },
        }),
      ),
    );
    const logged = { ...day, eaten: { calories: 600, proteins: 30 }, mealTypesLogged: ["breakfast" as const] };
    const shown = suggestDay({ recipes, sides: [] }, undefined, logged, prefs(), none, 4);
    expect(new Set(shown.map((s) => s.mealType))).toEqual(new Set(MEAL_TYPES));
    expect(new Set(shown.map((s) => s.recipeId)).size).toBe(shown.length);
    const again = suggestDay(
      { recipes, sides: [] },
      undefined,
      logged,
      prefs(),
      none,
      4,
      "en",
      shown.map((s) => s.recipeId!),
    );
    expect(again).toHaveLength(4);
    expect(again.filter((s) => shown.some((x) => x.recipeId === s.recipeId))).toEqual([]);
    // Lunch and dinner dishes serve either meal: six of them, three on screen, three new, then none.
    const dinners = suggestDay({ recipes, sides: [] }, "dinner", day, prefs(), none, 3);
    const more = suggestDay(
      { recipes, sides: [] },
      "dinner",
      day,
      prefs(),
      none,
      3,
      "en",
      dinners.map((s) => s.recipeId!),
    );
    expect(more).toHaveLength(3);
    expect(more.filter((s) => dinners.some((x) => x.recipeId === s.recipeId))).toEqual([]);
    expect(
      suggestDay(
        { recipes, sides: [] },
        "dinner",
        day,
        prefs(),
        none,
        3,
        "en",
        [...dinners, ...more].map((s) => s.recipeId!),
      ),
    ).toEqual([]);
  });
});

describe("a budget the person states ('I have 500 kcal left, what should I eat for dinner?')", () => {
  it("sizes that meal to the budget, not to its usual share of the day", () => {
    const budget = dayWithBudget({ calories: 2000, proteins: 120 }, "dinner", 500);
    const t = mealTargets("dinner", budget);
    // All of the budget is this meal: it is planned a little below it (95 %) and never above it.
    expect(t.calories).toBe(475);
    expect(t.maxCalories).toBeLessThanOrEqual(500);
    expect(t.proteins).toBe(30);
    // Without the budget, dinner on an empty day is planned at about 600 kcal (its share of the day).
    expect(mealTargets("dinner", day).calories).toBeGreaterThan(550);
  });
});

describe("a low-carbohydrate goal (user trial, session 15)", () => {
  it("asks for low-carb dishes when the goal is under 130 g of carbohydrate and at most 26 % of its energy", () => {
    const chosen = { ...DEFAULT_PREFERENCES, diets: ["vegetarian" as const] };
    expect(withGoalDiet(chosen, { calories: 1900, carbs: 60 }).diets).toEqual(["vegetarian", "low-carb"]);
    expect(withGoalDiet(chosen, { calories: 1800, carbs: 50 }).diets).toContain("low-carb");
    // A usual goal, or a small one whose carbohydrate is still half its energy, is not a low-carb diet.
    expect(withGoalDiet(chosen, { calories: 2000, carbs: 250 })).toBe(chosen);
    expect(withGoalDiet(chosen, { calories: 900, carbs: 120 })).toBe(chosen);
    expect(withGoalDiet(chosen, undefined)).toBe(chosen);
  });
});

describe("protein by choosing and scaling dishes, not bolting on a side (a dietitian's reading, session 17)", () => {
  const highProteinDay = { goal: { calories: 2000, proteins: 160 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };
  const lowProtein = { calories: 500, proteins: 14, carbs: 80, fats: 12, fiber: 6 };
  const chicken = side("chicken");
  const firstSide = (r: RecipeForSuggestion, mealType: "dinner" | "snack" = "dinner", sides = [chicken]) =>
    suggestMeals({ recipes: [r], sides }, mealType, highProteinDay, prefs(), none, 1)[0]?.side;

  it("bolts no protein block beside a pasta, a rice dish or a soup, but still beside a vegetable dish", () => {
    expect(firstSide(recipe(1, { perServing: lowProtein, starchOrSoup: true }))).toBeUndefined();
    expect(firstSide(recipe(2, { perServing: lowProtein, category: "vegetable" }))).toMatchObject({ key: "chicken" });
  });
  it("gives no second protein to a dish built on eggs, cheese or legumes", () => {
    expect(firstSide(recipe(3, { perServing: lowProtein, category: "vegetable", proteinMain: true }))).toBeUndefined();
  });
  it("gives a snack of nuts, dried fruit or a spread no dairy beside it", () => {
    const yogurt = side("yogurt", { category: "dairy", mealTypes: ["snack"], servedCold: true });
    const nuts = recipe(4, {
      mealType: "snack",
      category: "fruit",
      perServing: { calories: 150, proteins: 3, carbs: 15, fats: 9, fiber: 2 },
    });
    expect(firstSide({ ...nuts, nutsOrSpread: true }, "snack", [yogurt])).toBeUndefined();
    expect(firstSide(nuts, "snack", [yogurt])).toMatchObject({ key: "yogurt" });
  });
  it("chooses a dish that carries its protein over one that would need a side", () => {
    const withProtein = recipe(5, {
      category: "meat",
      ownProtein: true,
      perServing: { calories: 500, proteins: 40, carbs: 40, fats: 15, fiber: 4 },
    });
    const [s] = suggestMeals(
      { recipes: [recipe(6, { perServing: lowProtein, starchOrSoup: true }), withProtein], sides: [chicken] },
      "dinner",
      highProteinDay,
      prefs(),
      none,
      1,
    );
    expect(s).toMatchObject({ recipeId: 5 });
    expect(s!.side).toBeUndefined();
  });
  it("never offers a side dish (a banchan, a cucumber salad) as a snack (0025-trial20b)", () => {
    const banchan = recipe(40, { mealType: "snack", category: "legume", sideDish: true });
    expect(servesAs(banchan, "snack")).toBe(false);
    expect(servesAs({ ...banchan, sideDish: false }, "snack")).toBe(true);
    expect(suggestableAs(banchan, "lunch")).toBe(false);
  });
  it("suggests a lunch dish at dinner and a dinner dish at lunch, a breakfast dish only as a snack", () => {
    expect(suggestableAs({ mealType: "lunch", category: "meat" }, "dinner")).toBe(true);
    expect(suggestableAs({ mealType: "dinner", category: "meat" }, "lunch")).toBe(true);
    expect(suggestableAs({ mealType: "breakfast", category: "cereal" }, "lunch")).toBe(false);
    expect(suggestableAs({ mealType: "breakfast", category: "cereal" }, "snack")).toBe(true);
    expect(suggestableAs({ mealType: "dinner", category: "meat" }, "breakfast")).toBe(false);
    // The week planner's own meal type stays the recipe's.
    expect(servesAs({ mealType: "lunch", category: "meat" }, "dinner")).toBe(false);
  });
  it("serves a smaller portion rather than pass what is left of the day (raclette ×1.5 at 1,063 kcal with 970 left)", () => {
    const raclette = recipe(7, { category: "dairy", perServing: { calories: 709, proteins: 30, carbs: 45, fats: 42, fiber: 3 } });
    const last = {
      goal: { calories: 2400, proteins: 110 },
      eaten: { calories: 1430, proteins: 60 },
      mealTypesLogged: ["breakfast", "lunch", "snack"] as MealType[],
    };
    expect(mealTargets("dinner", last).maxCalories).toBeLessThanOrEqual(970);
    const [s] = suggestMeals({ recipes: [raclette], sides: [] }, "dinner", last, prefs(), none, 1);
    expect(s!.calories).toBeLessThanOrEqual(970);
    expect(s!.servings).toBe(1.25);
  });
});

describe("a plate a person can eat, and sides that are portions (a dietitian's reading, 0025-trial20a)", () => {
  // Bündner Gerstensuppe: 3,548 g of ingredients for 6 servings, 442 kcal a serving.
  const soup = recipe(10, {
    name: "Bündner Gerstensuppe",
    mealType: "lunch",
    category: "meat",
    ownProtein: true,
    starchOrSoup: true,
    plate: "bowl",
    gramsPerServing: 591,
    perServing: { calories: 442, proteins: 26, carbs: 40, fats: 18, fiber: 6 },
  });
  const bread = side("bread", {
    name: "wholemeal bread",
    nameIt: "pane integrale",
    category: "bread",
    mealTypes: ["lunch", "dinner"],
    hasMeat: false,
    hasGrainsLegumesOrDairy: true,
    diets: ["vegan", "vegetarian", "mediterranean"],
    allergens: ["gluten"],
    per100g: { calories: 252, proteins: 12.5, carbs: 43, fats: 3.5, fiber: 6 },
  });
  const bigLunch = { goal: { calories: 2100, proteins: 110 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };
  const proteinLunch = { goal: { calories: 2100, proteins: 160 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };

  it("holds a bowl to 600 g, a glass to 500 ml and a plate to 700 g, in quarter servings from ½", () => {
    expect(maxServings(soup)).toBe(1);
    expect(maxServings({ plate: "drink", gramsPerServing: 255 })).toBe(1.75);
    expect(maxServings({ plate: "plate", gramsPerServing: 300 })).toBe(2.25);
    expect(maxServings({ plate: "bowl", gramsPerServing: 866 })).toBe(0.5);
    expect(maxServings({})).toBe(2.5);
    // 995 kcal of this soup was 2¼ servings, 1.33 kg: now one bowl.
    expect(servingsFor(soup, 995)).toBe(1);
  });
  it("reaches a big lunch with bread beside a full bowl of soup, not with 1.3 kg of soup", () => {
    const [s] = suggestMeals({ recipes: [soup], sides: [bread] }, "lunch", bigLunch, prefs(), none, 1);
    expect(s).toMatchObject({ servings: 1, side: { key: "bread" } });
    expect(s!.side!.grams).toBeGreaterThanOrEqual(SIDE_MIN_G.bread);
    expect(s!.side!.grams).toBeLessThanOrEqual(120);
    expect(s!.calories).toBe(Math.round(442 + (252 * s!.side!.grams) / 100));
    expect(s!.reasoning).toContain(`1 serving with ${s!.side!.grams} g wholemeal bread:`);
    expect(s!.reasoning).not.toContain("for protein");
    // Without bread (gluten-free), the soup stays one bowl and a dish that reaches the meal comes first.
    const stew = recipe(11, {
      mealType: "lunch",
      category: "meat",
      ownProtein: true,
      gramsPerServing: 350,
      perServing: { calories: 500, proteins: 32, carbs: 40, fats: 20, fiber: 5 },
    });
    const glutenFree = suggestMeals(
      { recipes: [soup, stew], sides: [bread] },
      "lunch",
      bigLunch,
      prefs({ allergies: ["gluten"] }),
      none,
      2,
    );
    expect(glutenFree.map((x) => [x.recipeId, x.servings, x.side])).toEqual([
      [11, 1.5, undefined],
      [10, 1, undefined],
    ]);
  });
  it("puts rice beside a full hot plate, never beside a soup", () => {
    const rice = side("rice", {
      name: "boiled white rice",
      category: "grains",
      mealTypes: ["lunch", "dinner"],
      hasMeat: false,
      diets: ["vegan", "vegetarian", "gluten-free", "mediterranean"],
      per100g: { calories: 130, proteins: 2.7, carbs: 28, fats: 0.3, fiber: 0.4 },
    });
    // A chicken dish of 500 g a serving: 1¼ servings fill a 700 g plate.
    const chicken = recipe(14, {
      mealType: "lunch",
      category: "meat",
      ownProtein: true,
      gramsPerServing: 500,
      perServing: { calories: 480, proteins: 40, carbs: 10, fats: 28, fiber: 4 },
    });
    // A lunch asking for as much protein as the dish carries (56 g of 735 kcal), so the plate, not its protein, stops it.
    const [s] = suggestMeals({ recipes: [chicken], sides: [rice] }, "lunch", proteinLunch, prefs(), none, 1);
    expect(s).toMatchObject({ servings: 1.25, side: { key: "rice" } });
    expect(s!.side!.grams).toBeGreaterThanOrEqual(SIDE_MIN_G.grains);
    expect(s!.side!.grams).toBeLessThanOrEqual(200);
    expect(suggestMeals({ recipes: [soup], sides: [rice] }, "lunch", bigLunch, prefs(), none, 1)[0]!.side).toBeUndefined();
  });
  it("puts no bread beside a dish its plate can still scale", () => {
    const stew = recipe(12, {
      category: "meat",
      gramsPerServing: 250,
      perServing: { calories: 400, proteins: 30, carbs: 30, fats: 15, fiber: 4 },
    });
    const [s] = suggestMeals({ recipes: [stew], sides: [bread] }, "dinner", proteinLunch, prefs(), none, 1);
    expect(s!.side).toBeUndefined();
    expect(s!.servings).toBe(1.5);
  });
  it("serves a dish richer in protein than the meal asks as a smaller portion with bread, rice or avocado (0026-suggest21)", () => {
    // A big eater's low-carb breakfast: 750 kcal and 30 g protein; eggs baked with cream carry 16 g in 280 kcal, so 2½
    // servings reach the energy with 40 g of protein.
    const eggs = recipe(15, {
      mealType: "breakfast",
      category: "egg",
      ownProtein: true,
      gramsPerServing: 200,
      diets: ["low-carb", "keto", "vegetarian"],
      perServing: { calories: 280, proteins: 16, carbs: 3, fats: 22, fiber: 0 },
    });
    const avocado = side("avocado", {
      name: "avocado",
      category: "vegetables",
      mealTypes: ["breakfast", "lunch", "dinner", "snack"],
      hasMeat: false,
      hasGrainsLegumesOrDairy: false,
      diets: ["vegan", "vegetarian", "gluten-free", "low-carb", "keto", "mediterranean"],
      per100g: { calories: 160, proteins: 2, carbs: 1.8, fats: 14.7, fiber: 6.7 },
    });
    const bigDay = { goal: { calories: 3000, proteins: 120 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };
    const [s] = suggestMeals({ recipes: [eggs], sides: [avocado] }, "breakfast", bigDay, prefs({ diets: ["low-carb"] }), none, 1);
    expect(s!.side).toMatchObject({ key: "avocado" });
    expect(s!.side!.grams).toBeGreaterThanOrEqual(SIDE_MIN_G.vegetables);
    expect(s!.side!.grams).toBeLessThanOrEqual(100);
    expect(Math.abs(s!.proteins - 30)).toBeLessThanOrEqual(0.15 * 30);
    expect(Math.abs(s!.calories - 750)).toBeLessThanOrEqual(75);
    expect(s!.reasoning).not.toContain("for protein");
  });
  it("adds no avocado beside a dish made of avocado (palta rellena, 0026-trial21b), but beside a chicken salad yes", () => {
    // A big eater's low-carb lunch: 1,050 kcal and 40 g protein; a cold chicken plate carries 35 g in 400 kcal.
    const avocado = side("avocado", {
      name: "avocado",
      ingredient: "avocado",
      category: "vegetables",
      mealTypes: ["breakfast", "lunch", "dinner"],
      hasMeat: false,
      diets: ["vegan", "vegetarian", "gluten-free", "low-carb", "keto", "mediterranean"],
      per100g: { calories: 160, proteins: 2, carbs: 1.8, fats: 14.7, fiber: 6.7 },
    });
    const bigDay = { goal: { calories: 3000, proteins: 115 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };
    const lunch = (r: RecipeForSuggestion) => suggestMeals({ recipes: [r], sides: [avocado] }, "lunch", bigDay, prefs(), none, 1)[0]!;
    expect(lunch(coldChickenPlate(30, ["chicken breast", "tomato", "lettuce"])).side).toMatchObject({ key: "avocado" });
    expect(lunch(coldChickenPlate(31, ["avocado", "chicken breast", "mayonnaise"])).side).toBeUndefined();
  });
  it("serves egg whites at dinner beside a cold salad, not beside rösti or a stew (0026-trial21b, 0026-trial21c)", () => {
    const eggWhites = side("egg-whites", {
      category: "eggs",
      hasMeat: false,
      diets: ["vegetarian", "gluten-free", "low-carb", "keto", "mediterranean"],
      per100g: { calories: 52, proteins: 10.9, carbs: 0.7, fats: 0.2, fiber: 0 },
    });
    const light = { calories: 350, proteins: 8, carbs: 45, fats: 15, fiber: 6 };
    const roesti = recipe(40, { category: "vegetable", potato: true, perServing: light });
    const moqueca = recipe(41, { category: "vegetable", stew: true, perServing: light });
    const salad = recipe(42, { category: "salad", servedCold: true, perServing: light });
    const dinner = (r: RecipeForSuggestion) =>
      suggestMeals(
        { recipes: [r], sides: [eggWhites] },
        "dinner",
        { ...day, goal: { calories: 1500, proteins: 110 } },
        prefs(),
        none,
        1,
      )[0]!;
    expect(dinner(salad).side).toMatchObject({ key: "egg-whites" });
    expect(dinner(roesti).side).toBeUndefined();
    expect(dinner(moqueca).side).toBeUndefined();
  });
  it("gives a side as a real portion or none: 80 g of chicken or tofu, two egg whites, never 40 g", () => {
    const chicken = side("chicken");
    const eggWhites = side("egg-whites", { category: "eggs", per100g: { calories: 52, proteins: 10.9, carbs: 0.7, fats: 0.2, fiber: 0 } });
    const colcannon = recipe(13, { category: "vegetable", perServing: { calories: 350, proteins: 8, carbs: 45, fats: 15, fiber: 6 } });
    const given: [string, number][] = [];
    for (let proteins = 20; proteins <= 90; proteins += 2) {
      const d = { goal: { calories: 1450, proteins: (proteins * 10) / 3 }, eaten: { calories: 0, proteins: 0 }, mealTypesLogged: [] };
      for (const sides of [[chicken], [eggWhites]]) {
        const [s] = suggestMeals({ recipes: [colcannon], sides }, "dinner", d, prefs(), none, 1);
        if (s?.side) given.push([sides[0]!.category, s.side.grams]);
      }
    }
    expect(given.length).toBeGreaterThan(0);
    expect(given.filter(([category, grams]) => grams < (category === "eggs" ? 70 : 80))).toEqual([]);
    expect(SIDE_MIN_G).toMatchObject({ "lean-meat": 80, fish: 80, "plant-protein": 80, eggs: 70 });
  });
});

describe("a meal's share of the day's salt (0026-salt21)", () => {
  const sausage = recipe(20, {
    name: "Bratwurst with sauerkraut",
    category: "meat",
    ownProtein: true,
    gramsPerServing: 295,
    saltG: 4.9,
    perServing: { calories: 425, proteins: 23, carbs: 9, fats: 33, fiber: 4 },
  });
  const chicken = recipe(21, {
    cuisine: "french",
    category: "meat",
    ownProtein: true,
    gramsPerServing: 350,
    saltG: 1.2,
    perServing: { calories: 430, proteins: 30, carbs: 30, fats: 18, fiber: 4 },
  });
  it("bounds a main meal at 40 % of the WHO's 5 g and a snack at 15 %", () => {
    expect(mealSaltMaxG("dinner")).toBeCloseTo(2);
    expect(mealSaltMaxG("snack")).toBeCloseTo(0.75);
    expect(mealTargets("dinner", day).maxSaltG).toBeCloseTo(2);
  });
  it("puts a dish within the meal's salt before a saltier one that fits as well, and never a day's salt in one meal", () => {
    const big = { ...day, goal: { calories: 2400, proteins: 120 } };
    const shown = suggestMeals({ recipes: [sausage, chicken], sides: [] }, "dinner", big, prefs(), none, 2);
    expect(shown[0]).toMatchObject({ recipeId: 21 });
    // 1.75 servings of the sausage (8.6 g of salt) would reach the meal's energy: it stops below 5 g.
    const sausageShown = shown.find((s) => s.recipeId === 20);
    expect(4.9 * (sausageShown?.servings ?? 0)).toBeLessThanOrEqual(5);
  });
});
