import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";
import { foods } from "../foods/index.ts";
import { meals } from "../meals/index.ts";

/** 'My meals': a user's named combination of foods, logged again in one tap. Its values are the items' sums. */
export const myMeals = pgTable(
  "my_meals",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    calories: integer().notNull(),
    proteins: integer().notNull(),
    carbs: integer().notNull(),
    fats: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("my_meals_user_name_idx").on(t.userId, sql`lower(${t.name})`)],
);

/** The foods of one of the user's meals; `userId` repeats the owner so every query scopes by it. */
export const myMealItems = pgTable(
  "my_meal_items",
  {
    id: serial().primaryKey(),
    myMealId: integer()
      .notNull()
      .references(() => myMeals.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null for a food typed by hand or analyzed, or a custom food deleted since; the name and values stay. */
    foodId: integer().references(() => foods.id, { onDelete: "set null" }),
    name: text().notNull(),
    /** Null for a meal typed by hand (it has no weight). */
    amountGrams: doublePrecision(),
    portionLabel: text(),
    calories: integer().notNull(),
    proteins: integer().notNull(),
    carbs: integer().notNull(),
    fats: integer().notNull(),
    seq: integer().notNull(),
  },
  (t) => [index("my_meal_items_meal_idx").on(t.myMealId, t.seq), index("my_meal_items_user_idx").on(t.userId)],
);

/** A starred food or logged meal: exactly one of the two, once per user. */
export const favourites = pgTable(
  "favourites",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    foodId: integer().references(() => foods.id, { onDelete: "cascade" }),
    mealId: integer().references(() => meals.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("favourites_user_food_idx").on(t.userId, t.foodId),
    uniqueIndex("favourites_user_meal_idx").on(t.userId, t.mealId),
    check("favourites_one_target", sql`num_nonnulls(${t.foodId}, ${t.mealId}) = 1`),
  ],
);
