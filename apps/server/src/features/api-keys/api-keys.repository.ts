import { and, asc, count, eq, isNull, lt, or } from "drizzle-orm";
import { API_KEY_LAST_USED_EVERY_SECONDS, type ActiveSubscription, type ApiKey, type ApiKeyScope } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { activeSubscriptionColumn, toActiveSubscription, users, type SessionUser } from "../auth/index.ts";
import { apiKeys } from "./api-keys.table.ts";

type ApiKeyRow = typeof apiKeys.$inferSelect;

export const toApiKey = (r: ApiKeyRow, now: Date): ApiKey => ({
  id: r.id,
  name: r.name,
  apiKey: `${r.displayPrefix}…`,
  scope: r.scope,
  createdAt: r.createdAt.toISOString(),
  lastUsed: r.lastUsedAt?.toISOString() ?? null,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  active: r.revokedAt === null && (r.expiresAt === null || r.expiresAt.getTime() > now.getTime()),
});

export async function listApiKeys(db: Db, userId: number, now: Date): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map((r) => toApiKey(r, now));
}

export async function countApiKeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  return row?.n ?? 0;
}

export interface NewApiKey {
  name: string;
  displayPrefix: string;
  keyHash: string;
  scope: ApiKeyScope;
  createdAt: Date;
  expiresAt: Date | null;
}

export async function insertApiKey(db: Db, userId: number, values: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, ...values })
    .returning();
  return row!;
}

/** Marks the user's key revoked; false when it is not theirs (or does not exist). */
export async function revokeApiKey(db: Db, userId: number, id: number, now: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

export async function findApiKey(db: Db, userId: number, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  return row;
}

export async function deleteApiKey(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export interface KeyOwner {
  key: { id: number; scope: ApiKeyScope; revokedAt: Date | null; expiresAt: Date | null; lastUsedAt: Date | null };
  user: SessionUser;
  /** The owner's paid plan in force (null: none), from the same query. */
  subscription: ActiveSubscription | null;
}

/**
 * The key with this hash, its owner and their plan in force at `now`, in one statement, whatever the key's
 * state (the caller decides what revoked or expired means).
 */
export async function findKeyByHash(db: Db, keyHash: string, now: Date): Promise<KeyOwner | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      scope: apiKeys.scope,
      revokedAt: apiKeys.revokedAt,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      username: users.username,
      email: users.email,
      isAdmin: users.isAdmin,
      trialEndsAt: users.trialEndsAt,
      timeZone: users.timeZone,
      subscription: activeSubscriptionColumn(now),
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash));
  if (!row) return undefined;
  const { userId, username, email, isAdmin, trialEndsAt, timeZone, subscription, ...key } = row;
  return { key, user: { id: userId, username, email, isAdmin, trialEndsAt, timeZone }, subscription: toActiveSubscription(subscription) };
}

/** Records a use, at most once a minute per key: one conditional UPDATE, nothing written in between. */
export async function touchApiKey(db: Db, id: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - API_KEY_LAST_USED_EVERY_SECONDS * 1000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, before))));
}
