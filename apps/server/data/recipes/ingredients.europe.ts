import type { IngredientDef } from "./ingredients.ts";

/**
 * Ingredients added for the Danish, Finnish, Czech, Croatian, Mediterranean and Nordic cuisines, and more dishes of the first 16 European countries (recipes.europe.ts), as ingredients.ts explains: the food row each is
 * weighed against and its classes. Keys must not repeat one of ingredients.ts or of another batch file.
 */
export const INGREDIENTS_EUROPE = {} as const satisfies Record<string, IngredientDef>;

/** Their Italian names. */
export const INGREDIENT_NAMES_IT_EUROPE: Record<keyof typeof INGREDIENTS_EUROPE, string> = {};

/** Regions and places of recipes.europe.ts that have an Italian name of their own. */
export const REGION_NAMES_IT_EUROPE: Record<string, string> = {};
