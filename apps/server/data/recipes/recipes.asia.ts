import type { RecipeDef } from "./recipes.ts";

/** NutriPilot's recipes of the Indian, Thai, Vietnamese, Chinese, Japanese and Korean cuisines. Written for this product, as recipes.ts explains. */
export const RECIPES_ASIA: readonly RecipeDef[] = [];
