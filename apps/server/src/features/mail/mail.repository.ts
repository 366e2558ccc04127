import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outbox } from "./mail.table.ts";

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

/** Removes the stored copies of every mail to `address` (an account being deleted). */
export async function deleteMailsTo(db: Db, address: string): Promise<number> {
  const rows = await db
    .delete(outbox)
    .where(eq(sql`lower(${outbox.to})`, address.toLowerCase()))
    .returning({ id: outbox.id });
  return rows.length;
}

export async function insertMail(db: Db, mail: { to: string; subject: string; text: string }, pending: boolean, now: Date) {
  const [row] = await db
    .insert(outbox)
    .values({ ...mail, status: pending ? "pending" : "stored", nextAttemptAt: now, createdAt: now })
    .returning({ id: outbox.id });
  return row!.id;
}

/** Claims due pending mail for delivery (see claimJobs: a lease in next_attempt_at, SKIP LOCKED). */
export async function claimPendingMail(db: Db, now: Date, leaseMs: number, limit: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ status: "sent", sentAt: now, lastError: null }).where(eq(outbox.id, id));
}

/** A failed delivery: retried at `retryAt`, or `failed` for good when that is null. */
export async function markFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: "failed" })
    .where(eq(outbox.id, id));
}

/** A page of the outbox, newest first, and the number of mails in it. */
export async function listOutboxPage(db: Db, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Mails per status. */
export async function countOutbox(db: Db): Promise<Record<"stored" | "pending" | "sent" | "failed", number>> {
  const rows = await db
    .select({ status: outbox.status, n: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(outbox.status);
  const out = { stored: 0, pending: 0, sent: 0, failed: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}
