import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every outgoing mail. Without SMTP it stays here (`stored`) for an administrator to read; with SMTP it
 * is `pending` until the worker delivers it (`sent`) or gives up after its tries (`failed`).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    status: text({ enum: ["stored", "pending", "sent", "failed"] })
      .notNull()
      .default("stored"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
