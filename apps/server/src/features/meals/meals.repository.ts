import { and, asc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { MealEntry, MealItem, MealType } from "@app/shared";
import { preparedStatement, textRowsStatement, type Db } from "../../db/client.ts";
import { sessionReadStatement } from "../auth/index.ts";
import { mealItems, meals } from "./meals.table.ts";

type MealRow = typeof meals.$inferSelect;
type ItemRow = typeof mealItems.$inferSelect;
/** An item to store: what the server computed for one food of a meal. */
export type ItemValues = Omit<ItemRow, "id" | "mealId" | "userId" | "seq">;
export type MealValues = Pick<MealRow, "food" | "calories" | "proteins" | "carbs" | "fats" | "mealType" | "eatenAt" | "date" | "notes"> &
  Partial<Pick<MealRow, "foodId" | "amountGrams" | "portionLabel">>;

const toItem = (r: ItemRow): MealItem => ({
  id: r.id,
  foodId: r.foodId,
  name: r.name,
  amountGrams: r.amountGrams,
  portionLabel: r.portionLabel,
  calories: r.calories,
  proteins: r.proteins,
  carbs: r.carbs,
  fats: r.fats,
});

/** The items of the user's meals `ids`, by meal, in their order. */
async function itemsOf(db: Db, userId: number, ids: number[]): Promise<Map<number, MealItem[]>> {
  const byMeal = new Map<number, MealItem[]>();
  if (ids.length === 0) return byMeal;
  const rows = await db
    .select()
    .from(mealItems)
    .where(and(eq(mealItems.userId, userId), inArray(mealItems.mealId, ids)))
    .orderBy(asc(mealItems.mealId), asc(mealItems.seq), asc(mealItems.id));
  for (const r of rows) {
    const list = byMeal.get(r.mealId) ?? [];
    list.push(toItem(r));
    byMeal.set(r.mealId, list);
  }
  return byMeal;
}

async function withItems(db: Db, userId: number, rows: MealRow[]): Promise<MealEntry[]> {
  const items = await itemsOf(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toMealEntry(r), items: items.get(r.id) ?? [] }));
}

/** Replaces the items of the user's meal `mealId` (none: the meal is typed by hand from now on). */
export async function replaceItems(db: Db, userId: number, mealId: number, items: readonly ItemValues[]): Promise<void> {
  await db.delete(mealItems).where(and(eq(mealItems.mealId, mealId), eq(mealItems.userId, userId)));
  if (items.length > 0) await db.insert(mealItems).values(items.map((item, seq) => ({ ...item, mealId, userId, seq })));
}

export const toMealEntry = (r: MealRow): MealEntry => ({
  id: r.id,
  userId: r.userId,
  food: r.food,
  calories: r.calories,
  proteins: r.proteins,
  carbs: r.carbs,
  fats: r.fats,
  mealType: r.mealType as MealType,
  timestamp: r.eatenAt.toISOString(),
  date: r.date,
  notes: r.notes,
  foodId: r.foodId,
  amountGrams: r.amountGrams,
  portionLabel: r.portionLabel,
});

/** Stores a meal and its items; run it inside a transaction when there are items. */
export async function insertMeal(db: Db, userId: number, values: MealValues, items: readonly ItemValues[] = []): Promise<MealEntry> {
  const [row] = await db
    .insert(meals)
    .values({ userId, ...values })
    .returning();
  if (items.length > 0) await replaceItems(db, userId, row!.id, items);
  const [entry] = await withItems(db, userId, [row!]);
  return entry!;
}

/**
 * A list of the user's meals as one JSON text, in the shape of toMealEntry (the timestamp as JavaScript's toISOString
 * writes it) with their items: each meal's own text, `entry_json`, joined. The database writes that text on every
 * write of the meal or its items (meal_entry_json() and its triggers, migration 0022), in exactly the bytes the
 * json_build_object form wrote (decision 0017-pgone; test/api/meal-list-json.test.ts compares them on both
 * databases), so a list does no per-meal formatting (decision 0018-pgread). A meal without the text (written with
 * the triggers off) gets it from the same function. The driver decodes one field, and no row goes through the
 * query builder's mapping.
 *
 * The texts are joined in the order of an ordered subquery read backwards on meals_user_date_idx (user_id, date,
 * eaten_at, id), not by an ORDER BY inside string_agg: PostgreSQL 15 sorts an aggregate's ORDER BY input itself
 * every time, even when the index already gives that order, and that sort was a third of the 7-day list's database
 * CPU (decision 0020-pgread3). An ordered subquery is not pulled up into the aggregate's query, so the aggregate
 * reads its rows in that order (PostgreSQL's documented way to feed an aggregate sorted input).
 */
function mealListOf(where: SQL): SQL<string> {
  return sql<string>`(select coalesce('[' || string_agg("ordered"."entry", ', ') || ']', '[]') from (
    select coalesce("meals"."entry_json", meal_entry_json("meals")) as "entry" from ${meals} where ${where}
    order by "meals"."date" desc, "meals"."eaten_at" desc, "meals"."id" desc) as "ordered")`;
}

/**
 * The list's statement, prepared once per database for each shape of range (none, from, to, both): a
 * dashboard read builds no query.
 */
