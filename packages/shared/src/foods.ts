import { z } from "zod";
import { text } from "./common.ts";

/**
 * The food composition tables shipped with the app (apps/server/data/foods, see PROVENANCE.md there),
 * plus `custom` for a user's own private foods.
 */
export const FOOD_SOURCES = [
  "usda_sr28",
  "usda_fndds_2021_2023",
  "usda_foundation_2025_04",
  "ciqual_2025",
  "bls_4_0",
  "uk_cofid_2015",
  /** A packaged product looked up by its barcode in Open Food Facts (ODbL), cached as a shared food. */
  "open_food_facts",
  "custom",
] as const;
export const FoodSourceSchema = z.enum(FOOD_SOURCES);
export type FoodSource = z.infer<typeof FoodSourceSchema>;

/**
 * How a table defines carbohydrate: USDA tables publish carbohydrate by difference (fibre included),
 * the EU tables available carbohydrate (fibre excluded). The app counts available carbohydrate.
 */
export const CARBS_BASES = ["total_by_difference", "available"] as const;
export type CarbsBasis = (typeof CARBS_BASES)[number];

/**
 * Every nutrient the app keeps, per 100 g of edible portion, with its unit in the name.
 * `null` means the source did not report it (unknown), never zero.
 * `carbsG` is available carbohydrate, the one way the app counts carbs (see FoodDetail.carbs).
 */
export const NUTRIENT_KEYS = [
  "energyKcal",
  "energyKj",
  "proteinG",
  "carbsG",
  "sugarsG",
  "fiberG",
  "starchG",
  "fatG",
  "satFatG",
  "monoFatG",
  "polyFatG",
  "transFatG",
  "cholesterolMg",
  "sodiumMg",
  "saltG",
  "waterG",
  "alcoholG",
  "calciumMg",
  "ironMg",
  "magnesiumMg",
  "phosphorusMg",
  "potassiumMg",
  "zincMg",
  "copperMg",
  "manganeseMg",
  "seleniumUg",
  "iodineUg",
  "vitAUg",
  "retinolUg",
  "betaCaroteneUg",
  "vitDUg",
  "vitEMg",
  "vitKUg",
  "vitCMg",
  "thiaminMg",
  "riboflavinMg",
  "niacinMg",
  "pantothenicAcidMg",
  "vitB6Mg",
  "folateTotalUg",
  "folateDfeUg",
  "vitB12Ug",
  "cholineMg",
  "caffeineMg",
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

const nutrient = z.number().nullable();
export const NutrientsSchema = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, nutrient])) as Record<NutrientKey, typeof nutrient>,
);
export type Nutrients = z.infer<typeof NutrientsSchema>;

export const FoodMessages = {
  queryTooLong: "The search text must be at most 100 characters",
  limitInvalid: "limit must be a whole number from 1 to 50",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 200 characters",
  energyRequired: "Calories per 100 g are required",
  valueInvalid: "Enter a number from 0 to the most 100 g can hold",
  gramsInvalid: "Portion weight must be more than 0 and at most 5000 g",
  tooManyPortions: "At most 20 portions",
  macrosOver100: "Protein, carbs and fat together cannot exceed 100 g per 100 g",
  portionTooLong: "Portion name must be at most 100 characters",
} as const;

/** The longest search text accepted; longer gets 400. One character or none gives an empty list. */
export const FOOD_QUERY_MAX = 100;

/** The most results one search returns. */
export const FOOD_SEARCH_LIMIT_MAX = 50;

export const FoodSearchQuerySchema = z.object({
  q: text().max(FOOD_QUERY_MAX, FoodMessages.queryTooLong).default(""),
  limit: z.coerce
    .number({ error: FoodMessages.limitInvalid })
    .int(FoodMessages.limitInvalid)
    .min(1, FoodMessages.limitInvalid)
    .max(FOOD_SEARCH_LIMIT_MAX, FoodMessages.limitInvalid)
    .default(20),
  /** Overrides Accept-Language: 'fr' prefers CIQUAL, 'de' BLS, anything else USDA. */
  locale: text().max(35).optional(),
});
export type FoodSearchQuery = z.infer<typeof FoodSearchQuerySchema>;

/** Another table's entry for the same food, one click away. */
export const FoodAlternativeSchema = z.object({
  id: z.number().int(),
  source: FoodSourceSchema,
  sourceId: z.string().nullable(),
  name: z.string(),
  energyKcal: z.number().nullable(),
});
export type FoodAlternative = z.infer<typeof FoodAlternativeSchema>;

/** The macros shown in a search result, per 100 g (`carbsG` is available carbohydrate). */
const macroFields = {
  energyKcal: z.number().nullable(),
  proteinG: z.number().nullable(),
  carbsG: z.number().nullable(),
  fatG: z.number().nullable(),
};

export const FoodSearchResultSchema = z.object({
  id: z.number().int(),
  /** Display name in the requested locale where the table has one, else English. */
  name: z.string(),
  nameEn: z.string(),
  nameLocal: z.string().nullable(),
  langLocal: z.string().nullable(),
  category: z.string().nullable(),
  /** The table this entry comes from: the badge. */
  source: FoodSourceSchema,
  sourceId: z.string().nullable(),
  isCustom: z.boolean(),
  /** The signed-in user logged it recently. */
  isRecent: z.boolean(),
  ...macroFields,
  /** The same food in other tables. */
  alternatives: z.array(FoodAlternativeSchema),
});
export type FoodSearchResult = z.infer<typeof FoodSearchResultSchema>;

