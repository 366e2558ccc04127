import type { IngredientDef } from "./ingredients.ts";

/**
 * Ingredients added for the Mexican, American, Caribbean, Brazilian, Peruvian, Ethiopian, Moroccan, Lebanese, Turkish and Middle Eastern cuisines (recipes.americas.ts), as ingredients.ts explains: the food row each is
 * weighed against and its classes. Keys must not repeat one of ingredients.ts or of another batch file.
 */
export const INGREDIENTS_AMERICAS = {} as const satisfies Record<string, IngredientDef>;

/** Their Italian names. */
export const INGREDIENT_NAMES_IT_AMERICAS: Record<keyof typeof INGREDIENTS_AMERICAS, string> = {};

/** Regions and places of recipes.americas.ts that have an Italian name of their own. */
export const REGION_NAMES_IT_AMERICAS: Record<string, string> = {};
