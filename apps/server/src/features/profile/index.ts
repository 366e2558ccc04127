export { profileRoutes } from "./profile.routes.ts";
export { findProfile } from "./profile.repository.ts";
