export { mealRoutes } from "./meals.routes.ts";
export { listMeals } from "./meals.repository.ts";
