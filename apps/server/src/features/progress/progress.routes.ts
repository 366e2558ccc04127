import {
  BadgeAwardSchema,
  EnergyEstimateSchema,
  IdParamsSchema,
  isValidTimeZone,
  OkSchema,
  PointsSchema,
  ProgressSummarySchema,
  StreaksSchema,
  text,
  toKg,
  toLocalDate,
  UpdateWeighInInputSchema,
  WeighInInputSchema,
  WeighInMessages,
  WeighInSchema,
  type WeighIn,
} from "@app/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors.ts";
import { assertSelf, currentUser, requireRegistered, requireUser } from "../auth/index.ts";
import { requireEntitlement } from "../billing/index.ts";
import * as repo from "./progress.repository.ts";
import { demoProgress, energyEstimateFor, progressSummary, withTrend } from "./progress.service.ts";

const UserIdParamsSchema = z.object({ userId: text().max(20) });
const ownUser = { access: "user", owner: { table: "users", column: "id" } } as const;
const ownWeighIn = { access: "user", owner: { table: "weigh_ins", column: "user_id" } } as const;

/** Weights are kept to 0.1 kg (0.05 kg would be below any bathroom scale). */
const roundKg = (kg: number) => Math.round(kg * 10) / 10;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Progress (docs/product/progress.md): points, streaks and badges computed from the user's own meals on every
 * read, the weight log with its trend, and the adaptive energy estimate (Premium: advanced analytics).
 */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = (request: FastifyRequest) => toLocalDate(app.clock(), currentUser(request).timeZone);
  const summary = (request: FastifyRequest) => progressSummary(app.db, currentUser(request).id, today(request));

  // docs/product/progress.md#server-calls: another user's id gets 403 (the user-id guard, and assertSelf here).
  app.get(
    "/api/points/:userId",
    { config: ownUser, preHandler: requireUser, schema: { params: UserIdParamsSchema, response: { 200: PointsSchema } } },
    async (request) => {
      assertSelf(request, request.params.userId);
      const s = await summary(request);
      return { totalPoints: s.totalPoints, level: s.level };
    },
  );
  app.get(
    "/api/streaks/:userId",
    { config: ownUser, preHandler: requireUser, schema: { params: UserIdParamsSchema, response: { 200: StreaksSchema } } },
    async (request) => {
      assertSelf(request, request.params.userId);
      const s = await summary(request);
      return { currentStreak: s.currentStreak, longestStreak: s.longestStreak };
    },
  );
  app.get(
    "/api/badges/:userId",
    { config: ownUser, preHandler: requireUser, schema: { params: UserIdParamsSchema, response: { 200: z.array(BadgeAwardSchema) } } },
    async (request) => {
      assertSelf(request, request.params.userId);
      return (await summary(request)).badges;
    },
  );
  /** Everything the Progress screen shows, the points history included. */
  app.get(
    "/api/progress",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: ProgressSummarySchema } } },
    async (request) => summary(request),
  );

  app.get(
    "/api/weigh-ins",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: z.array(WeighInSchema) } } },
    async (request) => withTrend(await repo.listWeighIns(app.db, currentUser(request).id)),
  );

  const assertNotFuture = (request: FastifyRequest, date: string | undefined) => {
    // A day ahead is allowed: the server's today may lag the user's by the time zone's offset.
    if (date !== undefined && date > toLocalDate(new Date(app.clock().getTime() + 86_400_000), currentUser(request).timeZone))
      throw new BadRequestError(WeighInMessages.dateInFuture, [{ path: "date", message: WeighInMessages.dateInFuture }]);
  };
  const find = async (userId: number, id: number): Promise<WeighIn> => {
    const found = withTrend(await repo.listWeighIns(app.db, userId)).find((w) => w.id === id);
    if (!found) throw new NotFoundError(WeighInMessages.notFound);
    return found;
  };

  app.post(
    "/api/weigh-ins",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: WeighInInputSchema, response: { 201: WeighInSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { date, weight, unit, note } = request.body;
      assertNotFuture(request, date);
      const stored = await repo.upsertWeighIn(app.db, user.id, { date, weightKg: roundKg(toKg(weight, unit)), note: note || null });
      request.log.info({ weighInId: stored.id }, "weigh-in logged");
      return reply.code(201).send(await find(user.id, stored.id));
    },
  );

  app.patch(
    "/api/weigh-ins/:id",
    {
      config: ownWeighIn,
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: UpdateWeighInInputSchema, response: { 200: WeighInSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { date, weight, unit, note } = request.body;
      assertNotFuture(request, date);
      const values: Parameters<typeof repo.updateWeighIn>[3] = {};
      if (date !== undefined) values.date = date;
      if (weight !== undefined) values.weightKg = roundKg(toKg(weight, unit ?? "kg"));
      if (note !== undefined) values.note = note || null;
      try {
        const updated = await repo.updateWeighIn(app.db, user.id, request.params.id, values);
        if (!updated) throw new NotFoundError(WeighInMessages.notFound);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ConflictError(WeighInMessages.dayTaken, [{ path: "date", message: WeighInMessages.dayTaken }]);
        throw error;
      }
      return find(user.id, request.params.id);
    },
  );

  app.delete(
    "/api/weigh-ins/:id",
    { config: ownWeighIn, preHandler: requireRegistered, schema: { params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      if (!(await repo.deleteWeighIn(app.db, currentUser(request).id, request.params.id)))
        throw new NotFoundError(WeighInMessages.notFound);
      return { ok: true as const };
    },
  );

  /** The adaptive energy estimate ('advanced analysis', a Premium feature). */
  app.get(
    "/api/energy-estimate",
    {
      config: { access: "premium:advanced-analytics" },
      preHandler: requireEntitlement("advanced-analytics"),
      schema: { response: { 200: EnergyEstimateSchema } },
    },
    async (request) => energyEstimateFor(app.db, currentUser(request).id, today(request)),
  );

  /** Demo mode: example progress for visitors, dated relative to their today. */
  const demoToday = (request: FastifyRequest) => {
    const zone = request.headers["x-time-zone"];
    return toLocalDate(app.clock(), typeof zone === "string" && isValidTimeZone(zone) ? zone : "UTC");
  };
  app.get("/api/demo/progress", { config: { access: "public" }, schema: { response: { 200: ProgressSummarySchema } } }, async (request) => {
    return demoProgress(demoToday(request)).summary;
  });
  app.get(
    "/api/demo/weigh-ins",
    { config: { access: "public" }, schema: { response: { 200: z.array(WeighInSchema) } } },
    async (request) => {
      return demoProgress(demoToday(request)).weighIns;
    },
  );
};
