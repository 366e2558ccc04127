import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "./jobs.table.ts";

export type JobRow = typeof jobs.$inferSelect;

export async function insertJob(db: Db, kind: string, payload: Record<string, unknown>, now: Date): Promise<void> {
  await db.insert(jobs).values({ kind, payload, runAt: now, createdAt: now });
}

/**
 * Claims up to `limit` due jobs: counts the try and moves `run_at` past the lease, so no other worker
 * (this instance or another) takes them while they run; a worker that dies leaves them to be retried.
 */
export async function claimJobs(db: Db, now: Date, leaseMs: number, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(isNull(jobs.failedAt), lte(jobs.runAt, now)))
    .orderBy(asc(jobs.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, runAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function deleteJob(db: Db, id: number): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/** Records a failed try: retried at `retryAt`, or given up (`failed_at`) when that is null. */
export async function failJob(db: Db, id: number, error: string, now: Date, retryAt: Date | null): Promise<void> {
  await db
    .update(jobs)
    .set(retryAt ? { lastError: error, runAt: retryAt } : { lastError: error, failedAt: now })
    .where(eq(jobs.id, id));
}

/** Jobs waiting (due now or later) and jobs that failed every try. */
export async function countJobs(db: Db): Promise<{ due: number; failed: number }> {
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${jobs.failedAt} is null)::int`,
      failed: sql<number>`count(*) filter (where ${jobs.failedAt} is not null)::int`,
    })
    .from(jobs);
  return { due: Number(row?.due ?? 0), failed: Number(row?.failed ?? 0) };
}
