import { doublePrecision, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";

/** The weight log: at most one weigh-in per user and calendar day (their time zone), in kg. */
export const weighIns = pgTable(
  "weigh_ins",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    weightKg: doublePrecision().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("weigh_ins_user_date_idx").on(t.userId, t.date), index("weigh_ins_user_idx").on(t.userId)],
);
