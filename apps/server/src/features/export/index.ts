export { exportRoutes, mealsToCsv } from "./export.routes.ts";
