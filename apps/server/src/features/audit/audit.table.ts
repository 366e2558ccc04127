import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";

/**
 * Every administrator action (a plan granted, sessions ended, settings reloaded, a payment mode or a
 * promo code changed): who, what, on what, when, from which address, and the state before and after.
 * The actor's name is kept as well, so a row still says who it was after the account is gone.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    actorName: text().notNull(),
    action: text().notNull(),
    target: text(),
    ip: text(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt, t.id)],
);
