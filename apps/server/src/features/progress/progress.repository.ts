import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { weighIns } from "./progress.table.ts";

type WeighInRow = typeof weighIns.$inferSelect;
export interface StoredWeighIn {
  id: number;
  date: string;
  weightKg: number;
  note: string | null;
}

const toStored = (r: WeighInRow): StoredWeighIn => ({ id: r.id, date: r.date, weightKg: r.weightKg, note: r.note });

export async function listWeighIns(db: Db, userId: number): Promise<StoredWeighIn[]> {
  const rows = await db.select().from(weighIns).where(eq(weighIns.userId, userId)).orderBy(asc(weighIns.date));
  return rows.map(toStored);
}

/** Stores the day's weigh-in, replacing one already logged that day. */
export async function upsertWeighIn(
  db: Db,
  userId: number,
  values: { date: string; weightKg: number; note: string | null },
): Promise<StoredWeighIn> {
  const [row] = await db
    .insert(weighIns)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: [weighIns.userId, weighIns.date], set: { weightKg: values.weightKg, note: values.note } })
    .returning();
  return toStored(row!);
}

export async function findWeighIn(db: Db, userId: number, id: number): Promise<StoredWeighIn | undefined> {
  const [row] = await db
    .select()
    .from(weighIns)
    .where(and(eq(weighIns.id, id), eq(weighIns.userId, userId)));
  return row && toStored(row);
}

export async function updateWeighIn(
  db: Db,
  userId: number,
  id: number,
  values: Partial<{ date: string; weightKg: number; note: string | null }>,
): Promise<StoredWeighIn | undefined> {
  if (Object.keys(values).length === 0) return findWeighIn(db, userId, id);
  const [row] = await db
    .update(weighIns)
    .set(values)
    .where(and(eq(weighIns.id, id), eq(weighIns.userId, userId)))
    .returning();
  return row && toStored(row);
}

export async function deleteWeighIn(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(weighIns)
    .where(and(eq(weighIns.id, id), eq(weighIns.userId, userId)))
    .returning({ id: weighIns.id });
  return rows.length > 0;
}
