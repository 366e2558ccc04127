export { billingRoutes } from "./billing.routes.ts";
