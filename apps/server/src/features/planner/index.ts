export { plannerRoutes } from "./planner.routes.ts";
export type { PlannerSources } from "./planner.service.ts";
export { listPlansForExport } from "./planner.repository.ts";
