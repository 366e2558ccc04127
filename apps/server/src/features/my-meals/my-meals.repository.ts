import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { MyMeal, MyMealItem } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { favourites, myMealItems, myMeals } from "./my-meals.table.ts";

type MyMealRow = typeof myMeals.$inferSelect;
type ItemRow = typeof myMealItems.$inferSelect;
/** An item to store: a food of the meal, its amount and its values. */
export type MyMealItemValues = Omit<ItemRow, "id" | "myMealId" | "userId" | "seq">;

const toItem = (r: ItemRow): MyMealItem => ({
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

async function withItems(db: Db, userId: number, rows: MyMealRow[]): Promise<MyMeal[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(myMealItems)
    .where(
      and(
        eq(myMealItems.userId, userId),
        inArray(
          myMealItems.myMealId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(myMealItems.myMealId), asc(myMealItems.seq), asc(myMealItems.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    calories: r.calories,
    proteins: r.proteins,
    carbs: r.carbs,
    fats: r.fats,
    createdAt: r.createdAt.toISOString(),
    items: items.filter((i) => i.myMealId === r.id).map(toItem),
  }));
}

const sums = (items: readonly MyMealItemValues[]) => ({
  calories: items.reduce((s, i) => s + i.calories, 0),
  proteins: items.reduce((s, i) => s + i.proteins, 0),
  carbs: items.reduce((s, i) => s + i.carbs, 0),
  fats: items.reduce((s, i) => s + i.fats, 0),
});

/** The user's meals, by name. */
export async function listMyMeals(db: Db, userId: number): Promise<MyMeal[]> {
  const rows = await db
    .select()
    .from(myMeals)
    .where(eq(myMeals.userId, userId))
    .orderBy(sql`lower(${myMeals.name})`, asc(myMeals.id));
  return withItems(db, userId, rows);
}

export async function findMyMeal(db: Db, userId: number, id: number): Promise<MyMeal | undefined> {
  const rows = await db
    .select()
    .from(myMeals)
    .where(and(eq(myMeals.id, id), eq(myMeals.userId, userId)));
  return (await withItems(db, userId, rows))[0];
}

export async function countMyMeals(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(myMeals).where(eq(myMeals.userId, userId));
  return row?.n ?? 0;
}

/** Whether another of the user's meals (not `exceptId`) has this name, ignoring case. */
export async function isNameTaken(db: Db, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: myMeals.id })
    .from(myMeals)
    .where(and(eq(myMeals.userId, userId), sql`lower(${myMeals.name}) = lower(${name})`));
  return rows.some((r) => r.id !== exceptId);
}

async function replaceItems(db: Db, userId: number, myMealId: number, items: readonly MyMealItemValues[]): Promise<void> {
  await db.delete(myMealItems).where(and(eq(myMealItems.myMealId, myMealId), eq(myMealItems.userId, userId)));
  if (items.length > 0) await db.insert(myMealItems).values(items.map((item, seq) => ({ ...item, myMealId, userId, seq })));
}

/** Stores one of the user's meals; run it inside a transaction. */
export async function insertMyMeal(db: Db, userId: number, name: string, items: readonly MyMealItemValues[]): Promise<MyMeal> {
  const [row] = await db
    .insert(myMeals)
    .values({ userId, name, ...sums(items) })
    .returning();
  await replaceItems(db, userId, row!.id, items);
  return (await findMyMeal(db, userId, row!.id))!;
}

/** Renames and/or replaces the items (the sums follow); run it inside a transaction. */
export async function updateMyMeal(
  db: Db,
  userId: number,
  id: number,
  change: { name?: string; items?: readonly MyMealItemValues[] },
): Promise<MyMeal | undefined> {
  const set: Partial<typeof myMeals.$inferInsert> = {};
  if (change.name !== undefined) set.name = change.name;
  if (change.items !== undefined) Object.assign(set, sums(change.items));
  if (Object.keys(set).length > 0)
    await db
      .update(myMeals)
      .set(set)
      .where(and(eq(myMeals.id, id), eq(myMeals.userId, userId)));
  if (change.items !== undefined) await replaceItems(db, userId, id, change.items);
  return findMyMeal(db, userId, id);
}

export async function deleteMyMeal(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(myMeals)
    .where(and(eq(myMeals.id, id), eq(myMeals.userId, userId)))
    .returning({ id: myMeals.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// Favourites
// ---------------------------------------------------------------------------------------------

export type FavouriteTarget = { foodId: number } | { mealId: number };

/** The ids of the user's starred foods and meals, the latest starred first. */
export async function listFavouriteIds(db: Db, userId: number): Promise<{ foodIds: number[]; mealIds: number[] }> {
  const rows = await db
    .select({ foodId: favourites.foodId, mealId: favourites.mealId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return {
    foodIds: rows.flatMap((r) => (r.foodId === null ? [] : [r.foodId])),
    mealIds: rows.flatMap((r) => (r.mealId === null ? [] : [r.mealId])),
  };
}

/** Stars the food or meal (once: starring it again changes nothing). */
export async function addFavourite(db: Db, userId: number, target: FavouriteTarget): Promise<void> {
  const column = "foodId" in target ? favourites.foodId : favourites.mealId;
  await db
    .insert(favourites)
    .values({ userId, ...target })
    .onConflictDoNothing({ target: [favourites.userId, column] });
}

/** Unstars it (nothing happens when it was not starred). */
export async function removeFavourite(db: Db, userId: number, target: FavouriteTarget): Promise<void> {
  const match = "foodId" in target ? eq(favourites.foodId, target.foodId) : eq(favourites.mealId, target.mealId);
  await db.delete(favourites).where(and(eq(favourites.userId, userId), match));
}
