import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    timeZone: text(),
    registrationIp: text(),
    registrationUserAgent: text(),
    trialEndsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

/** Server-side sessions. The id column holds sha256(cookie value): a database dump yields no live session. */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    persistent: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Password-reset codes, stored as an HMAC of the code, never the code itself. */
export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One row per deleted account, without personal data (SECURITY.md T-GDPR-06): an HMAC of the old user id
 * with a key of its own and the time. A pseudonym within the server's trust boundary: whoever holds the key (from
 * SECRET_KEY, else stored in this database) can recompute it for a known id, no one else can.
 */
export const accountDeletions = pgTable("account_deletions", {
  id: serial().primaryKey(),
  userHash: text().notNull(),
  deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One trial per person (001 §9): an HMAC of the address of each deleted account and when it was deleted.
 * An account registered again with the same address within 30 days starts without a trial.
 */
export const trialClaims = pgTable("trial_claims", {
  emailHash: text().primaryKey(),
  deletedAt: timestamp({ withTimezone: true }).notNull(),
});
