import {
  addDays,
  friendlyFoodName,
  macrosForGrams,
  MealMessages,
  toLocalDate,
  toLocalMinutes,
  type MealEntry,
  type MealItemInput,
  type MealType,
  type RecentMeal,
} from "@app/shared";
import type { Db } from "../../db/client.ts";
import { BadRequestError } from "../../lib/errors.ts";
import { findMealFoods, recordFoodUse } from "../foods/index.ts";
import * as repo from "./meals.repository.ts";

/** The longest meal name; longer lists of foods end with '…'. */
const FOOD_MAX = 200;

export const foodIdInvalid = () =>
  new BadRequestError(MealMessages.foodIdInvalid, [{ path: "foodId", message: MealMessages.foodIdInvalid }]);

/**
 * The meal's food text from its items: their short names, joined ('Salmon, raw + Rice, white, cooked', not the
 * tables' full 'Fish, salmon, Atlantic, farmed, raw'); each item keeps its full name.
 */
export function itemsName(names: readonly string[]): string {
  const joined = names.map(friendlyFoodName).join(" + ");
  return joined.length <= FOOD_MAX ? joined : `${joined.slice(0, FOOD_MAX - 1).trimEnd()}…`;
}

/**
 * Each item's name and values: from the food tables (never from the client) for an item with a food id, as
 * sent (rounded) for one without; the meal's food and values are their names and sums. A food the user cannot
 * see is a 400 naming the item.
 */
export async function computeItems(
  db: Db,
  userId: number,
  items: readonly MealItemInput[],
  locale: string | undefined,
): Promise<{ items: repo.ItemValues[]; meal: Partial<repo.MealValues> }> {
  const foods = await findMealFoods(
    db,
    items.flatMap((i) => (i.foodId === undefined ? [] : [i.foodId])),
    userId,
    locale,
  );
  const computed = items.map((item, index): repo.ItemValues => {
    const grams = Math.round(item.amountGrams * 10) / 10;
    if (item.foodId === undefined)
      return {
        foodId: null,
        name: item.name!,
        amountGrams: grams,
        portionLabel: item.portionLabel ?? null,
        calories: Math.round(item.calories!),
        proteins: Math.round(item.proteins!),
        carbs: Math.round(item.carbs!),
        fats: Math.round(item.fats!),
      };
    const food = foods.get(item.foodId);
    if (!food)
      throw new BadRequestError(MealMessages.foodIdInvalid, [{ path: `items.${index}.foodId`, message: MealMessages.foodIdInvalid }]);
    const { calories, proteins, carbs, fats } = macrosForGrams(food, grams);
    return {
      foodId: food.id,
      name: food.name,
      amountGrams: grams,
      portionLabel: item.portionLabel ?? null,
      calories,
      proteins,
      carbs,
      fats,
    };
  });
  const sum = (k: "calories" | "proteins" | "carbs" | "fats") => computed.reduce((total, item) => total + item[k], 0);
  const only = computed.length === 1 && computed[0]!.foodId !== null ? computed[0]! : null;
  return {
    items: computed,
    meal: {
      food: itemsName(computed.map((i) => i.name)),
      calories: sum("calories"),
      proteins: sum("proteins"),
      carbs: sum("carbs"),
      fats: sum("fats"),
      // A meal of one food keeps the single-food reference every earlier screen reads.
      foodId: only?.foodId ?? null,
      amountGrams: only?.amountGrams ?? null,
      portionLabel: only?.portionLabel ?? null,
    },
  };
}

/** A meal may be dated at most 1 day after the user's today (a late dinner across time zones), never later. */
export function assertNotTooFar(date: string | undefined, now: Date, timeZone: string | null): void {
  if (date === undefined) return;
  if (date > addDays(toLocalDate(now, timeZone), 1))
    throw new BadRequestError(MealMessages.dateTooFar, [{ path: "date", message: MealMessages.dateTooFar }]);
}

/**
 * Logs a meal of `items` (computed as POST /api/meals does) and records the use of its foods, which then rank
 * higher in the user's searches and list as recent. `name`, when given, is the meal's name (a planned recipe's)
 * instead of its foods' names. Run it inside a transaction.
 */
export async function logItemsMeal(
  tx: Db,
  userId: number,
  values: Omit<repo.MealValues, "food" | "calories" | "proteins" | "carbs" | "fats">,
  items: readonly MealItemInput[],
  locale: string | undefined,
  now: Date,
  name?: string,
): Promise<MealEntry> {
  const computed = await computeItems(tx, userId, items, locale);
  for (const foodId of new Set(computed.items.flatMap((i) => (i.foodId === null ? [] : [i.foodId]))))
    if (!(await recordFoodUse(tx, userId, foodId, now))) throw foodIdInvalid();
  const meal = name ? { ...computed.meal, food: name } : computed.meal;
  return repo.insertMeal(tx, userId, { ...values, ...meal } as repo.MealValues, computed.items);
}

/** A meal's identity among recent meals: its foods and amounts (or, typed by hand, its name and values). */
function mealKey(m: MealEntry): string {
  if (m.items && m.items.length > 0)
    return m.items
      .map((i) => `${i.foodId ?? `n:${i.name.toLowerCase()}`}@${i.amountGrams}`)
      .sort()
      .join("|");
  return `t:${m.food.trim().toLowerCase()}|${m.calories}|${m.proteins}|${m.carbs}|${m.fats}`;
}

/**
 * The user's recent distinct meals, best first for `mealType` at the time of day `minutes`. Each time a meal
 * was logged counts: fully when it was of that type (a quarter otherwise), more the closer to this time of day
 * (a 3-hour half-width) and the more recent (half after two weeks).
 */
export function rankRecentMeals(
  meals: readonly MealEntry[],
  opts: { mealType: MealType; minutes: number; today: string; timeZone: string | null; limit: number },
): RecentMeal[] {
  const groups = new Map<string, { latest: MealEntry; score: number; times: number }>();
  const todayMs = Date.parse(`${opts.today}T00:00:00Z`);
  for (const m of meals) {
    const days = Math.max(0, (todayMs - Date.parse(`${m.date}T00:00:00Z`)) / 86_400_000);
    const diff = Math.abs(toLocalMinutes(new Date(m.timestamp), opts.timeZone) - opts.minutes);
    const hours = Math.min(diff, 1440 - diff) / 60;
    const weight = (m.mealType === opts.mealType ? 1 : 0.25) * (1 / (1 + (hours / 3) ** 2)) * (1 / (1 + days / 14));
    const key = mealKey(m);
    const g = groups.get(key);
    if (!g) groups.set(key, { latest: m, score: weight, times: 1 });
    else {
      g.score += weight;
      g.times += 1;
      if (m.timestamp > g.latest.timestamp || (m.timestamp === g.latest.timestamp && m.id > g.latest.id)) g.latest = m;
    }
  }
  return [...groups.values()]
    .sort((a, b) => b.score - a.score || b.latest.id - a.latest.id)
    .slice(0, opts.limit)
    .map((g) => ({ meal: g.latest, timesLogged: g.times }));
}
