import { and, asc, desc, eq, gte, inArray, lte, sql, type Placeholder } from "drizzle-orm";
import type { MealPlanExport, MealPlanSchedule, MealType, PlanPeriod } from "@app/shared";
import { preparedStatement, type Db } from "../../db/client.ts";
import { foodPortions, foods } from "../foods/index.ts";
import { recipeIngredients, recipes } from "../recipes/index.ts";
import { mealPlanDays, mealPlanGroceryChecks, mealPlanItems, mealPlanSchedules } from "./planner.table.ts";

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
  /** The logged meal's values when the query joined them (null: not eaten or the meal is gone); undefined: not read. */
  eaten?: { calories: number; proteins: number; carbs: number; fats: number } | null;
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

/**
 * The days of the schedule with their items and the logged meals' values, as one JSON column (days in date
 * order, items in meal order): a week comes back as one row, not a row per item with the schedule repeated
 * on each, which the driver would decode field by field (the larger part of a week GET's JavaScript on
 * PGlite, decision 0015). Through the (schedule_id, date) and (day_id, seq) indexes.
 */
const daysColumn = (userId: Placeholder) => sql<StoredDay[] | string | null>`(
  select json_agg(json_build_object('id', d.id, 'date', d.date, 'dayIndex', d.day_index, 'targetCalories', d.target_calories,
    'items', coalesce((
      select json_agg(json_build_object('id', i.id, 'dayId', i.day_id, 'mealType', i.meal_type, 'recipeId', i.recipe_id,
        'servings', i.servings, 'note', i.note, 'mealId', i.meal_id,
        'eaten', case when m.id is null then null
          else json_build_object('calories', m.calories, 'proteins', m.proteins, 'carbs', m.carbs, 'fats', m.fats) end)
        order by i.seq, i.id)
      from meal_plan_items i left join meals m on m.id = i.meal_id and m.user_id = ${userId}
      where i.day_id = d.id and i.user_id = ${userId}), '[]'::json))
    order by d.date)
  from meal_plan_days d where d.schedule_id = "meal_plan_schedules"."id" and d.user_id = ${userId})`;

const scheduleWithDaysStatement = preparedStatement((db) => {
  const userId = sql.placeholder("userId");
  return db
    .select({ schedule: mealPlanSchedules, days: daysColumn(userId) })
    .from(mealPlanSchedules)
    .where(and(eq(mealPlanSchedules.id, sql.placeholder("id")), eq(mealPlanSchedules.userId, userId)))
    .prepare("plan_schedule_with_days");
});

/**
 * The user's schedule `id` with its days and items in one statement (the week GET's hot path), prepared; the
 * days as JSON (daysColumn).
 */
export async function findScheduleWithDays(
  db: Db,
  userId: number,
  id: number,
): Promise<{ schedule: MealPlanSchedule; days: StoredDay[] } | undefined> {
  const [row] = await scheduleWithDaysStatement(db).execute({ userId, id });
  if (!row) return undefined;
  const days = (typeof row.days === "string" ? (JSON.parse(row.days) as Omit<StoredDay, "scheduleId">[]) : (row.days ?? [])).map(
    (d) => ({ ...d, scheduleId: id, items: d.items.map((i) => toItem(i)) }),
  );
  return { schedule: toSchedule(row.schedule), days };
}

export interface DayPlan {
  date: string;
  dayIndex: number;
  targetCalories: number;
  items: { mealType: MealType; recipeId: number; servings: number; note?: string | null }[];
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

/** One ingredient of one planned meal in the range: what the grocery list sums. */
export interface GroceryLine {
  servings: number;
  recipeServings: number;
  recipeName: string;
  recipeNameIt: string;
  foodId: number;
  name: string;
  nameIt: string;
  grams: number;
  category: string | null;
}

/** The ingredients of the schedule's planned meals between `from` and `to` (inclusive), in plan order. */
export async function listGroceryLines(db: Db, userId: number, scheduleId: number, from: string, to: string): Promise<GroceryLine[]> {
  return db
    .select({
      servings: mealPlanItems.servings,
      recipeServings: recipes.servings,
      recipeName: recipes.name,
      recipeNameIt: recipes.nameIt,
      foodId: recipeIngredients.foodId,
      name: recipeIngredients.name,
      nameIt: recipeIngredients.nameIt,
      grams: recipeIngredients.grams,
      category: foods.category,
    })
    .from(mealPlanItems)
    .innerJoin(mealPlanDays, eq(mealPlanDays.id, mealPlanItems.dayId))
    .innerJoin(recipes, eq(recipes.id, mealPlanItems.recipeId))
    .innerJoin(recipeIngredients, eq(recipeIngredients.recipeId, mealPlanItems.recipeId))
    .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
    .where(
      and(
        eq(mealPlanDays.scheduleId, scheduleId),
        eq(mealPlanDays.userId, userId),
        eq(mealPlanItems.userId, userId),
        gte(mealPlanDays.date, from),
        lte(mealPlanDays.date, to),
      ),
    )
    .orderBy(asc(mealPlanDays.date), asc(mealPlanItems.seq), asc(recipeIngredients.position));
}

/** The household measures (amount 1) of the foods, for the grocery list's '≈ 3 large'. */
export async function listPortions(db: Db, foodIds: readonly number[]): Promise<{ foodId: number; unit: string | null; grams: number }[]> {
  if (foodIds.length === 0) return [];
  return db
    .select({ foodId: foodPortions.foodId, unit: foodPortions.unit, grams: foodPortions.grams })
    .from(foodPortions)
    .where(and(inArray(foodPortions.foodId, [...foodIds]), eq(foodPortions.amount, 1)))
    .orderBy(asc(foodPortions.foodId), asc(foodPortions.seq));
}

/** The foods the user checked off on the schedule's grocery list. */
export async function listGroceryChecks(db: Db, userId: number, scheduleId: number): Promise<Set<number>> {
  const rows = await db
    .select({ foodId: mealPlanGroceryChecks.foodId })
    .from(mealPlanGroceryChecks)
    .where(and(eq(mealPlanGroceryChecks.scheduleId, scheduleId), eq(mealPlanGroceryChecks.userId, userId)));
  return new Set(rows.map((r) => r.foodId));
}

export async function setGroceryCheck(db: Db, userId: number, scheduleId: number, foodId: number, checked: boolean): Promise<void> {
  if (checked)
    await db.insert(mealPlanGroceryChecks).values({ userId, scheduleId, foodId }).onConflictDoNothing();
  else
    await db
      .delete(mealPlanGroceryChecks)
      .where(
        and(
          eq(mealPlanGroceryChecks.scheduleId, scheduleId),
          eq(mealPlanGroceryChecks.userId, userId),
          eq(mealPlanGroceryChecks.foodId, foodId),
        ),
      );
}
