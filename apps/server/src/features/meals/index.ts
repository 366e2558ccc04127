export { mealRoutes } from "./meals.routes.ts";
export { findMeal, insertMeal, listMealDays, listMeals, listMealsByIds, type ItemValues, type MealValues } from "./meals.repository.ts";
export { assertNotTooFar, deleteMeal, listVisibleMeals, listVisibleMealsJson, logItemsMeal, logMeal, updateMeal } from "./meals.service.ts";
export { meals } from "./meals.table.ts";
