import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** One row per counted event (a failed sign-in, a reset request…), keyed by bucket and subject. */
export const rateEvents = pgTable(
  "rate_events",
  {
    id: serial().primaryKey(),
    bucket: text().notNull(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_events_lookup_idx").on(t.bucket, t.key, t.createdAt)],
);