export const FoodPortionSchema = z.object({
  /** Household measure, e.g. '1 large' or '1 cup, cooked'. */
  description: z.string(),
  grams: z.number(),
  /** When the portion is borrowed from the same food in another table (EU tables have none). */
  fromSource: FoodSourceSchema.nullable(),
});
export type FoodPortion = z.infer<typeof FoodPortionSchema>;

/** Who published a table, under which licence, and the text to show wherever its numbers are shown. */
export const FoodSourceInfoSchema = z.object({
  source: FoodSourceSchema,
  dataset: z.string(),
  version: z.string(),
  publisher: z.string(),
  country: z.string(),
  license: z.string(),
  licenseUrl: z.string(),
  attribution: z.string(),
  homepage: z.string(),
  foods: z.number().int(),
});
export type FoodSourceInfo = z.infer<typeof FoodSourceInfoSchema>;

export const FoodDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameLocal: z.string().nullable(),
  langLocal: z.string().nullable(),
  category: z.string().nullable(),
  source: FoodSourceSchema,
  sourceId: z.string().nullable(),
  isCustom: z.boolean(),
  /** Per 100 g edible portion; null = not reported. */
  nutrients: NutrientsSchema,
  /**
   * How `nutrients.carbsG` was obtained: as published when the table reports available carbohydrate,
   * or published carbohydrate by difference minus fibre (USDA). When a USDA row has no fibre value,
   * nothing can be subtracted, `fiberSubtracted` is false and carbsG equals the published total.
   */
  carbs: z.object({ publishedBasis: z.enum(CARBS_BASES), publishedG: z.number().nullable(), fiberSubtracted: z.boolean() }),
  portions: z.array(FoodPortionSchema),
  /** Null for custom foods. */
  sourceInfo: FoodSourceInfoSchema.nullable(),
  /** Publisher remarks for this row (energy definition, fibre method, clamped values…). */
  notes: z.string().nullable(),
  alternatives: z.array(FoodAlternativeSchema),
});
export type FoodDetail = z.infer<typeof FoodDetailSchema>;

/** A per-100 g amount in grams: 0 to 100 (CoFID sugars reach 105 as monosaccharide equivalents, custom foods don't). */
const gramsPer100 = z
  .number({ error: FoodMessages.valueInvalid })
  .finite(FoodMessages.valueInvalid)
  .min(0, FoodMessages.valueInvalid)
  .max(100, FoodMessages.valueInvalid);

export const CustomFoodPortionInputSchema = z.strictObject({
  description: text().trim().min(1, FoodMessages.nameRequired).max(100, FoodMessages.portionTooLong),
  grams: z.number({ error: FoodMessages.gramsInvalid }).gt(0, FoodMessages.gramsInvalid).max(5000, FoodMessages.gramsInvalid),
});

const customFoodFields = {
  name: text().trim().min(1, FoodMessages.nameRequired).max(200, FoodMessages.nameTooLong),
  energyKcal: z
    .number({ error: FoodMessages.energyRequired })
    .finite(FoodMessages.valueInvalid)
    .min(0, FoodMessages.valueInvalid)
    .max(900, FoodMessages.valueInvalid),
  proteinG: gramsPer100,
  /** Available carbohydrate (without fibre), as on an EU label. */
  carbsG: gramsPer100,
  fatG: gramsPer100,
  sugarsG: gramsPer100.nullish(),
  fiberG: gramsPer100.nullish(),
  satFatG: gramsPer100.nullish(),
  saltG: gramsPer100.nullish(),
  portions: z.array(CustomFoodPortionInputSchema).max(20, FoodMessages.tooManyPortions).optional(),
};

const macrosFit = (v: { proteinG?: number; carbsG?: number; fatG?: number }) => (v.proteinG ?? 0) + (v.carbsG ?? 0) + (v.fatG ?? 0) <= 100;

export const CustomFoodInputSchema = z
  .strictObject(customFoodFields)
  .refine(macrosFit, { message: FoodMessages.macrosOver100, path: ["carbsG"] });
export type CustomFoodInput = z.infer<typeof CustomFoodInputSchema>;

export const UpdateCustomFoodInputSchema = z
  .strictObject(customFoodFields)
  .partial()
  .refine(macrosFit, { message: FoodMessages.macrosOver100, path: ["carbsG"] });
export type UpdateCustomFoodInput = z.infer<typeof UpdateCustomFoodInputSchema>;

/**
 * Picks the table to prefer for a locale: CIQUAL for French, BLS for German, USDA otherwise
 * (then the other EU tables). Accepts 'fr', 'fr-BE' or a whole Accept-Language header.
 */
export function foodSourcePreference(locale: string | undefined | null): FoodSource[] {
  const lang = (locale ?? "").trim().toLowerCase().slice(0, 2);
  const usda: FoodSource[] = ["usda_sr28", "usda_fndds_2021_2023", "usda_foundation_2025_04"];
  if (lang === "fr") return ["ciqual_2025", ...usda, "uk_cofid_2015", "bls_4_0", "open_food_facts", "custom"];
  if (lang === "de") return ["bls_4_0", ...usda, "ciqual_2025", "uk_cofid_2015", "open_food_facts", "custom"];
  return [...usda, "uk_cofid_2015", "ciqual_2025", "bls_4_0", "open_food_facts", "custom"];
}
