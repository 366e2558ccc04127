import {
  ACTIVITY_LEVELS,
  basalMetabolicRate,
  bmi,
  bmiCategory,
  dailyEnergy,
  DailySummarySchema,
  FoodDetailSchema,
  FoodSearchQuerySchema,
  FoodSearchResultSchema,
  IdParamsSchema,
  LogMealInputSchema,
  MealEntrySchema,
  NutritionGoalSchema,
  OkSchema,
  ProfileFiguresSchema,
  sumMacros,
  toLocalDate,
  UpdateMealInputSchema,
  V1MealsQuerySchema,
  V1SummaryQuerySchema,
  type DailySummary,
} from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../lib/errors.ts";
import { sendJsonText } from "../../plugins/serializer.ts";
import { requestLocale } from "../../lib/visitor.ts";
import { currentUser } from "../auth/index.ts";
import { mealsToCsv } from "../export/index.ts";
import { getFoodDetail, searchFoods, waitForFoodData } from "../foods/index.ts";
import { findActiveGoal, listGoals } from "../goals/index.ts";
import { deleteMeal, listVisibleMeals, listVisibleMealsJson, logMeal, updateMeal } from "../meals/index.ts";
import { findProfile } from "../profile/index.ts";
import { EXAMPLES } from "./api-v1.examples.ts";

/** Every v1 route: an API key (features/api-keys/api-keys.auth.ts checks it, its plan, its limit and its scope). */
const byKey = { access: "apiKey" } as const;
const mealOwner = { table: "meals", column: "user_id" } as const;
const security: Record<string, string[]>[] = [{ apiKey: [] }, { bearer: [] }];
const ApiErrorResponse = z.object({ error: z.string(), message: z.string() });
const errors = { 401: ApiErrorResponse, 403: ApiErrorResponse, 429: ApiErrorResponse };

/** A schema with its documented example (shown in the OpenAPI document and on /api-docs). */
const withExample = <T extends z.ZodType>(schema: T, example: unknown) => schema.meta({ examples: [example] }) as T;

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The public API v1: thin adapters over the features' own functions, so a key reaches exactly what its
 * owner reaches in the app (the same ownership checks, plan history limits and validation).
 */
