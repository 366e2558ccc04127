import { z } from "zod";
import { text } from "./common.ts";
import { FoodSourceSchema } from "./foods.ts";

/**
 * The food analyzer (docs/product/analyzer.md#screen, docs/product/analyzer.md#files, docs/product/analyzer.md#messages): POST /api/analyze-food-image.
 * Whatever finds the foods (a nutrition label, the offline plate detector, a typed description, or a
 * vision model), the numbers come from the food database or the label itself, never from free text.
 */

/** What found the foods. */
export const ANALYSIS_SOURCES = ["label", "detector", "description", "vision"] as const;
export const AnalysisSourceSchema = z.enum(ANALYSIS_SOURCES);
export type AnalysisSource = z.infer<typeof AnalysisSourceSchema>;

/** Anonymous visitors get this many free analyses (spec README: enforced on the server). */
export const ANONYMOUS_ANALYSIS_LIMIT = 1;
/** Largest image accepted, decoded (docs/product/analyzer.md#screen: maximum 10MB). */
export const ANALYZER_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Base64 characters that can hold at most ANALYZER_MAX_IMAGE_BYTES (4 characters per 3 bytes). */
export const ANALYZER_MAX_BASE64_CHARS = Math.ceil(ANALYZER_MAX_IMAGE_BYTES / 3) * 4;
/** The image types accepted, detected by their bytes on the server (the picker uses the extensions). */
export const ANALYZER_IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const ANALYZER_IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".gif", ".webp"] as const;
export const ANALYZER_DESCRIPTION_MAX = 500;
/** The amount eaten, in grams, for a nutrition label. */
export const ANALYZER_AMOUNT_MAX_GRAMS = 5000;

/** Texts in docs/product/analyzer.md#files, docs/product/analyzer.md#messages, verbatim. */
export const AnalyzerMessages = {
  unsupportedFormatTitle: "Unsupported file format",
  unsupportedFormat: "Please upload a JPG, JPEG, PNG, GIF, or WebP image file",
  tooLarge: "The image is larger than 10MB. Please upload a smaller image.",
  avifNotSupported: "AVIF images are not supported. Please upload a JPG, JPEG, PNG, GIF, or WebP image file",
  tooManyPixels: "The image has too many pixels to analyze. Please upload a smaller image.",
  unreadableImage: "The image could not be read. Please upload another image.",
  noImageTitle: "No image",
  noImage: "Please upload an image before analysis",
  freeTrialUsedTitle: "Free Trial Used",
  freeTrialUsed: "You've already used your free trial. Please create an account to continue using this feature.",
  busy: "The analyzer is busy. Please try again in a few seconds.",
  oneAtATime: "Your previous image is still being analyzed. Please wait for it to finish.",
  descriptionTooLong: "The description must be at most 500 characters",
  amountInvalid: "The amount eaten must be more than 0 and at most 5000 g",
  analysisErrorTitle: "Analysis Error",
  analysisWarningTitle: "Analysis Warning",
  nonOk: "Error during image analysis",
  unknownError: "Unknown error during analysis",
  panelError: "An error occurred during analysis",
  panelUnprocessable: "Unable to process the analysis results. Please try again.",
  durationHint: "This usually takes 5-10 seconds",
} as const;

export const AnalyzeFoodImageInputSchema = z
  .strictObject({
    /** A data URL (`data:image/jpeg;base64,...`) or bare base64. The type is taken from the bytes, not the URL. */
    imageBase64: text({ multiline: true }).optional(),
    /** What is on the plate, or a one-sentence correction of a photo's result, in English or Italian. */
    description: text({ multiline: true }).trim().max(ANALYZER_DESCRIPTION_MAX, AnalyzerMessages.descriptionTooLong).optional(),
    /** For a nutrition label: how much was eaten, in grams. Defaults to one serving, else 100 g. */
    amountGrams: z
      .number({ error: AnalyzerMessages.amountInvalid })
      .finite(AnalyzerMessages.amountInvalid)
      .gt(0, AnalyzerMessages.amountInvalid)
      .max(ANALYZER_AMOUNT_MAX_GRAMS, AnalyzerMessages.amountInvalid)
      .optional(),
    /** The UI language for names and texts; defaults to Accept-Language. */
    language: z.enum(["en", "it"]).optional(),
  })
  .refine((v) => Boolean(v.imageBase64?.length) || Boolean(v.description?.length), {
    message: AnalyzerMessages.noImage,
    path: ["imageBase64"],
  });
