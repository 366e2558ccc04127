import {
  addDays,
  friendlyFoodName,
  macrosForGrams,
  MealMessages,
  MealsQuerySchema,
  toLocalDate,
  toLocalMinutes,
  type MealEntry,
  type MealItemInput,
  type MealType,
  type RecentMeal,
  type LogMealInputSchema,
  type UpdateMealInputSchema,
} from "@app/shared";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { BadRequestError, NotFoundError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/visitor.ts";
import { currentUser, takeSessionRead, type SessionRead } from "../auth/index.ts";
import { earliestVisibleDay } from "../billing/index.ts";
import { findMealFoods, getFoodDetail, recordFoodUse } from "../foods/index.ts";
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
      // The name the person saw, when the client sends one (the analyzer's, in its language); else the tables'.
      name: item.name ?? food.name,
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
 * instead of its foods' names; `totals`, when given, are the meal's values as the screen that offered it showed
 * them (a suggestion's card, rounded once) instead of the items' rounded values summed. Run it inside a transaction.
 */
export async function logItemsMeal(
  tx: Db,
  userId: number,
  values: Omit<repo.MealValues, "food" | "calories" | "proteins" | "carbs" | "fats">,
  items: readonly MealItemInput[],
  locale: string | undefined,
  now: Date,
  name?: string,
  totals?: { calories: number; proteins: number; carbs: number; fats: number },
): Promise<MealEntry> {
  const computed = await computeItems(tx, userId, items, locale);
  for (const foodId of new Set(computed.items.flatMap((i) => (i.foodId === null ? [] : [i.foodId]))))
    if (!(await recordFoodUse(tx, userId, foodId, now))) throw foodIdInvalid();
  const shown = totals ? { calories: totals.calories, proteins: totals.proteins, carbs: totals.carbs, fats: totals.fats } : {};
  const meal = { ...computed.meal, ...(name ? { food: name } : {}), ...shown };
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

// ---- What the session routes (/api/meals) and the public API (/api/v1/meals) both do ------------------

/** Whole numbers on save, and the user's calendar day when the client did not send one. */
function toValues(input: z.output<typeof UpdateMealInputSchema>, timeZone: string | null): Partial<repo.MealValues> {
  const v: Partial<repo.MealValues> = {};
  if (input.food !== undefined) v.food = input.food;
  for (const k of ["calories", "proteins", "carbs", "fats"] as const) if (input[k] !== undefined) v[k] = Math.round(input[k]);
  if (input.mealType !== undefined) v.mealType = input.mealType;
  if (input.notes !== undefined) v.notes = input.notes || null;
  if (input.timestamp !== undefined) v.eatenAt = new Date(input.timestamp);
  if (input.date !== undefined) v.date = input.date;
  else if (input.timestamp !== undefined) v.date = toLocalDate(new Date(input.timestamp), timeZone);
  // The food reference is replaced as a whole (the schema checks the three belong together).
  if (input.foodId !== undefined || input.amountGrams !== undefined || input.portionLabel !== undefined) {
    v.foodId = input.foodId ?? null;
    v.amountGrams = input.foodId == null || input.amountGrams == null ? null : Math.round(input.amountGrams * 10) / 10;
    v.portionLabel = input.foodId == null ? null : (input.portionLabel ?? null);
  }
  return v;
}

/** A meal may point only at a food its user can see: a public food or their own custom food. */
async function assertVisibleFood(db: Db, userId: number, foodId: number | null | undefined): Promise<void> {
  if (foodId == null) return;
  if (!(await getFoodDetail(db, foodId, { userId }))) throw foodIdInvalid();
}

/** Logs a meal for the request's user. */
export async function logMeal(request: FastifyRequest, body: z.output<typeof LogMealInputSchema>): Promise<MealEntry> {
  const { db, clock } = request.server;
  const user = currentUser(request);
  const timestamp = body.timestamp ?? clock().toISOString();
  const values = toValues({ ...body, timestamp }, user.timeZone) as repo.MealValues;
  assertNotTooFar(values.date, clock(), user.timeZone);
  // One write: the meal, its items and the use of its foods (which then rank higher in the user's
  // searches and list as recent) are stored together or not at all. Recording the use checks the food
  // is one the user can see.
  const meal = await db.transaction(async (tx) => {
    if (body.items) return logItemsMeal(tx, user.id, values, body.items, requestLocale(request), clock());
    if (values.foodId != null && !(await recordFoodUse(tx, user.id, values.foodId, clock()))) throw foodIdInvalid();
    return repo.insertMeal(tx, user.id, values);
  });
  request.log.info({ mealId: meal.id }, "meal logged");
  return meal;
}

/** Changes one of the request user's meals (404 for anyone else's). */
export async function updateMeal(request: FastifyRequest, id: number, body: z.output<typeof UpdateMealInputSchema>): Promise<MealEntry> {
  const { db, clock } = request.server;
  const user = currentUser(request);
  await assertVisibleFood(db, user.id, body.foodId);
  const values = toValues(body, user.timeZone);
  assertNotTooFar(values.date, clock(), user.timeZone);
  // The meal and its items change together: a new list of foods gives new sums; values or a food changed
  // by hand mean the items no longer describe the meal, so they go. Values sent as they were (an edit of
  // the meal type or the day of a meal whose food was deleted since) keep them.
  return db.transaction(async (tx) => {
    const before = await repo.findMeal(tx, user.id, id);
    if (!before) throw new NotFoundError("Meal not found");
    const computed = body.items ? await computeItems(tx, user.id, body.items, requestLocale(request)) : null;
    const updated = await repo.updateMeal(tx, user.id, id, { ...values, ...computed?.meal });
    if (!updated) throw new NotFoundError("Meal not found");
    const handTyped =
      (["calories", "proteins", "carbs", "fats"] as const).some((k) => values[k] !== undefined && values[k] !== before[k]) ||
      (values.foodId !== undefined && values.foodId !== (before.foodId ?? null));
    if (computed) await repo.replaceItems(tx, user.id, updated.id, computed.items);
    else if (handTyped && updated.items?.length) await repo.replaceItems(tx, user.id, updated.id, []);
    else return updated;
    return (await repo.findMeal(tx, user.id, updated.id))!;
  });
}

/** Deletes one of the request user's meals (404 for anyone else's). */
export async function deleteMeal(request: FastifyRequest, id: number): Promise<{ ok: true }> {
  if (!(await repo.deleteMeal(request.server.db, currentUser(request).id, id))) throw new NotFoundError("Meal not found");
  return { ok: true as const };
}

/** The request user's meals in a range of days, as far back as their plan shows. */
export async function listVisibleMeals(request: FastifyRequest, range: { startDate?: string; endDate?: string }): Promise<MealEntry[]> {
  return repo.listMeals(request.server.db, currentUser(request).id, await visibleRange(request, range));
}

/**
 * GET /api/meals with both ends of the range (the dashboard's reads), read in the session statement: the list of
 * the range asked for. When the plan shows less (the Free plan's 7 days) the handler's range differs and it reads
 * again (listVisibleMealsJson).
 */
export const mealRangeRead: SessionRead = {
  statement: repo.mealRangeRead,
  values: (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (typeof query?.startDate !== "string" || typeof query.endDate !== "string") return undefined;
    // Not yet validated: only a valid range reaches the statement (an invalid one gets its 400 from the schema).
    const parsed = MealsQuerySchema.safeParse(query);
    if (!parsed.success || !parsed.data.startDate || !parsed.data.endDate) return undefined;
    return { startDate: parsed.data.startDate, endDate: parsed.data.endDate };
  },
};

/**
 * listVisibleMeals as the JSON text of the answer, written by the database (GET /api/meals). Without a promise of
 * its own when the plan came with the session and the list with the session statement (a dashboard read).
 */
export function listVisibleMealsJson(request: FastifyRequest, range: { startDate?: string; endDate?: string }): string | Promise<string> {
  const earliest = earliestVisibleDay(request);
  return earliest instanceof Promise
    ? earliest.then((day) => visibleMealsJson(request, visibleFrom(range, day)))
    : visibleMealsJson(request, visibleFrom(range, earliest));
}

function visibleMealsJson(request: FastifyRequest, visible: { startDate?: string; endDate?: string }): string | Promise<string> {
  if (visible.startDate && visible.endDate) {
    const joined = takeSessionRead(request, { startDate: visible.startDate, endDate: visible.endDate });
    if (typeof joined === "string") return joined;
  }
  return repo.listMealsJson(request.server.db, currentUser(request).id, visible);
}

async function visibleRange(request: FastifyRequest, range: { startDate?: string; endDate?: string }) {
  return visibleFrom(range, await earliestVisibleDay(request));
}

/** The Free plan's lists reach back 7 days; older meals stay stored and reappear after an upgrade. */
function visibleFrom(range: { startDate?: string; endDate?: string }, earliest: string | undefined) {
  const { startDate, endDate } = range;
  return { startDate: earliest && (!startDate || startDate < earliest) ? earliest : startDate, endDate };
}
