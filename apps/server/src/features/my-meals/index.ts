export { myMealRoutes } from "./my-meals.routes.ts";
export { listFavouriteIds, listMyMeals } from "./my-meals.repository.ts";
