import type { RecipeDef } from "./recipes.ts";

/** NutriPilot's recipes of the Danish, Finnish, Czech, Croatian, Mediterranean and Nordic cuisines, and more dishes of the first 16 European countries. Written for this product, as recipes.ts explains. */
export const RECIPES_EUROPE: readonly RecipeDef[] = [];
