import { createHash } from "node:crypto";
import fs from "node:fs";
import { ALLERGEN_CLASSES, classifyRecipe, type Allergen, type IngredientClass, type RecipeDiet, type RecipeNutrition } from "@app/shared";
import { inArray, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { INGREDIENTS, type IngredientDef } from "../../../data/recipes/ingredients.ts";
import { COUNTRY_NAMES_IT, INGREDIENT_NAMES_IT, regionIt } from "../../../data/recipes/ingredients.it.ts";
import { RECIPES, type RecipeDef } from "../../../data/recipes/recipes.ts";
import { findFoodIdsBySourceKeys, normalizeText, yieldToEventLoop, type DerivedFoodData } from "../foods/index.ts";
import { recipeIngredients, recipes } from "./recipes.table.ts";
import { SERVER_DIR_URL } from "../../lib/paths.ts";

const RECIPE_DIR = new URL("data/recipes/", SERVER_DIR_URL);
/** Every data file of the collection (the batch files included), in a stable order. */
const recipeFiles = () =>
  fs
    .readdirSync(RECIPE_DIR)
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => new URL(f, RECIPE_DIR));
/** Bump when the computation below changes, so the next start re-imports. */
const RECIPES_IMPORT_REVISION = "recipes-import-4";

/** sha256 of the recipe files, the rules revision and the food data they are computed from. */
export function recipeDataVersion(foodVersion: string): string {
  const hash = createHash("sha256").update(RECIPES_IMPORT_REVISION).update(foodVersion);
  for (const file of recipeFiles()) hash.update("\0").update(fs.readFileSync(file));
  return hash.digest("hex");
}

/**
 * Safety net for the hand-kept ingredient classes: words in a food's name that mean an allergen.
 * The import refuses an ingredient whose food name matches one its classes don't declare.
 */
const ALLERGEN_HINTS: Record<Allergen, RegExp> = {
  dairy: /\b(milk|cheese|(?<!(peanut|cocoa|sesame|nut|almond) )butter|cream|yogh?urt|quark|kefir|whey)\b/i,
  eggs: /\b(eggs?|yolk|mayonnaise)\b/i,
  gluten: /\b(wheat|flour|bread|pasta|spaghetti|noodles?|rye|barley|spelt|oats?|crumbs|beer|crackers?|semolina|couscous)\b/i,
  nuts: /\b(nuts?|almonds?|walnuts?|hazelnuts?|pistachios?|cashews?|pecans?|peanuts?)\b/i,
  shellfish: /\b(shrimps?|prawns?|mussels?|crab|lobster|clams?|oysters?|squid|crustaceans?|mollusks?)\b/i,
  soy: /\b(soy|soya|tofu|edamame)\b/i,
  fish: /\b(fish|salmon|cod|tuna|sardines?|pilchard|anchov(y|ies)|mackerel|herring|worcestershire)\b/i,
  sesame: /\b(sesame|tahini)\b/i,
};
/** Names the hints would misread: buckwheat is no wheat, rice flour is no wheat flour. */
const NOT_GLUTEN = /\b(buckwheat|rice flour|chickpea flour|gluten-free)\b/i;

export function undeclaredAllergens(foodName: string, classes: readonly IngredientClass[]): Allergen[] {
  return (Object.keys(ALLERGEN_HINTS) as Allergen[]).filter((a) => {
    if (!ALLERGEN_HINTS[a].test(foodName)) return false;
    if (a === "gluten" && NOT_GLUTEN.test(foodName)) return false;
    return !ALLERGEN_CLASSES[a].some((c) => classes.includes(c));
  });
}

export type FoodValues = { id: number; nameEn: string; source: string; sourceId: string | null } & Record<
  "energyKcal" | "proteinG" | "carbsG" | "fatG" | "fiberG" | "sugarsG" | "satFatG" | "saltG",
  number | null
>;

/**
 * The row an ingredient is weighed against, its salt taken from `saltFrom` (the same food in another table, or a named
 * stand-in) where the chosen row gives no sodium (0027-suggest22): halloumi's 200 g in a salad was 'salt unknown'.
 * Undefined when the chosen row is not in the tables.
 */
export function ingredientFood(def: IngredientDef, found: ReadonlyMap<string, FoodValues>): FoodValues | undefined {
  const food = found.get(`${def.food[0]}:${def.food[1]}`);
  if (!food || food.saltG !== null || !def.saltFrom) return food;
  const fallback = found.get(`${def.saltFrom.food[0]}:${def.saltFrom.food[1]}`);
  return fallback?.saltG == null ? food : { ...food, saltG: fallback.saltG };
}

export interface ComputedRecipe {
  nutrition: RecipeNutrition;
  diets: RecipeDiet[];
  allergens: Allergen[];
}

/**
 * Per-serving nutrition: Σ (value per 100 g × grams / 100) / servings. Energy and macros must be known
 * for every ingredient; fibre, sugars, saturated fat and salt are null when any ingredient lacks them.
 */
