import { and, count, eq, gt, inArray, lt, min } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateEvents } from "./throttle.table.ts";

export interface Window {
  bucket: string;
  max: number;
  windowMs: number;
}

/** Events in the window for each key, and when the oldest one leaves it. */
export async function countRecentEvents(db: Db, w: Window, keys: string[], now: Date) {
  const since = new Date(now.getTime() - w.windowMs);
  const rows = await db
    .select({ key: rateEvents.key, n: count(), oldest: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, w.bucket), inArray(rateEvents.key, keys), gt(rateEvents.createdAt, since)))
    .groupBy(rateEvents.key);
  return rows.map((r) => ({ key: r.key, count: r.n, retryAfterMs: r.oldest ? r.oldest.getTime() + w.windowMs - now.getTime() : w.windowMs }));
}

/** Seconds until the first key over its limit frees up, or null when every key is under it. */
export async function limitReached(db: Db, w: Window, keys: string[], now: Date): Promise<number | null> {
  const over = (await countRecentEvents(db, w, keys, now)).filter((r) => r.count >= w.max);
  if (over.length === 0) return null;
  return Math.max(1, Math.ceil(Math.max(...over.map((r) => r.retryAfterMs)) / 1000));
}

export async function recordEvents(db: Db, bucket: string, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(rateEvents).values(keys.map((key) => ({ bucket, key, createdAt: now })));
}

export async function clearEvents(db: Db, bucket: string, key: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key)));
}

/** Housekeeping: events older than the longest window are never read again. */
export async function pruneEvents(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, olderThan));
}
