import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";
import { foods } from "../foods/index.ts";

export const meals = pgTable(
  "meals",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    food: text().notNull(),
    calories: integer().notNull(),
    proteins: integer().notNull(),
    carbs: integer().notNull(),
    fats: integer().notNull(),
    mealType: text().notNull(),
    /** When it was eaten. */
    eatenAt: timestamp({ withTimezone: true }).notNull(),
    /** The user's calendar day of the meal, in their time zone. */
    date: date({ mode: "string" }).notNull(),
    notes: text(),
    /** The food the values were computed from; kept as null if that (custom) food is deleted later. */
    foodId: integer().references(() => foods.id, { onDelete: "set null" }),
    /** How much of it, in grams. */
    amountGrams: doublePrecision(),
    /** The household measure chosen ('1 large'); null when the amount was typed in grams. */
    portionLabel: text(),
    /**
     * The meal as GET /api/meals lists it (MealEntrySchema's keys, its items included), JSON text written by the
     * database itself: meal_entry_json() on every insert and update of the meal, and again on every write of its
     * meal_items (triggers, migration 0022). A list is then these texts joined, with no per-meal formatting
     * (decision 0018-pgread). Never written by the app.
     */
    entryJson: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The list's order (date, eaten_at, id; newest first, read backwards) is the index's: a list reads its meals in
  // order and sorts nothing (decision 0020-pgread3).
  (t) => [index("meals_user_date_idx").on(t.userId, t.date, t.eatenAt, t.id)],
);

/**
 * The foods of a meal. Each item's values are computed by the server from the food tables when it is
 * logged; the meal's food and values are the items' names and sums. `userId` repeats the meal's owner so
 * every query (and the security suite's ownership and account-deletion checks) scopes by it.
 */
export const mealItems = pgTable(
  "meal_items",
  {
    id: serial().primaryKey(),
    mealId: integer()
      .notNull()
      .references(() => meals.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Kept as null if that (custom) food is deleted later; the name and values stay. */
    foodId: integer().references(() => foods.id, { onDelete: "set null" }),
    /** The food's name when it was logged, in the user's language. */
    name: text().notNull(),
    amountGrams: doublePrecision().notNull(),
    /** The household measure chosen ('1 large'); null when the amount was typed in grams. */
    portionLabel: text(),
    calories: integer().notNull(),
    proteins: integer().notNull(),
    carbs: integer().notNull(),
    fats: integer().notNull(),
    /** The order in the meal. */
    seq: integer().notNull(),
  },
  (t) => [index("meal_items_meal_idx").on(t.mealId, t.seq), index("meal_items_user_idx").on(t.userId)],
);
