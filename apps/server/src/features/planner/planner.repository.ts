import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { MealPlanExport, MealPlanSchedule, MealType, PlanPeriod } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { mealPlanDays, mealPlanItems, mealPlanSchedules } from "./planner.table.ts";

type ScheduleRow = typeof mealPlanSchedules.$inferSelect;

export const toSchedule = (r: ScheduleRow): MealPlanSchedule => ({
  id: r.id,
  userId: r.userId,
  title: r.title,
  startDate: r.startDate,
  endDate: r.endDate,
  period: r.period as PlanPeriod,
  goalId: r.goalId,
  createdAt: r.createdAt.toISOString(),
});

/** A stored day with its items, as the repository reads them (recipes and meals are joined by the service). */
export interface StoredDay {
  id: number;
  scheduleId: number;
  date: string;
  dayIndex: number;
  targetCalories: number;
  items: StoredItem[];
}
export interface StoredItem {
  id: number;
  dayId: number;
  mealType: MealType;
  recipeId: number;
  servings: number;
  note: string | null;
  mealId: number | null;
}

export async function listSchedules(db: Db, userId: number): Promise<MealPlanSchedule[]> {
  const rows = await db
    .select()
    .from(mealPlanSchedules)
    .where(eq(mealPlanSchedules.userId, userId))
    .orderBy(desc(mealPlanSchedules.startDate), desc(mealPlanSchedules.id));
  return rows.map(toSchedule);
}

export async function insertSchedule(
  db: Db,
  userId: number,
  values: Pick<ScheduleRow, "title" | "startDate" | "endDate" | "period" | "goalId">,
): Promise<MealPlanSchedule> {
  const [row] = await db
    .insert(mealPlanSchedules)
    .values({ userId, ...values })
    .returning();
  return toSchedule(row!);
}

export async function findSchedule(db: Db, userId: number, id: number): Promise<MealPlanSchedule | undefined> {
  const [row] = await db
    .select()
    .from(mealPlanSchedules)
    .where(and(eq(mealPlanSchedules.id, id), eq(mealPlanSchedules.userId, userId)));
  return row && toSchedule(row);
}

export async function deleteSchedule(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(mealPlanSchedules)
    .where(and(eq(mealPlanSchedules.id, id), eq(mealPlanSchedules.userId, userId)))
    .returning({ id: mealPlanSchedules.id });
  return rows.length === 1;
}

const itemColumns = {
  id: mealPlanItems.id,
  dayId: mealPlanItems.dayId,
  mealType: mealPlanItems.mealType,
  recipeId: mealPlanItems.recipeId,
  servings: mealPlanItems.servings,
  note: mealPlanItems.note,
  mealId: mealPlanItems.mealId,
};
const toItem = (r: { mealType: string } & Omit<StoredItem, "mealType">): StoredItem => ({ ...r, mealType: r.mealType as MealType });

/** The schedule's days in date order, each with its items in meal order. */
export async function listDays(db: Db, userId: number, scheduleId: number): Promise<StoredDay[]> {
  const days = await db
    .select()
    .from(mealPlanDays)
    .where(and(eq(mealPlanDays.scheduleId, scheduleId), eq(mealPlanDays.userId, userId)))
    .orderBy(asc(mealPlanDays.date));
  if (days.length === 0) return [];
  const items = await db
    .select(itemColumns)
    .from(mealPlanItems)
    .where(
      and(
        eq(mealPlanItems.userId, userId),
        inArray(
          mealPlanItems.dayId,
          days.map((d) => d.id),
        ),
      ),
    )
    .orderBy(asc(mealPlanItems.dayId), asc(mealPlanItems.seq), asc(mealPlanItems.id));
  const byDay = new Map<number, StoredItem[]>();
  for (const i of items) byDay.set(i.dayId, [...(byDay.get(i.dayId) ?? []), toItem(i)]);
  return days.map((d) => ({
    id: d.id,
    scheduleId: d.scheduleId,
    date: d.date,
    dayIndex: d.dayIndex,
    targetCalories: d.targetCalories,
    items: byDay.get(d.id) ?? [],
  }));
}

export interface DayPlan {
  date: string;
  dayIndex: number;
  targetCalories: number;
  items: { mealType: MealType; recipeId: number; servings: number }[];
}

/** Replaces the meals of the given days of the schedule (creating the days that do not exist yet). Run it in a transaction. */
export async function replaceDays(tx: Db, userId: number, scheduleId: number, plans: readonly DayPlan[]): Promise<void> {
  for (const plan of plans) {
    const [day] = await tx
      .insert(mealPlanDays)
      .values({ scheduleId, userId, date: plan.date, dayIndex: plan.dayIndex, targetCalories: plan.targetCalories })
      .onConflictDoUpdate({
        target: [mealPlanDays.scheduleId, mealPlanDays.date],
        set: { dayIndex: plan.dayIndex, targetCalories: plan.targetCalories },
      })
      .returning({ id: mealPlanDays.id });
    await tx.delete(mealPlanItems).where(and(eq(mealPlanItems.dayId, day!.id), eq(mealPlanItems.userId, userId)));
    if (plan.items.length > 0)
      await tx.insert(mealPlanItems).values(plan.items.map((item, seq) => ({ ...item, dayId: day!.id, userId, seq })));
  }
}

/** The user's item `id` with its day's date. */
export async function findItem(
  db: Db,
  userId: number,
  id: number,
): Promise<(StoredItem & { date: string; scheduleId: number }) | undefined> {
  const [row] = await db
    .select({ ...itemColumns, date: mealPlanDays.date, scheduleId: mealPlanDays.scheduleId })
    .from(mealPlanItems)
    .innerJoin(mealPlanDays, eq(mealPlanDays.id, mealPlanItems.dayId))
    .where(and(eq(mealPlanItems.id, id), eq(mealPlanItems.userId, userId)));
  return row && { ...toItem(row), date: row.date, scheduleId: row.scheduleId };
}

export async function updateItem(
  db: Db,
  userId: number,
  id: number,
  values: Partial<Pick<StoredItem, "servings" | "note" | "mealId">>,
): Promise<boolean> {
  const rows = await db
    .update(mealPlanItems)
    .set(values)
    .where(and(eq(mealPlanItems.id, id), eq(mealPlanItems.userId, userId)))
    .returning({ id: mealPlanItems.id });
  return rows.length === 1;
}

/** Every schedule of the user with its days and meals as stored (the data export). */
export async function listPlansForExport(db: Db, userId: number): Promise<MealPlanExport[]> {
  const schedules = await listSchedules(db, userId);
  return Promise.all(
    schedules.map(async (s) => ({
      ...s,
      days: (await listDays(db, userId, s.id)).map((d) => ({
        date: d.date,
        targetCalories: d.targetCalories,
        items: d.items.map((i) => ({ mealType: i.mealType, recipeId: i.recipeId, servings: i.servings, note: i.note, mealId: i.mealId })),
      })),
    })),
  );
}
