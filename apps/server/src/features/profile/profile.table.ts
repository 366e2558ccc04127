import { integer, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";

export const userProfiles = pgTable(
  "user_profiles",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    age: integer().notNull(),
    gender: text().notNull(),
    heightCm: real().notNull(),
    weightKg: real().notNull(),
    activityLevel: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_profiles_user_idx").on(t.userId)],
);
