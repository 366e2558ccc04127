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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequestError, NotFoundError } from "../../lib/errors.ts";
import { currentUser, requireRegistered, requireUser } from "../auth/index.ts";
import { earliestVisibleDay } from "../billing/index.ts";
import * as repo from "./meals.repository.ts";
import { sendJsonText } from "../../plugins/serializer.ts";
import { assertNotTooFar, deleteMeal, listVisibleMealsJson, logMeal, mealRangeRead, rankRecentMeals, updateMeal } from "./meals.service.ts";

/** How far back recent meals look, in days. */
const RECENT_DAYS = 60;

export const mealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/meals",
    { config: { access: "user" }, preHandler: requireRegistered, schema: { body: LogMealInputSchema, response: { 201: MealEntrySchema } } },
    async (request, reply) => reply.code(201).send(await logMeal(request, request.body)),
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
      config: { access: "user", sessionRead: mealRangeRead },
      preHandler: requireUser,
      schema: { querystring: MealsQuerySchema, response: { 200: z.array(MealEntrySchema) } },
    },
    // The database writes the list's JSON (only MealEntrySchema's keys): sent as it is (decision 0016). Not an async
    // handler: a dashboard read's list is at hand when the handler runs (decision 0018-pgread).
    (request, reply) => {
      const list = listVisibleMealsJson(request, request.query);
      if (typeof list === "string") {
        sendJsonText(reply, list);
        return;
      }
      return list.then((text) => {
        sendJsonText(reply, text);
      });
    },
  );

  app.patch(
    "/api/meals/:id",
    {
      config: { access: "user", owner: { table: "meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: UpdateMealInputSchema, response: { 200: MealEntrySchema } },
    },
    async (request) => updateMeal(request, request.params.id, request.body),
  );

  app.delete(
    "/api/meals/:id",
    {
      config: { access: "user", owner: { table: "meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => deleteMeal(request, request.params.id),
  );
};
