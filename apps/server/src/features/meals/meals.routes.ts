import {
  addDays,
  CopyDayInputSchema,
  CopyMealInputSchema,
  IdParamsSchema,
  friendlyFoodName,
  LogMealInputSchema,
  macrosForGrams,
  type MealItemInput,
  MealEntrySchema,
  MealMessages,
  MealsQuerySchema,
  OkSchema,
  toLocalDate,
  UpdateMealInputSchema,
} from "@app/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequestError, NotFoundError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/visitor.ts";
import { currentUser, requireRegistered, requireUser } from "../auth/index.ts";
import { earliestVisibleDay } from "../billing/index.ts";
import { findMealFoods, getFoodDetail, recordFoodUse } from "../foods/index.ts";
import type { Db } from "../../db/client.ts";
import * as repo from "./meals.repository.ts";

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

const foodIdInvalid = () => new BadRequestError(MealMessages.foodIdInvalid, [{ path: "foodId", message: MealMessages.foodIdInvalid }]);

/** A meal may point only at a food its user can see: a public food or their own custom food. */
async function assertVisibleFood(app: FastifyInstance, userId: number, foodId: number | null | undefined): Promise<void> {
  if (foodId == null) return;
  if (!(await getFoodDetail(app.db, foodId, { userId }))) throw foodIdInvalid();
}

/** The longest meal name; longer lists of foods end with '…'. */
const FOOD_MAX = 200;

/**
 * The meal's food text from its items: their short names, joined ('Salmon, raw + Rice, white, cooked', not the
 * tables' full 'Fish, salmon, Atlantic, farmed, raw'); each item keeps its full name.
 */
export function itemsName(names: readonly string[]): string {
  const joined = names.map(friendlyFoodName).join(" + ");
  return joined.length <= FOOD_MAX ? joined : `${joined.slice(0, FOOD_MAX - 1).trimEnd()}…`;
}

/**
 * Each item's name and values from the food tables (never from the client), and the meal's food and
 * values as their names and sums. A food the user cannot see is a 400 naming the item.
 */