export const apiV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/nutrition-goals",
    {
      config: byKey,
      schema: {
        summary: "List nutrition goals",
        description: "All of your nutrition goals; the active one has isActive true.",
        tags: ["goals"],
        security,
        response: { 200: withExample(z.array(NutritionGoalSchema), [EXAMPLES.goal]), ...errors },
      },
    },
    async (request) => listGoals(app.db, currentUser(request).id),
  );

  app.get(
    "/api/v1/nutrition-goals/active",
    {
      config: byKey,
      schema: {
        summary: "Get the active nutrition goal",
        description: "Your active goal; 404 when none is active.",
        tags: ["goals"],
        security,
        response: { 200: withExample(NutritionGoalSchema, EXAMPLES.goal), ...errors, 404: ApiErrorResponse },
      },
    },
    async (request) => {
      const goal = await findActiveGoal(app.db, currentUser(request).id);
      if (!goal) throw new NotFoundError("No active nutrition goal");
      return goal;
    },
  );

  app.get(
    "/api/v1/meals",
    {
      config: byKey,
      schema: {
        summary: "List meals",
        description: "Your meals from startDate to endDate (diary days, YYYY-MM-DD, both included, at most 366 days).",
        tags: ["meals"],
        security,
        querystring: V1MealsQuerySchema,
        response: { 200: withExample(z.array(MealEntrySchema), [EXAMPLES.meal]), ...errors },
      },
    },
    // The database writes the list's JSON from each meal's stored text, as for GET /api/meals (decision 0018-pgread).
    async (request, reply) => sendJsonText(reply, await listVisibleMealsJson(request, request.query)),
  );

  app.get(
    "/api/v1/meals.csv",
    {
      config: byKey,
      schema: {
        summary: "Download meals as CSV",
        description: "The same meals as GET /meals, as a CSV file for a spreadsheet.",
        tags: ["meals"],
        security,
        querystring: V1MealsQuerySchema,
        response: { 200: withExample(z.string(), EXAMPLES.csv), ...errors },
      },
    },
    async (request, reply) => {
      const meals = await listVisibleMeals(request, request.query);
      const { startDate, endDate } = request.query;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="nutripilot-meals-${startDate}-${endDate}.csv"`)
        .send(mealsToCsv(meals));
    },
  );

  app.post(
    "/api/v1/meals",
    {
      config: byKey,
      schema: {
        summary: "Log a meal",
        description: "Logs a meal with its calories and macros (whole kcal and grams). Needs a read-write key.",
        tags: ["meals"],
        security,
        body: withExample(LogMealInputSchema, EXAMPLES.logMeal),
        response: { 201: withExample(MealEntrySchema, EXAMPLES.meal), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await logMeal(request, request.body)),
  );

  app.patch(
    "/api/v1/meals/:id",
    {
      config: { ...byKey, owner: mealOwner },
      schema: {
        summary: "Update a meal",
        description: "Changes the fields sent; 404 for a meal that is not yours. Needs a read-write key.",
        tags: ["meals"],
        security,
        params: IdParamsSchema,
        body: withExample(UpdateMealInputSchema, { calories: 480 }),
        response: { 200: withExample(MealEntrySchema, { ...EXAMPLES.meal, calories: 480 }), ...errors, 404: ApiErrorResponse },
      },
    },
    async (request) => updateMeal(request, request.params.id, request.body),
  );

  app.delete(
    "/api/v1/meals/:id",
    {
      config: { ...byKey, owner: mealOwner },
      schema: {
        summary: "Delete a meal",
        description: "Deletes one of your meals for good; 404 for a meal that is not yours. Needs a read-write key.",
        tags: ["meals"],
        security,
        params: IdParamsSchema,
        response: { 200: withExample(OkSchema, { ok: true }), ...errors, 404: ApiErrorResponse },
      },
    },
    async (request) => deleteMeal(request, request.params.id),
  );

  app.get(
    "/api/v1/summary/daily",
    {
      config: byKey,
      schema: {
        summary: "Daily summary",
        description: "One diary day's intake against your active goal (today in your time zone by default).",
        tags: ["summary"],
        security,
        querystring: V1SummaryQuerySchema,
        response: { 200: withExample(DailySummarySchema, EXAMPLES.summary), ...errors },
      },
    },
    async (request): Promise<DailySummary> => {
      const user = currentUser(request);
      const date = request.query.date ?? toLocalDate(app.clock(), user.timeZone);
      const [meals, goal] = await Promise.all([
        listVisibleMeals(request, { startDate: date, endDate: date }),
        findActiveGoal(app.db, user.id),
      ]);
      const intake = sumMacros(meals);
      const keys = ["calories", "proteins", "carbs", "fats"] as const;
      const target = goal
        ? { id: goal.id, name: goal.name, calories: goal.calories, proteins: goal.proteins, carbs: goal.carbs, fats: goal.fats }
        : null;
      return {
        date,
        mealCount: meals.length,
        intake,
        goal: target,
        remaining: target && (Object.fromEntries(keys.map((k) => [k, target[k] - intake[k]])) as DailySummary["intake"]),
        percentOfGoal:
          target &&
          (Object.fromEntries(keys.map((k) => [k, target[k] > 0 ? round((intake[k] / target[k]) * 100) : 0])) as DailySummary["intake"]),
      };
    },
  );

  app.get(
    "/api/v1/foods/search",
    {
      config: byKey,
      preHandler: waitForFoodData,
      schema: {
        summary: "Search foods",
        description: "Foods of the food database (nutrients per 100 g) and your own custom foods, best match first.",
        tags: ["foods"],
        security,
        querystring: FoodSearchQuerySchema,
        response: { 200: withExample(z.array(FoodSearchResultSchema), [EXAMPLES.foodResult]), ...errors },
      },
    },
    async (request) => {
      const { q, limit, locale } = request.query;
      return searchFoods(app.db, {
        query: q,
        limit,
        relaxed: true,
        locale: requestLocale(request, locale),
        userId: currentUser(request).id,
        now: app.clock(),
      });
    },
  );

  app.get(
    "/api/v1/foods/:id",
    {
      config: { ...byKey, owner: { table: "foods", column: "user_id" } },
      preHandler: waitForFoodData,
      schema: {
        summary: "Get a food",
        description: "A food's nutrients per 100 g and its household portions; 404 for someone else's custom food.",
        tags: ["foods"],
        security,
        params: IdParamsSchema,
        response: { 200: withExample(FoodDetailSchema, EXAMPLES.foodDetail), ...errors, 404: ApiErrorResponse },
      },
    },
    async (request) => {
      const food = await getFoodDetail(app.db, request.params.id, { userId: currentUser(request).id, locale: requestLocale(request) });
      if (!food) throw new NotFoundError("Food not found");
      return food;
    },
  );

  app.get(
    "/api/v1/profile/figures",
    {
      config: byKey,
      schema: {
        summary: "Body figures",
        description:
          "BMI, basal metabolic rate (revised Harris-Benedict) and daily energy need (TDEE) from your profile; 404 without a profile.",
        tags: ["profile"],
        security,
        response: { 200: withExample(ProfileFiguresSchema, EXAMPLES.figures), ...errors, 404: ApiErrorResponse },
      },
    },
    async (request) => {
      const profile = await findProfile(app.db, currentUser(request).id);
      if (!profile) throw new NotFoundError("No profile yet");
      const value = bmi(profile.weight, profile.height);
      const bmr = basalMetabolicRate(profile);
      const activity = ACTIVITY_LEVELS.includes(profile.activityLevel) ? profile.activityLevel : "moderate";
      return {
        weight: profile.weight,
        height: profile.height,
        age: profile.age,
        gender: profile.gender,
        activityLevel: profile.activityLevel,
        bmi: value,
        bmiCategory: bmiCategory(value),
        bmr: Math.round(bmr),
        tdee: Math.round(dailyEnergy(bmr, activity)),
      };
    },
  );
};
