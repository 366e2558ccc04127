import { z } from "zod";
import { text } from "./common.ts";
import { MEAL_TYPES } from "./meals.ts";

/** Guests get this many automatic meal images per browser session (docs/product/ai.md#meal-images). */
export const ANONYMOUS_MEAL_IMAGE_LIMIT = 2;
/** Automatic generation is retried this many times after a failure (docs/product/ai.md#suggestions). */
export const MEAL_IMAGE_AUTO_RETRIES = 2;

export const MealImageMessages = {
  failed: "Failed to generate image",
  nameRequired: "Meal name is required",
  tooLong: "This text is too long",
  guestLimit: "Guests get 2 meal images per session. Sign up for unlimited images.",
} as const;

/** `POST /api/meal-image`: the spec's mealName and mealDescription; mealType is an optional hint for the picture. */
export const MealImageInputSchema = z.strictObject({
  mealName: text().trim().min(1, MealImageMessages.nameRequired).max(200, MealImageMessages.tooLong),
  mealDescription: text({ multiline: true }).trim().max(2000, MealImageMessages.tooLong).optional().default(""),
  mealType: z.enum(MEAL_TYPES).optional(),
});
export type MealImageInput = z.input<typeof MealImageInputSchema>;

/** The spec's `{success, url, error}`; `url` points at an immutable image served by the app. */
export const MealImageResultSchema = z.object({
  success: z.boolean(),
  url: z.string().nullable(),
  error: z.string().nullable(),
});
export type MealImageResult = z.infer<typeof MealImageResultSchema>;

/** Stored images are addressed by a hash of the normalised meal: `/api/meal-images/<hash>.svg`. */
export const MealImageFileSchema = z.object({ file: text().regex(/^[a-f0-9]{40}\.svg$/, "Unknown image") });
