export { recordAdminAction, type AdminAction } from "./audit.service.ts";
export { listAuditEntries } from "./audit.repository.ts";
export { adminAuditLog } from "./audit.table.ts";
