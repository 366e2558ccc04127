export { goalRoutes } from "./goals.routes.ts";
export { findActiveGoal, listGoals } from "./goals.repository.ts";
