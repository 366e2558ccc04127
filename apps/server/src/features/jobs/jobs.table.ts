import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Work done after the answer, by the in-process worker of whichever instance claims it first
 * (`FOR UPDATE SKIP LOCKED` plus a lease in `run_at`). A done job is deleted; one that failed every
 * try keeps `failed_at` and its last error.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.failedAt} is null`),
  ],
);
