export { mealImageRoutes } from "./meal-images.routes.ts";
export { mealImageHash, mealImageUrl } from "./meal-images.service.ts";
