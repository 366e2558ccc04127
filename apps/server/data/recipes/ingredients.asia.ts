import type { IngredientDef } from "./ingredients.ts";

/**
 * Ingredients added for the Indian, Thai, Vietnamese, Chinese, Japanese and Korean cuisines (recipes.asia.ts), as ingredients.ts explains: the food row each is
 * weighed against and its classes. Keys must not repeat one of ingredients.ts or of another batch file.
 */
export const INGREDIENTS_ASIA = {} as const satisfies Record<string, IngredientDef>;

/** Their Italian names. */
export const INGREDIENT_NAMES_IT_ASIA: Record<keyof typeof INGREDIENTS_ASIA, string> = {};

/** Regions and places of recipes.asia.ts that have an Italian name of their own. */
export const REGION_NAMES_IT_ASIA: Record<string, string> = {};
