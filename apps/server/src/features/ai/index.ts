export { aiRoutes } from "./ai.routes.ts";
export type { AiSources } from "./ai.service.ts";
