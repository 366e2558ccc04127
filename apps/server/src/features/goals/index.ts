export { goalRoutes } from "./goals.routes.ts";
export { findActiveGoal, findGoal, listGoals } from "./goals.repository.ts";
export { nutritionGoals } from "./goals.table.ts";