function listStatement(name: string, from: boolean, to: boolean) {
  const build = (db: Db) => {
    const where: SQL[] = [eq(meals.userId, sql.placeholder("userId"))];
    if (from) where.push(gte(meals.date, sql.placeholder("startDate")));
    if (to) where.push(lte(meals.date, sql.placeholder("endDate")));
    // One row, the list: a select of the subquery, with an empty FROM list for drizzle's builder.
    return db
      .select({ list: mealListOf(and(...where)!) })
      .from(sql`(select) as "one"`)
      .prepare(name);
  };
  // On PostgreSQL without the driver's per-query work (decision 0019-pgshare): one text column, the list.
  return { prepared: preparedStatement(build), text: textRowsStatement(build) };
}
/** The four statements of the list, one per shape of range: none, to, from, both (listMealsJson picks one). */
const listStatements = [
  listStatement("meals_list", false, false),
  listStatement("meals_list_to", false, true),
  listStatement("meals_list_from", true, false),
  listStatement("meals_list_range", true, true),
];

/**
 * The user's meals, newest first, optionally within [startDate, endDate] (calendar days, inclusive), with their
 * items, as the answer's JSON text, built by the database in toMealEntry's shape (only MealEntrySchema's keys):
 * GET /api/meals sends it as it is, no decoding and no encoding.
 */
export async function listMealsJson(db: Db, userId: number, range: { startDate?: string; endDate?: string }): Promise<string> {
  const statement = listStatements[(range.startDate ? 2 : 0) + (range.endDate ? 1 : 0)]!;
  const values = { userId, startDate: range.startDate, endDate: range.endDate };
  const text = statement.text(db);
  const [row] = text ? (await text.execute(values)).map((r) => ({ list: r[0] })) : await statement.prepared(db).execute(values);
  return row?.list ?? "[]";
}

/**
 * listMealsJson for both ends of a range, as a read joined to the session statement (decision 0017-pgone): the
 * session, its user and plan, and the list's JSON text in one statement. The same column as listMealsJson's, so
 * the same bytes. Values: startDate, endDate.
 */
export const mealRangeRead = sessionReadStatement("session_meals_range", (userId) =>
  mealListOf(
    sql`${meals.userId} = ${userId} and ${meals.date} >= ${sql.placeholder("startDate")} and ${meals.date} <= ${sql.placeholder("endDate")}`,
  ),
);

/** listMealsJson's list, decoded (the other callers: recent meals, the API v1, copies, export). */
export async function listMeals(db: Db, userId: number, range: { startDate?: string; endDate?: string }): Promise<MealEntry[]> {
  return JSON.parse(await listMealsJson(db, userId, range)) as MealEntry[];
}

export async function findMeal(db: Db, userId: number, id: number): Promise<MealEntry | undefined> {
  const [row] = await db
    .select()
    .from(meals)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)));
  return row && (await withItems(db, userId, [row]))[0];
}

export async function updateMeal(db: Db, userId: number, id: number, values: Partial<MealValues>): Promise<MealEntry | undefined> {
  if (Object.keys(values).length === 0) return findMeal(db, userId, id);
  const [row] = await db
    .update(meals)
    .set(values)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .returning();
  return row && (await withItems(db, userId, [row]))[0];
}

export async function deleteMeal(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(meals)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .returning({ id: meals.id });
  return rows.length === 1;
}

/** The user's meals of one type on one day, the earliest first. */
export async function listMealsOfType(db: Db, userId: number, date: string, mealType: MealType): Promise<MealEntry[]> {
  const rows = await db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), eq(meals.date, date), eq(meals.mealType, mealType)))
    .orderBy(asc(meals.eatenAt), asc(meals.id));
  return withItems(db, userId, rows);
}

/** Stores copies of the user's meals (values, food reference, notes and items) on `date`, eaten at `eatenAt`. */
export async function copyMeals(db: Db, userId: number, sources: readonly MealEntry[], date: string, eatenAt: Date): Promise<MealEntry[]> {
  const copies: MealEntry[] = [];
  for (const m of sources) {
    const items = (m.items ?? []).map(({ id: _id, ...item }) => item);
    copies.push(
      await insertMeal(
        db,
        userId,
        {
          food: m.food,
          calories: m.calories,
          proteins: m.proteins,
          carbs: m.carbs,
          fats: m.fats,
          mealType: m.mealType,
          eatenAt,
          date,
          notes: m.notes,
          foodId: m.foodId ?? null,
          amountGrams: m.amountGrams ?? null,
          portionLabel: m.portionLabel ?? null,
        },
        items,
      ),
    );
  }
  return copies;
}

/** The user's meals among `ids` (another user's are left out), with their items, in no set order. */
export async function listMealsByIds(db: Db, userId: number, ids: readonly number[]): Promise<MealEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), inArray(meals.id, [...ids])));
  return withItems(db, userId, rows);
}

/** Each calendar day the user logged meals on: how many, their calories and when the last was eaten. */
export async function listMealDays(
  db: Db,
  userId: number,
  range: { startDate?: string } = {},
): Promise<{ date: string; meals: number; calories: number; lastAt: string }[]> {
  const where: SQL[] = [eq(meals.userId, userId)];
  if (range.startDate) where.push(gte(meals.date, range.startDate));
  const rows = await db
    .select({
      date: meals.date,
      meals: sql<number>`count(*)::int`,
      calories: sql<number>`coalesce(sum(${meals.calories}), 0)::int`,
      lastAt: sql<Date | string>`max(${meals.eatenAt})`,
    })
    .from(meals)
    .where(and(...where))
    .groupBy(meals.date)
    .orderBy(asc(meals.date));
  return rows.map((r) => ({
    date: r.date,
    meals: Number(r.meals),
    calories: Number(r.calories),
    lastAt: new Date(r.lastAt).toISOString(),
  }));
}
