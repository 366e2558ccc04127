export { plannerRoutes } from "./planner.routes.ts";
export type { PlannerSources } from "./planner.service.ts";
