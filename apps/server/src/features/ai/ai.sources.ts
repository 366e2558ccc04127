import type { FastifyInstance } from "fastify";
import type { IngredientClass, Recipe } from "@app/shared";
import { INGREDIENTS, type IngredientDef } from "../../../data/recipes/ingredients.ts";
import { getFoodDetail, searchFoods } from "../foods/index.ts";
import { listRecipes } from "../recipes/index.ts";
import type { AiSources } from "./ai.service.ts";
import type { FoodFacts } from "./chat.engine.ts";
import type { RecipeForSuggestion } from "./suggestions.engine.ts";

/** Ingredient classes by food-table key, from the hand-kept recipe catalogue (the classes are not stored per row). */
const CLASSES_BY_FOOD = new Map<string, readonly IngredientClass[]>(
  Object.values(INGREDIENTS as Record<string, IngredientDef>).map((d) => [`${d.food[0]}:${d.food[1]}`, d.classes]),
);

const MEAT: IngredientClass[] = ["red-meat", "poultry", "processed-meat", "lard", "gelatin"];
const FISH: IngredientClass[] = ["fish", "shellfish"];
const NOT_PALEO: IngredientClass[] = ["wheat", "barley", "rye", "spelt", "oats", "legume", "peanuts", "soy", "dairy", "butter-or-cream"];
/** Grains the classes don't mark (they carry no allergen): paleo leaves them out too. */
const OTHER_GRAINS = /\b(rice|risotto|corn|maize|polenta|quinoa|buckwheat|millet|couscous|bulgur|pasta|bread|flour|sugar)\b/i;

/** A recipe as the suggestion engine needs it: per-serving numbers, and what its ingredients are. */
export function toSuggestionRecipe(r: Recipe): RecipeForSuggestion {
  const classes = new Set(r.ingredients.flatMap((i) => CLASSES_BY_FOOD.get(`${i.source}:${i.sourceId}`) ?? []));
  const has = (list: IngredientClass[]) => list.some((c) => classes.has(c));
  const byWeight = [...r.ingredients].sort((a, b) => b.grams - a.grams);
  const main = byWeight.slice(0, 3).map((i) => i.name.toLowerCase());
  return {
    id: r.id,
    name: r.name,
    description: describe(r, byWeight.map((i) => i.name.toLowerCase())),
    country: r.country,
    cuisine: r.cuisine,
    mealType: r.mealType,
    prepMinutes: r.prepMinutes,
    servings: r.servings,
    perServing: { calories: r.nutrition.energyKcal, proteins: r.nutrition.proteinG, carbs: r.nutrition.carbsG, fats: r.nutrition.fatG, fiber: r.nutrition.fiberG ?? 0 },
    diets: r.diets,
    allergens: r.allergens,
    mainIngredients: main,
    hasMeat: has(MEAT),
    hasFish: has(FISH),
    hasGrainsLegumesOrDairy: has(NOT_PALEO) || r.ingredients.some((i) => OTHER_GRAINS.test(i.name)),
  };
}

function describe(r: Recipe, ingredients: string[]): string {
  const shown = ingredients.slice(0, 5);
  const list = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "");
  const head = list ? list.charAt(0).toUpperCase() + list.slice(1) : r.name;
  return `${head}. ${r.region}, ${r.country}; ready in ${r.prepMinutes} minutes.`;
}

/**
 * The AI feature's view of the food database and the recipe collection. Recipes are read once per
 * data version: they change only when the shipped collection is re-imported at start.
 */
export function createAiSources(app: FastifyInstance): AiSources {
  let recipes: Promise<RecipeForSuggestion[]> | undefined;
  return {
    async lookupFood(name, lang): Promise<FoodFacts | undefined> {
      if ((await app.foodData) === "failed") return undefined;
      const [hit] = await searchFoods(app.db, { query: name, limit: 1, locale: lang });
      if (!hit) return undefined;
      const food = await getFoodDetail(app.db, hit.id, { locale: lang });
      if (!food) return undefined;
      const n = food.nutrients;
      return {
        name: food.name,
        source: food.sourceInfo?.dataset ?? food.source,
        per100g: { kcal: n.energyKcal, protein: n.proteinG, carbs: n.carbsG, fat: n.fatG, fiber: n.fiberG, sugars: n.sugarsG, salt: n.saltG },
        portions: food.portions.map((p) => ({ label: p.description, grams: p.grams })),
      };
    },
    loadRecipes() {
      recipes ??= app.foodData.then(async (state) => (state === "failed" ? [] : (await listRecipes(app.db, {})).map(toSuggestionRecipe)));
      // A failed read is retried next time rather than cached.
      recipes.catch(() => (recipes = undefined));
      return recipes;
    },
  };
}
