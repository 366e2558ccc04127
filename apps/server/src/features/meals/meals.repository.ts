import { and, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { MealEntry, MealType } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { meals } from "./meals.table.ts";

type MealRow = typeof meals.$inferSelect;
export type MealValues = Pick<MealRow, "food" | "calories" | "proteins" | "carbs" | "fats" | "mealType" | "eatenAt" | "date" | "notes"> &
  Partial<Pick<MealRow, "foodId" | "amountGrams" | "portionLabel">>;

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

export async function insertMeal(db: Db, userId: number, values: MealValues): Promise<MealEntry> {
  const [row] = await db
    .insert(meals)
    .values({ userId, ...values })
    .returning();
  return toMealEntry(row!);
}

/** The user's meals, newest first, optionally within [startDate, endDate] (calendar days, inclusive). */
export async function listMeals(db: Db, userId: number, range: { startDate?: string; endDate?: string }): Promise<MealEntry[]> {
  const where: SQL[] = [eq(meals.userId, userId)];
  if (range.startDate) where.push(gte(meals.date, range.startDate));
  if (range.endDate) where.push(lte(meals.date, range.endDate));
  const rows = await db
    .select()
    .from(meals)
    .where(and(...where))
    .orderBy(desc(meals.date), desc(meals.eatenAt), desc(meals.id));
  return rows.map(toMealEntry);
}

export async function findMeal(db: Db, userId: number, id: number): Promise<MealEntry | undefined> {
  const [row] = await db
    .select()
    .from(meals)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)));
  return row && toMealEntry(row);
}

export async function updateMeal(db: Db, userId: number, id: number, values: Partial<MealValues>): Promise<MealEntry | undefined> {
  if (Object.keys(values).length === 0) return findMeal(db, userId, id);
  const [row] = await db
    .update(meals)
    .set(values)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .returning();
  return row && toMealEntry(row);
}

export async function deleteMeal(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(meals)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .returning({ id: meals.id });
  return rows.length === 1;
}
