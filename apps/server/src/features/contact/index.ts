export { deleteIntegrationLeadsOf } from "./contact.repository.ts";
export { contactRoutes } from "./contact.routes.ts";
