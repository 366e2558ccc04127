import { z } from "zod";
import { text } from "./common.ts";
import { SubscriptionPlanSchema } from "./auth.ts";
import { PAID_PLANS } from "./plans.ts";

/** Texts of the admin screens and answers (docs/product/access-and-plans.md#admin-screens). */
export const AdminMessages = {
  accessDenied: "You don't have permission to access the admin dashboard.",
  restartConfirm: "Are you sure you want to restart the server?",
  settingsReloaded: "Settings reloaded from the database",
  userNotFound: "User not found",
  adminPlan: "The administrator's plan cannot be changed",
  daysRange: "Days must be a whole number from 1 to 36500",
} as const;

/** Admin listings: 1-based pages of at most 100 rows. */
export const AdminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPageQuery = z.infer<typeof AdminPageQuerySchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// System status ----------------------------------------------------------------------------------

export const AdminStatusSchema = z.object({
  status: z.literal("ACTIVE"),
  version: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number().int(),
  database: z.object({ kind: z.enum(["PGlite", "PostgreSQL"]), sizeBytes: z.number().int().nullable() }),
  foodData: z.object({ state: z.enum(["importing", "ready", "failed", "skipped"]), version: z.string().nullable() }),
  /** Mail kept in the outbox (no SMTP), waiting for delivery, and given up. */
  outbox: z.object({ stored: z.number().int(), pending: z.number().int(), failed: z.number().int() }),
  jobs: z.object({ worker: z.enum(["running", "stopped"]), due: z.number().int(), failed: z.number().int() }),
  settingsLoadedAt: z.string(),
});
export type AdminStatus = z.infer<typeof AdminStatusSchema>;

export const ReloadSettingsResultSchema = z.object({
  message: z.string(),
  settings: z.number().int(),
  reloadedAt: z.string(),
});
export type ReloadSettingsResult = z.infer<typeof ReloadSettingsResultSchema>;

// Users --------------------------------------------------------------------------------------------

export const AdminUsersQuerySchema = AdminPageQuerySchema.extend({
  q: text().trim().max(100).optional(),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

/** What an operator sees of an account: never a password, hash, token or key. */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  plan: SubscriptionPlanSchema,
  trialEndsAt: z.string(),
  /** The end of the paid plan in force, if any. */
  planEndsAt: z.string().nullable(),
  createdAt: z.string(),
  /** The latest activity of any of the user's sessions. */
  lastSeenAt: z.string().nullable(),
  activeSessions: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersPageSchema = page(AdminUserSchema);
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

export const AdminPlanInputSchema = z.discriminatedUnion("action", [
  z.strictObject({
    action: z.literal("grant"),
    plan: z.enum(PAID_PLANS),
    days: z
      .number({ error: AdminMessages.daysRange })
      .int(AdminMessages.daysRange)
      .min(1, AdminMessages.daysRange)
      .max(36_500, AdminMessages.daysRange),
  }),
  z.strictObject({ action: z.literal("end") }),
]);
export type AdminPlanInput = z.infer<typeof AdminPlanInputSchema>;

export const EndSessionsResultSchema = z.object({ ended: z.number().int() });
export type EndSessionsResult = z.infer<typeof EndSessionsResultSchema>;

// Outbox -------------------------------------------------------------------------------------------

export const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(["stored", "pending", "sent", "failed"]),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export const OutboxPageSchema = page(OutboxMailSchema);
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

// Audit log ----------------------------------------------------------------------------------------

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = page(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