export type AnalyzeFoodImageInput = z.input<typeof AnalyzeFoodImageInputSchema>;

/** The food-database entry an item's numbers come from. */
export const AnalyzedFoodRefSchema = z.object({ id: z.number().int(), source: FoodSourceSchema, name: z.string() });
export type AnalyzedFoodRef = z.infer<typeof AnalyzedFoodRefSchema>;

export const AnalyzedFoodSchema = z.object({
  name: z.string(),
  /** Amount in grams. */
  grams: z.number(),
  /** Whole kcal; grams of macros to one decimal. Null when the source did not report it. */
  calories: z.number().nullable(),
  proteins: z.number().nullable(),
  carbs: z.number().nullable(),
  fats: z.number().nullable(),
  fiberG: z.number().nullable(),
  sugarsG: z.number().nullable(),
  satFatG: z.number().nullable(),
  saltG: z.number().nullable(),
  /** Null for a nutrition label (the label is the source) or a food the database does not know. */
  food: AnalyzedFoodRefSchema.nullable(),
  /** 0..1: how sure the finder is about this item. */
  confidence: z.number().min(0).max(1),
  /** The household measure used for the amount ('1 slice', '1 cup'), when one was. */
  portion: z.string().nullable(),
  foundBy: AnalysisSourceSchema,
});
export type AnalyzedFood = z.infer<typeof AnalyzedFoodSchema>;

export const AnalysisTotalsSchema = z.object({
  calories: z.number(),
  proteins: z.number(),
  carbs: z.number(),
  fats: z.number(),
  fiberG: z.number().nullable(),
  sugarsG: z.number().nullable(),
  satFatG: z.number().nullable(),
  saltG: z.number().nullable(),
  grams: z.number(),
});
export type AnalysisTotals = z.infer<typeof AnalysisTotalsSchema>;

/** Share of energy from each macro, whole percent (they add up to 100, or all 0 when unknown). */
export const MacroSharesSchema = z.object({ proteins: z.number(), carbs: z.number(), fats: z.number() });
export type MacroShares = z.infer<typeof MacroSharesSchema>;

export const NUTRITION_POINT_CODES = [
  "HIGH_PROTEIN",
  "SOURCE_OF_PROTEIN",
  "HIGH_FIBRE",
  "SOURCE_OF_FIBRE",
  "LOW_SATURATED_FAT",
  "LOW_SUGARS",
  "LOW_SALT",
  "HIGH_SATURATED_FAT",
  "HIGH_SUGARS",
  "HIGH_SALT",
  "HIGH_FAT",
  "HIGH_ENERGY",
] as const;
export type NutritionPointCode = (typeof NUTRITION_POINT_CODES)[number];

/**
 * A benefit or a concern, computed from the numbers: the figure, the reference it is compared with
 * (an EU Reference Intake, a Regulation 1924/2006 claim condition or a UK front-of-pack threshold),
 * and a text in the request's language.
 */
export const NutritionPointSchema = z.object({
  code: z.enum(NUTRITION_POINT_CODES),
  nutrient: z.enum(["energyKcal", "proteinG", "fiberG", "satFatG", "sugarsG", "saltG", "fatG"]),
  /** The figure: grams (kcal for energy) in the amount analysed, or per 100 g when `basis` says so. */
  amount: z.number(),
  basis: z.enum(["portion", "per100g", "energyShare"]),
  /** The threshold or reference value compared with, in the same unit as `amount` (percent for energyShare). */
  reference: z.number(),
  /** Percent of the daily Reference Intake the amount eaten gives, when the nutrient has one. */
  percentOfReferenceIntake: z.number().nullable(),
  referenceName: z.string(),
  text: z.string(),
});
export type NutritionPoint = z.infer<typeof NutritionPointSchema>;

