import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { foods } from "../foods/index.ts";

/**
 * The recipe collection, imported from data/recipes. Nutrition, diets and allergens are computed from
 * the ingredients at import, never typed in. Re-imports upsert by slug, so ids stay stable.
 */
export const recipes = pgTable(
  "recipes",
  {
    id: serial().primaryKey(),
    /** Stable key from the data file. */
    slug: text().notNull(),
    name: text().notNull(),
    /** The dish's Italian name, shown to Italian readers. */
    nameIt: text().notNull().default(""),
    country: text().notNull(),
    region: text().notNull(),
    cuisine: text().notNull(),
    mealType: text().notNull(),
    prepMinutes: integer().notNull(),
    servings: integer().notNull(),
    /** Steps, in order. */
    instructions: text().array().notNull(),
    tags: text().array().notNull(),
    diets: text().array().notNull(),
    allergens: text().array().notNull(),
    /** Per serving, summed from the ingredients' foods. */
    energyKcal: doublePrecision().notNull(),
    proteinG: doublePrecision().notNull(),
    carbsG: doublePrecision().notNull(),
    fatG: doublePrecision().notNull(),
    fiberG: doublePrecision(),
    sugarsG: doublePrecision(),
    satFatG: doublePrecision(),
    saltG: doublePrecision(),
    /** Lower-cased, accent-free name, region, cuisine, country and tags, for the search filter. */
    searchText: text().notNull(),
  },
  (t) => [uniqueIndex("recipes_slug_idx").on(t.slug), index("recipes_country_meal_idx").on(t.country, t.mealType)],
);

export const recipeIngredients = pgTable(
  "recipe_ingredients",
  {
    id: serial().primaryKey(),
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    foodId: integer()
      .notNull()
      .references(() => foods.id, { onDelete: "restrict" }),
    /** The food's table and publisher id, as the recipe file names it (provenance of every number). */
    foodSource: text().notNull(),
    foodSourceId: text().notNull(),
    /** As shown in the recipe, e.g. 'Eggs'. */
    name: text().notNull(),
    /** The ingredient's Italian name, e.g. 'Uova'. */
    nameIt: text().notNull().default(""),
    /** Household amount as shown, e.g. '2 large'. */
    amount: text().notNull(),
    grams: doublePrecision().notNull(),
  },
  (t) => [index("recipe_ingredients_recipe_idx").on(t.recipeId, t.position), index("recipe_ingredients_food_idx").on(t.foodId)],
);
