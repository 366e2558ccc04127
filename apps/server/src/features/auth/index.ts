export { authRoutes } from "./auth.routes.ts";
export { ensureAdminAccount } from "./auth.service.ts";
export { extendTrial, findUserById, lockUserRow, toUser, type SessionUser } from "./auth.repository.ts";
export { users } from "./auth.table.ts";
export { assertSelf, authPlugin, currentUser, requireRegistered, requireUser } from "./auth.session.ts";