export function computeRecipe(def: RecipeDef, foodOf: (key: string) => FoodValues): ComputedRecipe {
  const sum = (k: keyof RecipeNutrition): number | null => {
    let total = 0;
    for (const [key, grams] of def.ingredients) {
      const value = foodOf(key)[k];
      if (value === null) return null;
      total += (value * grams) / 100;
    }
    return total / def.servings;
  };
  const required = (k: "energyKcal" | "proteinG" | "carbsG" | "fatG") => {
    const v = sum(k);
    if (v === null) throw new Error(`recipe ${def.slug}: an ingredient has no ${k}`);
    return v;
  };
  const nutrition: RecipeNutrition = {
    energyKcal: required("energyKcal"),
    proteinG: required("proteinG"),
    carbsG: required("carbsG"),
    fatG: required("fatG"),
    fiberG: sum("fiberG"),
    sugarsG: sum("sugarsG"),
    satFatG: sum("satFatG"),
    saltG: sum("saltG"),
  };
  const { diets, allergens } = classifyRecipe({
    country: def.country,
    region: def.region,
    ingredients: def.ingredients.map(([key, grams]) => ({ classes: (INGREDIENTS as Record<string, IngredientDef>)[key]!.classes, grams })),
    nutrition,
  });
  return { nutrition, diets, allergens };
}

export interface RecipeImportStats {
  recipes: number;
  ingredients: number;
  removed: number;
  ms: number;
}

/** Imports data/recipes into recipes / recipe_ingredients (inside the caller's transaction), upserting by slug. */
export async function importRecipes(tx: Db): Promise<RecipeImportStats> {
  const started = performance.now();
  const catalogue = INGREDIENTS as Record<string, IngredientDef>;
  const keys = Object.values(catalogue).flatMap((d) => [
    { source: d.food[0], sourceId: d.food[1] },
    ...(d.saltFrom ? [{ source: d.saltFrom.food[0], sourceId: d.saltFrom.food[1] }] : []),
  ]);
  const found = await findFoodIdsBySourceKeys(tx, keys);
  const foodByIngredient = new Map<string, FoodValues>();
  for (const [key, def] of Object.entries(catalogue)) {
    const food = ingredientFood(def, found);
    if (!food)
      throw new Error(`recipes import: ingredient ${key} points to ${def.food[0]}:${def.food[1]}, which is not in the food tables`);
    const missing = undeclaredAllergens(food.nameEn, def.classes);
    if (missing.length)
      throw new Error(`recipes import: ingredient ${key} ("${food.nameEn}") looks like ${missing.join(", ")} but its classes don't say so`);
    foodByIngredient.set(key, food);
  }
  const foodOf = (key: string) => {
    const f = foodByIngredient.get(key);
    if (!f) throw new Error(`recipes import: unknown ingredient ${key}`);
    return f;
  };

  const slugs = RECIPES.map((r) => r.slug);
  if (new Set(slugs).size !== slugs.length) throw new Error("recipes import: duplicate slugs");
  const removed = await tx.delete(recipes).where(notInArray(recipes.slug, slugs)).returning({ id: recipes.id });

  let ingredientRows = 0;
  for (const def of RECIPES) {
    await yieldToEventLoop();
    const { nutrition, diets, allergens } = computeRecipe(def, foodOf);
    const names = def.ingredients.map(([key]) => catalogue[key]!.name);
    const namesIt = def.ingredients.map(([key]) => INGREDIENT_NAMES_IT[key]);
    const values = {
      slug: def.slug,
      name: def.name,
      nameIt: def.nameIt,
      country: def.country,
      region: def.region,
      cuisine: def.cuisine,
      mealType: def.mealType,
      prepMinutes: def.prepMinutes,
      servings: def.servings,
      instructions: [...def.instructions],
      tags: [...def.tags],
      diets,
      allergens,
      ...nutrition,
      // Italian names too, so a search typed in Italian ('sardine', 'Stiria') finds the dish.
      searchText: ` ${normalizeText([def.name, def.nameIt, def.region, regionIt(def.region), def.cuisine, def.country, COUNTRY_NAMES_IT[def.country], ...def.tags, ...names, ...namesIt].join(" "))} `,
    };
    const [row] = await tx
      .insert(recipes)
      .values(values)
      .onConflictDoUpdate({ target: recipes.slug, set: values })
      .returning({ id: recipes.id });
    const recipeId = row!.id;
    await tx.delete(recipeIngredients).where(inArray(recipeIngredients.recipeId, [recipeId]));
    await tx.insert(recipeIngredients).values(
      def.ingredients.map(([key, grams, amount], position) => ({
        recipeId,
        position,
        foodId: foodOf(key).id,
        foodSource: catalogue[key]!.food[0],
        foodSourceId: catalogue[key]!.food[1],
        name: catalogue[key]!.name,
        nameIt: INGREDIENT_NAMES_IT[key],
        amount,
        grams,
      })),
    );
    ingredientRows += def.ingredients.length;
  }
  return { recipes: RECIPES.length, ingredients: ingredientRows, removed: removed.length, ms: Math.round(performance.now() - started) };
}

/**
 * The recipe collection as data derived from the shipped foods: the foods feature's start-up import
 * (startFoodData) brings it up to date in the same transaction, after the foods it is computed from.
 */
export const recipeData: DerivedFoodData = {
  name: "recipes",
  version: recipeDataVersion,
  // The rows pointing at foods go first, so the food import may replace the foods they point at.
  clear: async (tx) => {
    await tx.delete(recipeIngredients);
  },
  import: importRecipes,
};
