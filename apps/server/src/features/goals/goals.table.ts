import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";

export const nutritionGoals = pgTable(
  "nutrition_goals",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    calories: integer().notNull(),
    proteins: integer().notNull(),
    carbs: integer().notNull(),
    fats: integer().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("nutrition_goals_user_idx").on(t.userId),
    // At most one active goal per user, kept by the database itself.
    uniqueIndex("nutrition_goals_one_active_idx")
      .on(t.userId)
      .where(sql`${t.isActive}`),
  ],
);
