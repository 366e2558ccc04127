export { mealRoutes } from "./meals.routes.ts";
export { findMeal, insertMeal, listMealDays, listMeals, listMealsByIds, type ItemValues, type MealValues } from "./meals.repository.ts";
export { assertNotTooFar, deleteMeal, listVisibleMeals, logItemsMeal, logMeal, updateMeal } from "./meals.service.ts";
export { meals } from "./meals.table.ts";
