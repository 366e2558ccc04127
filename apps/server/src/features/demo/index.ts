export { demoRoutes } from "./demo.routes.ts";
