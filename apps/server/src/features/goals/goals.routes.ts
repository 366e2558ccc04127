import { GoalInputSchema, IdParamsSchema, NutritionGoalSchema, OkSchema, UpdateGoalInputSchema } from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../lib/errors.ts";
import { currentUser, requireRegistered, requireUser, takeSessionRead } from "../auth/index.ts";
import { sendJsonText } from "../../plugins/serializer.ts";
import * as repo from "./goals.repository.ts";

function toValues(input: z.output<typeof UpdateGoalInputSchema>): Partial<repo.GoalValues> {
  const v: Partial<repo.GoalValues> = {};
  if (input.name !== undefined) v.name = input.name;
  if (input.description !== undefined) v.description = input.description || null;
  for (const k of ["calories", "proteins", "carbs", "fats"] as const) if (input[k] !== undefined) v[k] = Math.round(input[k]);
  if (input.startDate !== undefined) v.startDate = input.startDate;
  if (input.endDate !== undefined) v.endDate = input.endDate ?? null;
  if (input.isActive !== undefined) v.isActive = input.isActive;
  return v;
}

/** The active goal's joined read takes no values of its own. */
const noValues: Record<string, unknown> = {};

export const goalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/nutrition-goals",
    {
      config: { access: "user" },
      preHandler: requireUser,
      schema: { response: { 200: z.array(NutritionGoalSchema) } },
    },
    async (request) => {
      return repo.listGoals(app.db, currentUser(request).id);
    },
  );

  app.get(
    "/api/nutrition-goals/active",
    {
      config: { access: "user", sessionRead: { statement: repo.activeGoalRead, values: () => noValues } },
      preHandler: requireUser,
      schema: { response: { 200: NutritionGoalSchema } },
    },
    async (request, reply) => {
      // Read in the session statement (decision 0017-pgone): the goal's JSON text as the database wrote it.
      const joined = takeSessionRead(request, noValues);
      if (joined === null) throw new NotFoundError("No active nutrition goal");
      if (joined !== undefined) return sendJsonText(reply, joined);
      const goal = await repo.findActiveGoal(app.db, currentUser(request).id);
      if (!goal) throw new NotFoundError("No active nutrition goal");
      return goal;
    },
  );

  app.post(
    "/api/nutrition-goals",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: GoalInputSchema, response: { 201: NutritionGoalSchema } },
    },
    async (request, reply) => {
      const values = { isActive: true, description: null, endDate: null, ...toValues(request.body) } as repo.GoalValues;
      const goal = await repo.insertGoal(app.db, currentUser(request).id, values);
      return reply.code(201).send(goal);
    },
  );

  app.patch(
    "/api/nutrition-goals/:id",
    {
      config: { access: "user", owner: { table: "nutrition_goals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: UpdateGoalInputSchema, response: { 200: NutritionGoalSchema } },
    },
    async (request) => {
      const goal = await repo.updateGoal(app.db, currentUser(request).id, request.params.id, toValues(request.body));
      if (!goal) throw new NotFoundError("Goal not found");
      return goal;
    },
  );

  app.delete(
    "/api/nutrition-goals/:id",
    {
      config: { access: "user", owner: { table: "nutrition_goals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      if (!(await repo.deleteGoal(app.db, currentUser(request).id, request.params.id))) throw new NotFoundError("Goal not found");
      return { ok: true as const };
    },
  );
};
