import { and, asc, desc, eq, gt } from "drizzle-orm";
import {
  DEFAULT_PREFERENCES,
  MealSuggestionSchema,
  PreferencesSchema,
  type ChatMessage,
  type ChatType,
  type MealSuggestion,
  type Preferences,
} from "@app/shared";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { chatMessages, foodPreferences, mealFeedback, suggestionLog, suggestionSets } from "./ai.table.ts";

export async function appendChatMessages(
  db: Db,
  userId: number,
  chatType: ChatType,
  messages: { role: "user" | "bot"; content: string; at: Date }[],
) {
  await db.insert(chatMessages).values(messages.map((m) => ({ userId, chatType, role: m.role, content: m.content, createdAt: m.at })));
}

export async function listChatMessages(db: Db, userId: number, chatType: ChatType, limit = 100): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.chatType, chatType)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows
    .toReversed()
    .map((r) => ({ type: r.role === "user" ? "user" : "bot", content: r.content, timestamp: r.createdAt.toISOString() }));
}

export async function findPreferences(db: Db, userId: number): Promise<Preferences> {
  const [row] = await db.select().from(foodPreferences).where(eq(foodPreferences.userId, userId));
  if (!row) return DEFAULT_PREFERENCES;
  // Rows keep only known values: an option removed from a list later is dropped on read.
  return PreferencesSchema.catch(DEFAULT_PREFERENCES).parse({
    allergies: row.allergies,
    diets: row.diets,
    preferredIngredients: row.preferredIngredients,
    preferredCuisines: row.preferredCuisines,
    regionalFocus: row.regionalFocus,
    maxPrepMinutes: row.maxPrepMinutes,
  });
}

export async function savePreferences(db: Db, userId: number, p: Preferences, now: Date): Promise<Preferences> {
  await db
    .insert(foodPreferences)
    .values({ userId, ...p, updatedAt: now })
    .onConflictDoUpdate({ target: foodPreferences.userId, set: { ...p, updatedAt: now } });
  return p;
}

export async function insertFeedback(db: Db, values: typeof mealFeedback.$inferInsert): Promise<void> {
  await db.insert(mealFeedback).values(values);
}

export async function listFeedback(db: Db, userId: number) {
  return db.select().from(mealFeedback).where(eq(mealFeedback.userId, userId)).orderBy(asc(mealFeedback.id));
}

export async function logSuggestions(db: Db, userId: number, items: { recipeId: number; mealType: string }[], now: Date): Promise<void> {
  if (items.length) await db.insert(suggestionLog).values(items.map((i) => ({ userId, ...i, createdAt: now })));
}

export async function recentSuggestions(db: Db, userId: number, since: Date) {
  return db
    .select({ recipeId: suggestionLog.recipeId, createdAt: suggestionLog.createdAt })
    .from(suggestionLog)
    .where(and(eq(suggestionLog.userId, userId), gt(suggestionLog.createdAt, since)));
}

/** Keeps `suggestions` as the user's current set for `filter` ('all' or a meal type), replacing the previous one. */
export async function saveSuggestionSet(db: Db, userId: number, filter: string, suggestions: MealSuggestion[], now: Date): Promise<void> {
  await db
    .insert(suggestionSets)
    .values({ userId, filter, suggestions, createdAt: now })
    .onConflictDoUpdate({ target: [suggestionSets.userId, suggestionSets.filter], set: { suggestions, createdAt: now } });
}

/** The user's current set for `filter`; empty before their first generation. */
export async function findSuggestionSet(db: Db, userId: number, filter: string): Promise<MealSuggestion[]> {
  const [row] = await db
    .select({ suggestions: suggestionSets.suggestions })
    .from(suggestionSets)
    .where(and(eq(suggestionSets.userId, userId), eq(suggestionSets.filter, filter)));
  return z
    .array(MealSuggestionSchema)
    .catch([])
    .parse(row?.suggestions ?? []);
}
