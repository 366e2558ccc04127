import {
  CreateScheduleInputSchema,
  DemoPlanInputSchema,
  DemoPlanResultSchema,
  EmptyBodySchema,
  GeneratePlanInputSchema,
  GeneratePlanResultSchema,
  GroceryCheckInputSchema,
  GroceryListSchema,
  GroceryQuerySchema,
  IdParamsSchema,
  MealEntrySchema,
  MealPlanItemSchema,
  MealPlanScheduleDetailSchema,
  MealPlanScheduleSchema,
  OkSchema,
  PlannerMessages,
  PlanPdfQuerySchema,
  RegenerateDayInputSchema,
  UpdatePlanItemInputSchema,
} from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequestError, NotFoundError, TooManyRequestsError } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/visitor.ts";
import { currentUser } from "../auth/index.ts";
import { requireEntitlement } from "../billing/index.ts";
import { waitForFoodData } from "../foods/index.ts";
import { consumeQuota, type Window } from "../throttle/index.ts";
import { findGoal } from "../goals/index.ts";
import * as repo from "./planner.repository.ts";
import {
  demoPlan,
  eatItem,
  generatePlan,
  groceryList,
  planPdf,
  regenerateDay,
  scheduleDetail,
  setGroceryCheck,
  storeSentDays,
  type PlannerSources,
} from "./planner.service.ts";

/** Demo plans a visitor may generate per IP address per hour (each is a full generation on the server). */
export const DEMO_PLANS_PER_IP: Window = { bucket: "demo-meal-plan", max: 30, windowMs: 60 * 60_000 };

const scheduleNotFound = () => new NotFoundError(PlannerMessages.scheduleNotFound);
const itemNotFound = () => new NotFoundError(PlannerMessages.itemNotFound);

/**
 * The meal planner (002 §2.3, §7; issue 18). Premium (001 §6): visitors get 401 and use the demo planner
 * in the browser; Free users get 403 PREMIUM_REQUIRED. Every schedule and item answers to its owner only:
 * someone else's id is a 404, as a missing one.
 */
