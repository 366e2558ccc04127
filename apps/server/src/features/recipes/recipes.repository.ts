import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Recipe, RecipeIngredient, RecipesQuery } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { normalizeText } from "../foods/index.ts";
import { regionIt } from "../../../data/recipes/ingredients.it.ts";
import { INSTRUCTIONS_IT } from "../../../data/recipes/instructions.it.ts";
import { amountIt } from "./recipes.amounts.ts";
import { recipeIngredients, recipes } from "./recipes.table.ts";

type RecipeRow = typeof recipes.$inferSelect;

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

type IngredientRow = RecipeIngredient & { nameIt: string };

/**
 * A row as the API shows it: names, region, ingredient names, household amounts and steps in `lang` (Italian
 * falls back to English where a name is empty; amounts are put in Italian by rule, recipes.amounts.ts; the
 * steps come from data/recipes/instructions.it.ts).
 */
function toRecipe(r: RecipeRow, rows: IngredientRow[], lang: "en" | "it"): Recipe {
  const it = lang === "it";
  const ingredients = rows.map(({ nameIt, ...i }) => (it ? { ...i, name: nameIt || i.name, amount: amountIt(i.amount, i.grams) } : i));
  return {
    id: r.id,
    name: it && r.nameIt ? r.nameIt : r.name,
    nameIt: r.nameIt || r.name,
    country: r.country as Recipe["country"],
    region: it ? regionIt(r.region) : r.region,
    cuisine: r.cuisine,
    mealType: r.mealType as Recipe["mealType"],
    prepMinutes: r.prepMinutes,
    servings: r.servings,
    calories: Math.round(r.energyKcal),
    proteins: Math.round(r.proteinG),
    carbs: Math.round(r.carbsG),
    fats: Math.round(r.fatG),
    nutrition: {
      energyKcal: oneDecimal(r.energyKcal)!,
      proteinG: oneDecimal(r.proteinG)!,
      carbsG: oneDecimal(r.carbsG)!,
      fatG: oneDecimal(r.fatG)!,
      fiberG: oneDecimal(r.fiberG),
      sugarsG: oneDecimal(r.sugarsG),
      satFatG: oneDecimal(r.satFatG),
      saltG: oneDecimal(r.saltG),
    },
    diets: r.diets as Recipe["diets"],
    allergens: r.allergens as Recipe["allergens"],
    ingredients,
    // The Italian steps are shipped with the collection, by slug (a recipe without them keeps its English ones).
    instructions: it ? [...(INSTRUCTIONS_IT[r.slug] ?? r.instructions)] : r.instructions,
    tags: r.tags,
  };
}

async function ingredientsFor(db: Db, recipeIds: number[]): Promise<Map<number, IngredientRow[]>> {
  const out = new Map<number, IngredientRow[]>();
  if (recipeIds.length === 0) return out;
  const rows = await db
    .select({
      recipeId: recipeIngredients.recipeId,
      name: recipeIngredients.name,
      nameIt: recipeIngredients.nameIt,
      amount: recipeIngredients.amount,
      grams: recipeIngredients.grams,
      foodId: recipeIngredients.foodId,
      source: recipeIngredients.foodSource,
      sourceId: recipeIngredients.foodSourceId,
    })
    .from(recipeIngredients)
    .where(inArray(recipeIngredients.recipeId, recipeIds))
    .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position));
  for (const { recipeId, ...i } of rows) {
    const list = out.get(recipeId) ?? [];
    list.push({ ...i, source: i.source as RecipeIngredient["source"] });
    out.set(recipeId, list);
  }
  return out;
}

/**
 * Recipes matching every given filter: search words (in the name, region, cuisine, country, tags or
 * ingredients, accents ignored), country, meal type, all of the listed diets, and at most maxPrepMinutes.
 */
export async function listRecipes(db: Db, filters: RecipesQuery): Promise<Recipe[]> {
  const where: SQL[] = [];
  if (filters.country) where.push(eq(recipes.country, filters.country));
  if (filters.mealType) where.push(eq(recipes.mealType, filters.mealType));
  if (filters.maxPrepMinutes !== undefined) where.push(lte(recipes.prepMinutes, filters.maxPrepMinutes));
  if (filters.diets?.length) where.push(sql`${recipes.diets} @> ${`{${filters.diets.join(",")}}`}::text[]`);
  for (const word of normalizeText(filters.search ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, 8)) {
    // Words are [a-z0-9] only after normalizing, so they need no LIKE escaping.
    where.push(sql`${recipes.searchText} LIKE ${`%${word}%`}`);
  }
  const rows = await db
    .select()
    .from(recipes)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(filters.language === "it" ? recipes.nameIt : recipes.name), asc(recipes.id));
  const ingredients = await ingredientsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRecipe(r, ingredients.get(r.id) ?? [], filters.language ?? "en"));
}

export async function findRecipe(db: Db, id: number, lang: "en" | "it" = "en"): Promise<Recipe | undefined> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, id));
  if (!row) return undefined;
  const ingredients = await ingredientsFor(db, [row.id]);
  return toRecipe(row, ingredients.get(row.id) ?? [], lang);
}
