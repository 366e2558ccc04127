export { authRoutes } from "./auth.routes.ts";
export { ensureAdminAccount } from "./auth.service.ts";
export { toUser, type SessionUser } from "./auth.repository.ts";