export function plannerRoutes(sources: PlannerSources): FastifyPluginAsyncZod {
  return async (app) => {
    const access = "premium:meal-planner" as const;
    const gate = requireEntitlement("meal-planner");
    const scheduleOwner = { table: "meal_plan_schedules", column: "user_id" };
    const itemOwner = { table: "meal_plan_items", column: "user_id" };

    // The visitors' demo planner (002 §2.3, §7): generation by the same rules, kept in the browser, stored nowhere here.
    app.post(
      "/api/demo/meal-plans/generate",
      {
        config: { access: "public" },
        preHandler: waitForFoodData,
        schema: { body: DemoPlanInputSchema, response: { 200: DemoPlanResultSchema } },
      },
      async (request) => {
        const slot = await consumeQuota(app.db, DEMO_PLANS_PER_IP, [request.ip], app.clock());
        if (!slot.allowed) throw new TooManyRequestsError(PlannerMessages.demoTooMany, slot.retryAfterSeconds);
        return demoPlan(request, sources, request.body);
      },
    );

    app.get(
      "/api/meal-plans/schedules",
      { config: { access }, preHandler: gate, schema: { response: { 200: z.array(MealPlanScheduleSchema) } } },
      async (request) => repo.listSchedules(app.db, currentUser(request).id),
    );

    app.post(
      "/api/meal-plans/schedules",
      {
        config: { access },
        preHandler: [gate, waitForFoodData],
        schema: { body: CreateScheduleInputSchema, response: { 201: MealPlanScheduleSchema } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { title, startDate, endDate, period, goalId, days } = request.body;
        if (goalId != null && !(await findGoal(app.db, user.id, goalId)))
          throw new BadRequestError(PlannerMessages.goalNotFound, [{ path: "goalId", message: PlannerMessages.goalNotFound }]);
        const schedule = await app.db.transaction(async (tx) => {
          const created = await repo.insertSchedule(tx, user.id, { title, startDate, endDate, period, goalId: goalId ?? null });
          if (days && days.length > 0) await storeSentDays(request, sources, tx, created, days);
          return created;
        });
        request.log.info({ scheduleId: schedule.id }, "meal plan schedule created");
        return reply.code(201).send(schedule);
      },
    );

    app.get(
      "/api/meal-plans/schedules/:id",
      {
        config: { access, owner: scheduleOwner },
        preHandler: [gate, waitForFoodData],
        schema: { params: IdParamsSchema, response: { 200: MealPlanScheduleDetailSchema } },
      },
      async (request) => {
        const found = await repo.findScheduleWithDays(app.db, currentUser(request).id, request.params.id);
        if (!found) throw scheduleNotFound();
        return scheduleDetail(request, sources, found.schedule, requestLanguage(request), found.days);
      },
    );

    app.get(
      "/api/meal-plans/schedules/:id/grocery-list",
      {
        config: { access, owner: scheduleOwner },
        preHandler: [gate, waitForFoodData],
        schema: { params: IdParamsSchema, querystring: GroceryQuerySchema, response: { 200: GroceryListSchema } },
      },
      async (request) => {
        const schedule = await repo.findSchedule(app.db, currentUser(request).id, request.params.id);
        if (!schedule) throw scheduleNotFound();
        return groceryList(request, schedule, request.query.from, request.query.to);
      },
    );

    app.put(
      "/api/meal-plans/schedules/:id/grocery-list/checks",
      {
        config: { access, owner: scheduleOwner },
        preHandler: [gate, waitForFoodData],
        schema: { params: IdParamsSchema, body: GroceryCheckInputSchema, response: { 200: OkSchema } },
      },
      async (request) => {
        const schedule = await repo.findSchedule(app.db, currentUser(request).id, request.params.id);
        if (!schedule) throw scheduleNotFound();
        await setGroceryCheck(request, schedule, request.body.foodId, request.body.checked);
        return { ok: true as const };
      },
    );

    // The PDF of a week and its grocery list: Premium's plan export (001 §6), on top of the planner's own gate.
    const exportGate = requireEntitlement("meal-plan-export");
    app.get(
      "/api/meal-plans/schedules/:id/pdf",
      {
        config: { access, owner: scheduleOwner },
        preHandler: [gate, exportGate, waitForFoodData],
        schema: { params: IdParamsSchema, querystring: PlanPdfQuerySchema },
      },
      async (request, reply) => {
        const schedule = await repo.findSchedule(app.db, currentUser(request).id, request.params.id);
        if (!schedule) throw scheduleNotFound();
        const { pdf, weekStart } = await planPdf(request, sources, schedule, request.query);
        request.log.info({ scheduleId: schedule.id, bytes: pdf.length }, "meal plan pdf rendered");
        const slug = schedule.title.normalize("NFKD").replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "meal-plan";
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${slug}-${weekStart}.pdf"`)
          .header("cache-control", "no-store")
          .send(pdf);
      },
    );

    app.delete(
      "/api/meal-plans/schedules/:id",
      { config: { access, owner: scheduleOwner }, preHandler: gate, schema: { params: IdParamsSchema, response: { 200: OkSchema } } },
      async (request) => {
        if (!(await repo.deleteSchedule(app.db, currentUser(request).id, request.params.id))) throw scheduleNotFound();
        return { ok: true as const };
      },
    );

    app.post(
      "/api/meal-plans/generate",
      {
        config: { access },
        preHandler: [gate, waitForFoodData],
        schema: { body: GeneratePlanInputSchema, response: { 200: GeneratePlanResultSchema } },
      },
      async (request) => {
        const schedule = await repo.findSchedule(app.db, currentUser(request).id, request.body.scheduleId);
        if (!schedule) throw scheduleNotFound();
        const days = await generatePlan(request, sources, schedule, request.body.regenerateAll ?? true);
        const message = requestLanguage(request) === "it" ? `Il tuo piano per ${days} giorni è pronto.` : PlannerMessages.generated(days);
        return { message, schedule: await scheduleDetail(request, sources, schedule) };
      },
    );

    app.post(
      "/api/meal-plans/regenerate-day",
      {
        config: { access },
        preHandler: [gate, waitForFoodData],
        schema: { body: RegenerateDayInputSchema, response: { 200: MealPlanScheduleDetailSchema } },
      },
      async (request) => {
        const schedule = await repo.findSchedule(app.db, currentUser(request).id, request.body.scheduleId);
        if (!schedule) throw scheduleNotFound();
        await regenerateDay(request, sources, schedule, request.body.date);
        return scheduleDetail(request, sources, schedule);
      },
    );

    app.patch(
      "/api/meal-plans/items/:id",
      {
        config: { access, owner: itemOwner },
        preHandler: [gate, waitForFoodData],
        schema: { params: IdParamsSchema, body: UpdatePlanItemInputSchema, response: { 200: MealPlanItemSchema } },
      },
      async (request) => {
        const user = currentUser(request);
        const { servings, note } = request.body;
        const changed = await repo.updateItem(app.db, user.id, request.params.id, {
          ...(servings !== undefined ? { servings } : {}),
          ...(note !== undefined ? { note: note === null || note === "" ? null : note } : {}),
        });
        if (!changed) throw itemNotFound();
        const item = await repo.findItem(app.db, user.id, request.params.id);
        const schedule = item && (await repo.findSchedule(app.db, user.id, item.scheduleId));
        if (!item || !schedule) throw itemNotFound();
        const detail = await scheduleDetail(request, sources, schedule);
        return detail.days.flatMap((d) => d.items).find((i) => i.id === item.id)!;
      },
    );

    app.post(
      "/api/meal-plans/items/:id/eat",
      {
        config: { access, owner: itemOwner },
        preHandler: [gate, waitForFoodData],
        schema: { params: IdParamsSchema, body: EmptyBodySchema, response: { 201: MealEntrySchema } },
      },
      async (request, reply) => {
        const item = await repo.findItem(app.db, currentUser(request).id, request.params.id);
        if (!item) throw itemNotFound();
        const meal = await eatItem(request, item);
        request.log.info({ mealId: meal.id, planItemId: item.id }, "planned meal logged");
        return reply.code(201).send(meal);
      },
    );
  };
}
