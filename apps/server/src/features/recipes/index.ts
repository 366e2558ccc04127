export { recipeRoutes } from "./recipes.routes.ts";
export { ensureFoodData, startFoodData, type FoodDataResult } from "./recipes.import.ts";
export { findRecipe, listRecipes } from "./recipes.repository.ts";
