export { progressRoutes } from "./progress.routes.ts";
export { weighIns } from "./progress.table.ts";
export { energyEstimateFor } from "./progress.service.ts";
