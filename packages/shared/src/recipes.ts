import { z } from "zod";
import { text } from "./common.ts";
import { FoodSourceSchema } from "./foods.ts";
import { MEAL_TYPES, MealTypeSchema } from "./meals.ts";

/**
 * The countries of the recipe collection and its filter: the spec's 16 European countries first
 * (docs/product/ai.md#recipes), then those of the other cuisines the preferences offer
 * (docs/decisions/0013-a-world-recipe-collection.md).
 */
export const RECIPE_COUNTRIES = [
  "Italy",
  "France",
  "Spain",
  "Greece",
  "Portugal",
  "Germany",
  "Austria",
  "Switzerland",
  "United Kingdom",
  "Ireland",
  "Netherlands",
  "Belgium",
  "Sweden",
  "Norway",
  "Poland",
  "Hungary",
  "Denmark",
  "Finland",
  "Iceland",
  "Czechia",
  "Croatia",
  "Cyprus",
  "Malta",
  "Turkey",
  "Lebanon",
  "Israel",
  "Iran",
  "Morocco",
  "Ethiopia",
  "India",
  "Thailand",
  "Vietnam",
  "China",
  "Japan",
  "South Korea",
  "Mexico",
  "United States",
  "Jamaica",
  "Cuba",
  "Brazil",
  "Peru",
] as const;
export type RecipeCountry = (typeof RECIPE_COUNTRIES)[number];

/** The six diets of the recipe filter (docs/product/ai.md#recipes). */
export const RECIPE_DIETS = ["vegetarian", "vegan", "gluten-free", "low-carb", "keto", "mediterranean"] as const;
export type RecipeDiet = (typeof RECIPE_DIETS)[number];