/**
 * Below this confidence a food is flagged low-confidence (its own badge in the table) and the result is too:
 * it is not logged until the person confirms or corrects its amount (issue 16).
 */
export const CONFIRM_BELOW = 0.5;

/** The foods of a result flagged low-confidence: each one shows its badge and asks before it is logged. */
export const lowConfidenceFoods = <F extends { confidence: number }>(foods: readonly F[]): F[] =>
  foods.filter((f) => f.confidence < CONFIRM_BELOW);

export const ANALYSIS_WARNING_CODES = [
  "NO_FOODS",
  "NO_CALORIES",
  "NO_MACROS",
  "LOW_CONFIDENCE",
  "UNKNOWN_FOODS",
  "LABEL_INCOMPLETE",
  "AMOUNT_ASSUMED",
] as const;
export const AnalysisWarningSchema = z.object({ code: z.enum(ANALYSIS_WARNING_CODES), text: z.string() });
export type AnalysisWarning = z.infer<typeof AnalysisWarningSchema>;

/** Values read from a nutrition label; null when the label does not show the field. */
export const LabelValuesSchema = z.object({
  energyKj: z.number().nullable(),
  energyKcal: z.number().nullable(),
  fatG: z.number().nullable(),
  satFatG: z.number().nullable(),
  carbsG: z.number().nullable(),
  sugarsG: z.number().nullable(),
  fiberG: z.number().nullable(),
  proteinG: z.number().nullable(),
  saltG: z.number().nullable(),
});
export type LabelValues = z.infer<typeof LabelValuesSchema>;
export const LABEL_FIELDS = [
  "energyKj",
  "energyKcal",
  "fatG",
  "satFatG",
  "carbsG",
  "sugarsG",
  "fiberG",
  "proteinG",
  "saltG",
] as const satisfies readonly (keyof LabelValues)[];

export const LabelReadingSchema = z.object({
  per100g: LabelValuesSchema.nullable(),
  perServing: LabelValuesSchema.nullable(),
  /** The serving size printed on the label, in grams (or ml), when found. */
  servingGrams: z.number().nullable(),
  /** The amount eaten the numbers were scaled to (the request's amountGrams, else a serving, else 100 g). */
  amountGrams: z.number(),
  /** The label wording recognised. */
  language: z.enum(["en", "it", "fr", "de"]).nullable(),
});
export type LabelReading = z.infer<typeof LabelReadingSchema>;

export const FoodAnalysisSchema = z.object({
  foods: z.array(AnalyzedFoodSchema),
  totals: AnalysisTotalsSchema,
  macroShares: MacroSharesSchema,
  benefits: z.array(NutritionPointSchema),
  concerns: z.array(NutritionPointSchema),
  warnings: z.array(AnalysisWarningSchema),
  foundBy: AnalysisSourceSchema,
  /** 0..1 for the whole result; below 0.5 the user is asked to confirm or correct. */
  confidence: z.number().min(0).max(1),
  needsConfirmation: z.boolean(),
  /** A plain sentence on how sure the result is (and, when unsure, asking to confirm or correct). */
  summary: z.string(),
  label: LabelReadingSchema.nullable(),
  /** Milliseconds the analysis took on the server. */
  durationMs: z.number().int(),
});
export type FoodAnalysis = z.infer<typeof FoodAnalysisSchema>;

export const AnalyzeFoodImageResponseSchema = z.object({
  success: z.boolean(),
  analysis: FoodAnalysisSchema.nullable(),
  error: z.string().nullable(),
  /** For anonymous visitors: free analyses left after this one. */
  remainingFreeAnalyses: z.number().int().optional(),
});
export type AnalyzeFoodImageResponse = z.infer<typeof AnalyzeFoodImageResponseSchema>;

/** A visitor's free analyses as the server counts them (their anonymous cookie), for the page before a try. */
export const AnalysisAllowanceSchema = z.object({
  freeAnalysisLimit: z.number().int(),
  remainingFreeAnalyses: z.number().int(),
});
export type AnalysisAllowance = z.infer<typeof AnalysisAllowanceSchema>;
