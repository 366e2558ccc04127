import {
  addDays,
  CopyDayInputSchema,
  CopyMealInputSchema,
  IdParamsSchema,
  LogMealInputSchema,
  mealTypeForMinutes,
  RecentMealSchema,
  RecentMealsQuerySchema,
  toLocalMinutes,
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
import { getFoodDetail, recordFoodUse } from "../foods/index.ts";
import * as repo from "./meals.repository.ts";
import { assertNotTooFar, computeItems, foodIdInvalid, logItemsMeal, rankRecentMeals } from "./meals.service.ts";

/** How far back recent meals look, in days. */
const RECENT_DAYS = 60;

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
async function assertVisibleFood(app: FastifyInstance, userId: number, foodId: number | null | undefined): Promise<void> {
  if (foodId == null) return;
  if (!(await getFoodDetail(app.db, foodId, { userId }))) throw foodIdInvalid();
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
        if (request.body.items) return logItemsMeal(tx, user.id, values, request.body.items, requestLocale(request), app.clock());
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
      const mealType = request.body.mealType ?? source.mealType;
      const [copy] = await app.db.transaction((tx) => repo.copyMeals(tx, user.id, [{ ...source, mealType }], date, now));
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

  /**
   * The user's recent distinct meals (the same foods in the same amounts count once), best first for the meal
   * type asked (the one of the user's time of day by default): the Add Meal form's 'Recent meals'. Logged
   * again in one tap with POST /api/meals/:id/copy. Looks at the last 60 days the plan shows.
   */
  app.get(
    "/api/meals/recent",
    {
      config: { access: "user" },
      preHandler: requireUser,
      schema: { querystring: RecentMealsQuerySchema, response: { 200: z.array(RecentMealSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      const now = app.clock();
      const today = toLocalDate(now, user.timeZone);
      const minutes = toLocalMinutes(now, user.timeZone);
      const earliest = await earliestVisibleDay(request);
      const from = addDays(today, -RECENT_DAYS);
      const startDate = earliest && earliest > from ? earliest : from;
      const meals = await repo.listMeals(app.db, user.id, { startDate, endDate: today });
      return rankRecentMeals(meals, {
        mealType: request.query.mealType ?? mealTypeForMinutes(minutes),
        minutes,
        today,
        timeZone: user.timeZone,
        limit: request.query.limit,
      });
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
