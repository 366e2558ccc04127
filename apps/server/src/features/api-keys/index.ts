export { apiKeyAuthPlugin } from "./api-keys.auth.ts";
export { openApiPlugin } from "./api-keys.openapi.ts";
export { apiKeyRoutes } from "./api-keys.routes.ts";
export { apiV1Routes } from "./api-v1.routes.ts";
export { apiKeys } from "./api-keys.table.ts";
