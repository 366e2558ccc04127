import { and, count, eq, gt, inArray, lt, min, sql } from "drizzle-orm";
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
  return rows.map((r) => ({
    key: r.key,
    count: r.n,
    retryAfterMs: r.oldest ? r.oldest.getTime() + w.windowMs - now.getTime() : w.windowMs,
  }));
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

/** Every event counted against these keys, in any bucket (an account's counters when it is deleted). */
export async function deleteEventsForKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateEvents).where(inArray(rateEvents.key, keys));
}

/**
 * How long counted events are kept: longer than the longest window any limit counts over (the anonymous
 * analyzer's 30 days, features/analyzer/analyzer.routes.ts). Older events are never read again.
 */
export const RATE_EVENT_RETENTION_MS = 31 * 24 * 60 * 60 * 1000;

/** Housekeeping: events older than the longest window are never read again (one statement). */
export async function pruneEvents(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, olderThan));
}

/**
 * Counts one use against every key, atomically: under concurrent requests no key goes past `max`.
 * Returns whether the use was allowed and the highest count among the keys afterwards.
 */
export async function consumeQuota(
  db: Db,
  w: Window,
  keys: string[],
  now: Date,
): Promise<{ allowed: boolean; used: number; retryAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${w.bucket}:${key}`}))`);
    const counts = await countRecentEvents(tx, w, keys, now);
    const used = Math.max(0, ...counts.map((c) => c.count));
    if (used >= w.max) {
      const retry = Math.max(...counts.filter((c) => c.count >= w.max).map((c) => c.retryAfterMs));
      return { allowed: false, used, retryAfterSeconds: Math.max(1, Math.ceil(retry / 1000)) };
    }
    await tx.insert(rateEvents).values(keys.map((key) => ({ bucket: w.bucket, key, createdAt: now })));
    return { allowed: true, used: used + 1, retryAfterSeconds: 0 };
  });
}

/** One limit to count a use against: a window and the key within it (an account, an address, "all"). */
export interface Slot {
  window: Window;
  key: string;
}

export type SlotsTaken =
  | { allowed: true; ids: number[]; used: number[]; resetSeconds: number[] }
  | { allowed: false; retryAfterSeconds: number; full: Slot[] };

/**
 * Takes one slot in every given limit, atomically and before the work it guards: a per-key advisory
 * lock serializes takers, in one process or many sharing the database, so N parallel requests cannot
 * all pass the check before any of them is counted. When any limit is full nothing is taken.
 * `used` is each slot's count including this one; give `ids` to `releaseSlots` to refund (a success).
 */
export async function takeSlots(db: Db, slots: Slot[], now: Date): Promise<SlotsTaken> {
  return db.transaction(async (tx) => {
    const names = [...new Set(slots.map((s) => `${s.window.bucket}:${s.key}`))].sort();
    for (const name of names) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    const counts = await Promise.all(
      slots.map(async (s) => (await countRecentEvents(tx, s.window, [s.key], now))[0] ?? { count: 0, retryAfterMs: s.window.windowMs }),
    );
    const full = slots.filter((s, i) => counts[i]!.count >= s.window.max);
    if (full.length > 0) {
      const retry = Math.max(...counts.filter((c, i) => c.count >= slots[i]!.window.max).map((c) => c.retryAfterMs));
      return { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil(retry / 1000)), full };
    }
    const rows = await tx
      .insert(rateEvents)
      .values(slots.map((s) => ({ bucket: s.window.bucket, key: s.key, createdAt: now })))
      .returning({ id: rateEvents.id });
    return {
      allowed: true as const,
      ids: rows.map((r) => r.id),
      used: counts.map((c) => c.count + 1),
      // When the oldest counted use leaves each window (this one, when it is the first).
      resetSeconds: counts.map((c) => Math.max(1, Math.ceil(c.retryAfterMs / 1000))),
    };
  });
}

/** Gives slots back (the guarded work succeeded and should not count). */
export async function releaseSlots(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

/**
 * A visitor's free allowance: `perVisitor` counts one visitor (the anonymous cookie), `perAddress` is the
 * much higher ceiling of everyone behind one IP address, against abuse.
 */
export interface VisitorAllowance {
  perVisitor: Window;
  perAddress: Window;
}

/** The keys of one visitor's use: their cookie and their address. */
export interface VisitorKeys {
  visitor: string;
  address: string;
}

const visitorSlots = (a: VisitorAllowance, keys: VisitorKeys): Slot[] => [
  { window: a.perVisitor, key: keys.visitor },
  { window: a.perAddress, key: keys.address },
];

/** Takes one free use for the visitor, atomically; `used` is the visitor's own count afterwards. */
export async function takeVisitorAllowance(
  db: Db,
  a: VisitorAllowance,
  keys: VisitorKeys,
  now: Date,
): Promise<{ allowed: boolean; used: number; retryAfterSeconds: number }> {
  const taken = await takeSlots(db, visitorSlots(a, keys), now);
  if (taken.allowed) return { allowed: true, used: taken.used[0]!, retryAfterSeconds: 0 };
  return { allowed: false, used: await visitorUsed(db, a.perVisitor, keys.visitor, now), retryAfterSeconds: taken.retryAfterSeconds };
}

/** Seconds until the visitor may try again, or null when neither their own count nor the address's ceiling is reached. */
export async function visitorAllowanceReached(db: Db, a: VisitorAllowance, keys: VisitorKeys, now: Date): Promise<number | null> {
  const waits = await Promise.all(visitorSlots(a, keys).map((s) => limitReached(db, s.window, [s.key], now)));
  const over = waits.filter((w): w is number => w !== null);
  return over.length === 0 ? null : Math.max(...over);
}

/** How many of the window's uses this key has made. */
export async function visitorUsed(db: Db, w: Window, key: string, now: Date): Promise<number> {
  return (await countRecentEvents(db, w, [key], now))[0]?.count ?? 0;
}
