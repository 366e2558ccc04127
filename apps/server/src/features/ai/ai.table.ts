import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";

/** Conversations of signed-in users, per chat type. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatType: text().notNull(),
    role: text().notNull(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_user_idx").on(t.userId, t.chatType, t.id)],
);

export const foodPreferences = pgTable(
  "food_preferences",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    allergies: text().array().notNull().default([]),
    diets: text().array().notNull().default([]),
    preferredIngredients: text().array().notNull().default([]),
    preferredCuisines: text().array().notNull().default([]),
    regionalFocus: text().array().notNull().default([]),
    maxPrepMinutes: integer().notNull().default(60),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("food_preferences_user_idx").on(t.userId)],
);

/** Likes (5) and dislikes (1) of suggestions; they steer later suggestions. */
export const mealFeedback = pgTable(
  "meal_feedback",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mealName: text().notNull(),
    mealDescription: text().notNull().default(""),
    rating: integer().notNull(),
    recipeId: integer(),
    cuisine: text(),
    mealData: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meal_feedback_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The last set of suggestions generated for a user and meal type filter ('all' or a meal type): what the Free
 * plan's reads show, so only a generation (POST, counted) makes new suggestions.
 */
export const suggestionSets = pgTable(
  "suggestion_sets",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    filter: text().notNull(),
    suggestions: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("suggestion_sets_user_filter_idx").on(t.userId, t.filter)],
);

/** What was suggested to whom and when, so suggestions do not repeat and the Free plan's weekly count holds. */
export const suggestionLog = pgTable(
  "suggestion_log",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: integer().notNull(),
    mealType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("suggestion_log_user_idx").on(t.userId, t.createdAt)],
);