async function computeItems(
  db: Db,
  userId: number,
  items: readonly MealItemInput[],
  locale: string | undefined,
): Promise<{ items: repo.ItemValues[]; meal: Partial<repo.MealValues> }> {
  const foods = await findMealFoods(
    db,
    items.map((i) => i.foodId),
    userId,
    locale,
  );
  const computed = items.map((item, index): repo.ItemValues => {
    const food = foods.get(item.foodId);
    if (!food)
      throw new BadRequestError(MealMessages.foodIdInvalid, [{ path: `items.${index}.foodId`, message: MealMessages.foodIdInvalid }]);
    const grams = Math.round(item.amountGrams * 10) / 10;
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
  const only = computed.length === 1 ? computed[0]! : null;
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
function assertNotTooFar(date: string | undefined, now: Date, timeZone: string | null): void {
  if (date === undefined) return;
  if (date > addDays(toLocalDate(now, timeZone), 1))
    throw new BadRequestError(MealMessages.dateTooFar, [{ path: "date", message: MealMessages.dateTooFar }]);
}

export const mealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/meals",
    { config: { access: "user" }, preHandler: requireRegistered, schema: { body: LogMealInputSchema, response: { 201: MealEntrySchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const timestamp = request.body.timestamp ?? app.clock().toISOString();
      const values = toValues({ ...request.body, timestamp }, user.timeZone) as repo.MealValues;
      assertNotTooFar(values.date, app.clock(), user.timeZone);
      // One write: the meal, its items and the use of its foods (which then rank higher in the user's
      // searches and list as recent) are stored together or not at all. Recording the use checks the food
      // is one the user can see.
      const meal = await app.db.transaction(async (tx) => {
        if (request.body.items) {
          const computed = await computeItems(tx, user.id, request.body.items, requestLocale(request));
          for (const foodId of new Set(computed.items.map((i) => i.foodId!)))
            if (!(await recordFoodUse(tx, user.id, foodId, app.clock()))) throw foodIdInvalid();
          return repo.insertMeal(tx, user.id, { ...values, ...computed.meal }, computed.items);
        }
        if (values.foodId != null && !(await recordFoodUse(tx, user.id, values.foodId, app.clock()))) throw foodIdInvalid();
        return repo.insertMeal(tx, user.id, values);
      });
      request.log.info({ mealId: meal.id }, "meal logged");
      return reply.code(201).send(meal);
    },
  );

  /** 'Copy to today': one meal again, with its foods, on another day (the user's today by default). */
  app.post(
    "/api/meals/:id/copy",
    {
      config: { access: "user", owner: { table: "meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: CopyMealInputSchema, response: { 201: MealEntrySchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = app.clock();
      const date = request.body.date ?? toLocalDate(now, user.timeZone);
      assertNotTooFar(date, now, user.timeZone);
      const source = await repo.findMeal(app.db, user.id, request.params.id);
      // A meal older than the plan's history is not shown, so it cannot be copied either.
      const earliest = await earliestVisibleDay(request);
      if (!source || (earliest && source.date < earliest)) throw new NotFoundError("Meal not found");
      const [copy] = await app.db.transaction((tx) => repo.copyMeals(tx, user.id, [source], date, now));
      request.log.info({ mealId: copy!.id, from: source.id }, "meal copied");
      return reply.code(201).send(copy!);
    },
  );

  /** 'Copy yesterday's breakfast': every meal of one type on one day, again on another (today by default). */
  app.post(
    "/api/meals/copy-day",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: CopyDayInputSchema, response: { 201: z.array(MealEntrySchema) } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = app.clock();
      const { fromDate, mealType } = request.body;
      const toDate = request.body.toDate ?? toLocalDate(now, user.timeZone);
      // Copying a day's meals onto that same day would only double them.
      if (toDate === fromDate) throw new BadRequestError(MealMessages.copySameDay, [{ path: "toDate", message: MealMessages.copySameDay }]);
      assertNotTooFar(toDate, now, user.timeZone);
      const earliest = await earliestVisibleDay(request);
      const sources = earliest && fromDate < earliest ? [] : await repo.listMealsOfType(app.db, user.id, fromDate, mealType);
      if (sources.length === 0) throw new NotFoundError(MealMessages.nothingToCopy);
      const copies = await app.db.transaction((tx) => repo.copyMeals(tx, user.id, sources, toDate, now));
      request.log.info({ count: copies.length, fromDate, toDate }, "meals copied");
      return reply.code(201).send(copies);
    },
  );

  app.get(
    "/api/meals",
    {
      config: { access: "user" },
      preHandler: requireUser,
      schema: { querystring: MealsQuerySchema, response: { 200: z.array(MealEntrySchema) } },
    },
    async (request) => {
      // The Free plan's lists reach back 7 days; older meals stay stored and reappear after an upgrade.
      const earliest = await earliestVisibleDay(request);
      const { startDate, endDate } = request.query;
      const start = earliest && (!startDate || startDate < earliest) ? earliest : startDate;
      return repo.listMeals(app.db, currentUser(request).id, { startDate: start, endDate });
    },
  );

  app.patch(
    "/api/meals/:id",
    {
      config: { access: "user", owner: { table: "meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: UpdateMealInputSchema, response: { 200: MealEntrySchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { body } = request;
      await assertVisibleFood(app, user.id, body.foodId);
      const values = toValues(body, user.timeZone);
      assertNotTooFar(values.date, app.clock(), user.timeZone);
      // The meal and its items change together: a new list of foods gives new sums; values or a food changed
      // by hand mean the items no longer describe the meal, so they go. Values sent as they were (an edit of
      // the meal type or the day of a meal whose food was deleted since) keep them.
      const meal = await app.db.transaction(async (tx) => {
        const before = await repo.findMeal(tx, user.id, request.params.id);
        if (!before) throw new NotFoundError("Meal not found");
        const computed = body.items ? await computeItems(tx, user.id, body.items, requestLocale(request)) : null;
        const updated = await repo.updateMeal(tx, user.id, request.params.id, { ...values, ...computed?.meal });
        if (!updated) throw new NotFoundError("Meal not found");
        const handTyped =
          (["calories", "proteins", "carbs", "fats"] as const).some((k) => values[k] !== undefined && values[k] !== before[k]) ||
          (values.foodId !== undefined && values.foodId !== (before.foodId ?? null));
        if (computed) await repo.replaceItems(tx, user.id, updated.id, computed.items);
        else if (handTyped && updated.items?.length) await repo.replaceItems(tx, user.id, updated.id, []);
        else return updated;
        return (await repo.findMeal(tx, user.id, updated.id))!;
      });
      return meal;
    },
  );

  app.delete(
    "/api/meals/:id",
    {
      config: { access: "user", owner: { table: "meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      if (!(await repo.deleteMeal(app.db, currentUser(request).id, request.params.id))) throw new NotFoundError("Meal not found");
      return { ok: true as const };
    },
  );
};
