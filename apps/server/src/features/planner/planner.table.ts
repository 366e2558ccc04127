import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";
import { foods } from "../foods/index.ts";
import { nutritionGoals } from "../goals/index.ts";
import { meals } from "../meals/index.ts";
import { recipes } from "../recipes/index.ts";

/** A meal-plan schedule (002 §3): a title over a span of days, fitted to a goal when one is chosen. */
export const mealPlanSchedules = pgTable(
  "meal_plan_schedules",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    period: text().notNull(),
    /** The goal the plan is fitted to; without one, the active goal, else the profile's energy need. */
    goalId: integer().references(() => nutritionGoals.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meal_plan_schedules_user_idx").on(t.userId, t.startDate)],
);

/** A planned day. `userId` repeats the schedule's owner so every query scopes by it. */
export const mealPlanDays = pgTable(
  "meal_plan_days",
  {
    id: serial().primaryKey(),
    scheduleId: integer()
      .notNull()
      .references(() => mealPlanSchedules.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    dayIndex: integer().notNull(),
    /** The energy the day was planned for, in kcal. */
    targetCalories: integer().notNull(),
  },
  (t) => [uniqueIndex("meal_plan_days_schedule_date_idx").on(t.scheduleId, t.date), index("meal_plan_days_user_idx").on(t.userId)],
);

/** A planned meal: a recipe at some servings. */
export const mealPlanItems = pgTable(
  "meal_plan_items",
  {
    id: serial().primaryKey(),
    dayId: integer()
      .notNull()
      .references(() => mealPlanDays.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mealType: text().notNull(),
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    /** Quarter servings when generated; whole servings 1-10 when the user sets them. */
    servings: doublePrecision().notNull(),
    note: text(),
    /** The meal logged from this item ('Ate as planned'). */
    mealId: integer().references(() => meals.id, { onDelete: "set null" }),
    seq: integer().notNull(),
  },
  (t) => [index("meal_plan_items_day_idx").on(t.dayId, t.seq), index("meal_plan_items_user_idx").on(t.userId)],
);

/** A grocery-list line the user checked off: a food of the schedule's list, kept per schedule. */
export const mealPlanGroceryChecks = pgTable(
  "meal_plan_grocery_checks",
  {
    id: serial().primaryKey(),
    scheduleId: integer()
      .notNull()
      .references(() => mealPlanSchedules.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    foodId: integer()
      .notNull()
      .references(() => foods.id, { onDelete: "cascade" }),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("meal_plan_grocery_checks_schedule_food_idx").on(t.scheduleId, t.foodId), index("meal_plan_grocery_checks_user_idx").on(t.userId)],
);
