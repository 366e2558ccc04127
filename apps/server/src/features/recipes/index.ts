export { recipeRoutes } from "./recipes.routes.ts";
export { recipeData } from "./recipes.import.ts";
export { findRecipe, listRecipes } from "./recipes.repository.ts";
export { recipeIngredients, recipes } from "./recipes.table.ts";
