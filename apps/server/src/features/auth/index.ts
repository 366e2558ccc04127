export { authRoutes } from "./auth.routes.ts";
export { ensureAdminAccount, pruneSessions, SESSION_IDLE_MS } from "./auth.service.ts";
export {
  activeSubscriptionColumn,
  endSessionsOfUser,
  extendTrial,
  findAdminUserRow,
  findUserById,
  lockUserRow,
  searchUsers,
  sessionReadStatement,
  toActiveSubscription,
  toUser,
  type AdminUserRow,
  type SessionUser,
} from "./auth.repository.ts";
export { users } from "./auth.table.ts";
export {
  assertSelf,
  authPlugin,
  currentUser,
  requireAdmin,
  requireRegistered,
  requireUser,
  takeSessionRead,
  type SessionRead,
} from "./auth.session.ts";