/** The eight allergens in docs/product/ai.md#allergens. */
export const ALLERGENS = ["dairy", "eggs", "gluten", "nuts", "shellfish", "soy", "fish", "sesame"] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Max prep time choices of the filter (docs/product/ai.md#recipes). */
export const RECIPE_MAX_PREP_CHOICES = [30, 60, 120] as const;

/**
 * What an ingredient is, as far as diets and allergens care. Every ingredient of the collection is
 * tagged with these by hand (apps/server/data/recipes/ingredients.ts); diets and allergens are then
 * derived by the rules below, never typed per recipe.
 */
export const INGREDIENT_CLASSES = [
  "red-meat",
  "poultry",
  "processed-meat",
  "fish",
  "shellfish",
  "dairy",
  "butter-or-cream",
  "egg",
  "honey",
  "gelatin",
  "lard",
  "wheat",
  "barley",
  "rye",
  "spelt",
  "oats",
  "tree-nuts",
  "peanuts",
  "soy",
  "sesame",
  "olive-oil",
  "vegetable",
  "legume",
  "fruit",
] as const;
export type IngredientClass = (typeof INGREDIENT_CLASSES)[number];

/** The explicit ingredient → allergen mapping (EU Regulation 1169/2011 Annex II, limited to the eight of the spec). */
export const ALLERGEN_CLASSES: Record<Allergen, readonly IngredientClass[]> = {
  dairy: ["dairy", "butter-or-cream"],
  eggs: ["egg"],
  gluten: ["wheat", "barley", "rye", "spelt", "oats"],
  nuts: ["tree-nuts", "peanuts"],
  shellfish: ["shellfish"],
  soy: ["soy"],
  fish: ["fish"],
  sesame: ["sesame"],
};

/** Classes a diet excludes. Regular oats count as gluten: they are usually contaminated with wheat. */
export const DIET_EXCLUDES = {
  vegan: ["red-meat", "poultry", "processed-meat", "fish", "shellfish", "dairy", "butter-or-cream", "egg", "honey", "gelatin", "lard"],
  vegetarian: ["red-meat", "poultry", "processed-meat", "fish", "shellfish", "gelatin", "lard"],
  "gluten-free": ["wheat", "barley", "rye", "spelt", "oats"],
} as const satisfies Partial<Record<RecipeDiet, readonly IngredientClass[]>>;

/**
 * Thresholds of the computed diets, per serving. Carbs are available carbohydrate (fibre excluded),
 * the app's one way of counting carbs, so they are net carbs.
 * - low-carb: at most 20 g carbs and at most 26 % of energy from carbs (the usual < 130 g/day line).
 * - keto: at most 10 g carbs and at least 60 % of energy from fat.
 * - mediterranean: a dish of a Mediterranean cuisine (country or region below) whose fat is not butter,
 *   cream or lard, without processed meat, and built on olive oil, fish or plants (olive oil present,
 *   or fish, or at least 40 % of the weight vegetables, legumes and fruit).
 */
export const DIET_RULES = {
  lowCarbMaxCarbsG: 20,
  lowCarbMaxEnergyShare: 0.26,
  /**
   * A dish built on a flour dough or bread (cereal grains 15 % of its weight or more: chäschüechli's puff pastry,
   * pastizzi, gougères, rye bread with obatzda) is no low-carb or keto dish whatever one serving's carbohydrate: a
   * low-carb diet leaves out pastry and bread (0025-trial20b), and a serving scaled up carries them.
   */
  lowCarbMaxCerealGrainShare: 0.15,
  lowCarbCerealGrains: ["wheat", "rye", "barley", "spelt", "oats"] as readonly IngredientClass[],
  ketoMaxCarbsG: 10,
  ketoMinFatEnergyShare: 0.6,
  mediterraneanCountries: [
    "Italy",
    "Spain",
    "Greece",
    "Portugal",
    "Croatia",
    "Cyprus",
    "Malta",
    "Turkey",
    "Lebanon",
    "Israel",
    "Morocco",
  ] as readonly string[],
  mediterraneanRegions: ["Provence", "Corsica", "Languedoc", "Côte d'Azur"] as readonly string[],
  mediterraneanExcludes: ["butter-or-cream", "lard", "processed-meat"] as readonly IngredientClass[],
  mediterraneanMinPlantShare: 0.4,
} as const;

export interface ClassifyInput {
  country: string;
  region: string;
  ingredients: { classes: readonly IngredientClass[]; grams: number }[];
  /** Per serving. */
  nutrition: { energyKcal: number; carbsG: number; fatG: number };
}

/** Diets and allergens of a recipe, derived from its ingredients and computed nutrition only. */
export function classifyRecipe(input: ClassifyInput): { diets: RecipeDiet[]; allergens: Allergen[] } {
  const present = new Set(input.ingredients.flatMap((i) => i.classes));
  const hasAny = (classes: readonly IngredientClass[]) => classes.some((c) => present.has(c));
  const allergens = ALLERGENS.filter((a) => hasAny(ALLERGEN_CLASSES[a]));

  const { energyKcal, carbsG, fatG } = input.nutrition;
  const carbShare = energyKcal > 0 ? (4 * carbsG) / energyKcal : 0;
  const fatShare = energyKcal > 0 ? (9 * fatG) / energyKcal : 0;
  const totalGrams = input.ingredients.reduce((n, i) => n + i.grams, 0);
  const plantGrams = input.ingredients
    .filter((i) => i.classes.some((c) => c === "vegetable" || c === "legume" || c === "fruit"))
    .reduce((n, i) => n + i.grams, 0);
  const mediterraneanCuisine =
    DIET_RULES.mediterraneanCountries.includes(input.country) || DIET_RULES.mediterraneanRegions.includes(input.region);

  const diets: RecipeDiet[] = [];
  if (!hasAny(DIET_EXCLUDES.vegetarian)) diets.push("vegetarian");
  if (!hasAny(DIET_EXCLUDES.vegan)) diets.push("vegan");
  if (!hasAny(DIET_EXCLUDES["gluten-free"])) diets.push("gluten-free");
  const cerealGrams = input.ingredients
    .filter((i) => i.classes.some((c) => DIET_RULES.lowCarbCerealGrains.includes(c)))
    .reduce((n, i) => n + i.grams, 0);
  const builtOnDough = totalGrams > 0 && cerealGrams / totalGrams >= DIET_RULES.lowCarbMaxCerealGrainShare;
  if (!builtOnDough && carbsG <= DIET_RULES.lowCarbMaxCarbsG && carbShare <= DIET_RULES.lowCarbMaxEnergyShare) diets.push("low-carb");
  if (!builtOnDough && carbsG <= DIET_RULES.ketoMaxCarbsG && fatShare >= DIET_RULES.ketoMinFatEnergyShare) diets.push("keto");
  if (
    mediterraneanCuisine &&
    !hasAny(DIET_RULES.mediterraneanExcludes) &&
    (present.has("olive-oil") ||
      present.has("fish") ||
      (totalGrams > 0 && plantGrams / totalGrams >= DIET_RULES.mediterraneanMinPlantShare))
  ) {
    diets.push("mediterranean");
  }
  return { diets, allergens };
}

/** Per-serving nutrition, summed from the ingredients' foods (per 100 g × grams / 100 / servings). */
export const RecipeNutritionSchema = z.object({
  energyKcal: z.number(),
  proteinG: z.number(),
  /** Available carbohydrate. */
  carbsG: z.number(),
  fatG: z.number(),
  /** Null when an ingredient's table doesn't report it. */
  fiberG: z.number().nullable(),
  sugarsG: z.number().nullable(),
  satFatG: z.number().nullable(),
  saltG: z.number().nullable(),
});
export type RecipeNutrition = z.infer<typeof RecipeNutritionSchema>;

export const RecipeIngredientSchema = z.object({
  /** In the request's language. */
  name: z.string(),
  /** Household amount, e.g. '2 large'. */
  amount: z.string(),
  grams: z.number(),
  foodId: z.number().int(),
  source: FoodSourceSchema,
  sourceId: z.string().nullable(),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredientSchema>;

/**
 * A recipe as docs/product/ai.md#recipes lists it: `calories`, `proteins`, `carbs` (and `fats`) are whole numbers per
 * serving; `nutrition` carries the same per serving with decimals and more nutrients.
 */
export const RecipeSchema = z.object({
  id: z.number().int(),
  /** In the request's language (`language=it` or an Italian Accept-Language: Italian). */
  name: z.string(),
  /** The Italian name, whatever the request's language. */
  nameIt: z.string(),
  country: z.enum(RECIPE_COUNTRIES),
  /** Region or place, in the request's language ('Stiria'). */
  region: z.string(),
  cuisine: z.string(),
  mealType: z.enum(MEAL_TYPES),
  prepMinutes: z.number().int(),
  servings: z.number().int(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  nutrition: RecipeNutritionSchema,
  diets: z.array(z.enum(RECIPE_DIETS)),
  allergens: z.array(z.enum(ALLERGENS)),
  ingredients: z.array(RecipeIngredientSchema),
  /** Steps, in order. */
  instructions: z.array(z.string()),
  tags: z.array(z.string()),
});
export type Recipe = z.infer<typeof RecipeSchema>;

export const RecipeMessages = {
  dietInvalid: `Diets must be a comma-separated list of: ${RECIPE_DIETS.join(", ")}`,
  countryInvalid: "Unknown country",
  searchTooLong: "The search text must be at most 100 characters",
  maxPrepInvalid: "maxPrepMinutes must be a whole number from 1 to 1000",
  languageInvalid: "language must be en or it",
} as const;

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Filters of GET /api/recipes (docs/product/ai.md#recipes). All given filters must match; `diets` are all required. */
export const RecipesQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, text().trim().max(100, RecipeMessages.searchTooLong).optional()),
  /** Case-insensitive country name. */
  country: z.preprocess(
    (v) => {
      const s = emptyToUndefined(v);
      if (typeof s !== "string") return s;
      return RECIPE_COUNTRIES.find((c) => c.toLowerCase() === s.trim().toLowerCase()) ?? s;
    },
    z.enum(RECIPE_COUNTRIES, { error: RecipeMessages.countryInvalid }).optional(),
  ),
  mealType: z.preprocess(emptyToUndefined, MealTypeSchema.optional()),
  /** 'vegan,gluten-free' (or repeated ?diets=): every listed diet must apply. */
  diets: z.preprocess(
    (v) => {
      const list = (Array.isArray(v) ? v : typeof v === "string" ? [v] : []).flatMap((s) => String(s).split(","));
      const cleaned = list.map((s) => s.trim().toLowerCase()).filter(Boolean);
      return cleaned.length ? cleaned : undefined;
    },
    z.array(z.enum(RECIPE_DIETS, { error: RecipeMessages.dietInvalid })).optional(),
  ),
  /** Language of the names (recipe, region, ingredients); else the request's Accept-Language. */
  language: z.preprocess(emptyToUndefined, z.enum(["en", "it"], { error: RecipeMessages.languageInvalid }).optional()),
  maxPrepMinutes: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: RecipeMessages.maxPrepInvalid })
      .int(RecipeMessages.maxPrepInvalid)
      .min(1, RecipeMessages.maxPrepInvalid)
      .max(1000, RecipeMessages.maxPrepInvalid)
      .optional(),
  ),
});
export type RecipesQuery = z.infer<typeof RecipesQuerySchema>;
