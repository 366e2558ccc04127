import {
  IdParamsSchema,
  LogMealInputSchema,
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
import { currentUser, requireRegistered, requireUser } from "../auth/index.ts";
import { earliestVisibleDay } from "../billing/index.ts";
import { getFoodDetail, recordFoodUse } from "../foods/index.ts";
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

export const mealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/meals",
    { config: { access: "user" }, preHandler: requireRegistered, schema: { body: LogMealInputSchema, response: { 201: MealEntrySchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const timestamp = request.body.timestamp ?? app.clock().toISOString();
      const values = toValues({ ...request.body, timestamp }, user.timeZone) as repo.MealValues;
      // One write: the meal and the use of its food (which then ranks higher in the user's searches and
      // lists as recent) are stored together or not at all. Recording the use checks the food is one the
      // user can see.
      const meal = await app.db.transaction(async (tx) => {
        if (values.foodId != null && !(await recordFoodUse(tx, user.id, values.foodId, app.clock()))) throw foodIdInvalid();
        return repo.insertMeal(tx, user.id, values);
      });
      request.log.info({ mealId: meal.id }, "meal logged");
      return reply.code(201).send(meal);
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
      await assertVisibleFood(app, user.id, request.body.foodId);
      const meal = await repo.updateMeal(app.db, user.id, request.params.id, toValues(request.body, user.timeZone));
      if (!meal) throw new NotFoundError("Meal not found");
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
