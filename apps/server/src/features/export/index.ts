export { exportRoutes } from "./export.routes.ts";
