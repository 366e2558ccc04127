import { isValidTimeZone, MealEntrySchema, NutritionGoalSchema, toLocalDate, UserProfileSchema } from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { requestLanguage } from "../../lib/visitor.ts";
import { demoGoals, demoMeals, demoProfile } from "./demo.data.ts";

/** Demo data for visitors (docs/product/access-and-plans.md#demo-mode), dated relative to the visitor's today. Read-only. */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = (request: FastifyRequest) => {
    const zone = request.headers["x-time-zone"];
    return toLocalDate(app.clock(), typeof zone === "string" && isValidTimeZone(zone) ? zone : "UTC");
  };
  app.get("/api/demo/meals", { config: { access: "public" }, schema: { response: { 200: z.array(MealEntrySchema) } } }, async (request) =>
    demoMeals(today(request), requestLanguage(request)),
  );
  app.get(
    "/api/demo/nutrition-goals",
    { config: { access: "public" }, schema: { response: { 200: z.array(NutritionGoalSchema) } } },
    async (request) => demoGoals(today(request), requestLanguage(request)),
  );
  app.get(
    "/api/demo/nutrition-goals/active",
    { config: { access: "public" }, schema: { response: { 200: NutritionGoalSchema } } },
    async (request) => demoGoals(today(request), requestLanguage(request))[0]!,
  );
  app.get("/api/demo/user-profile", { config: { access: "public" }, schema: { response: { 200: UserProfileSchema } } }, async (request) =>
    demoProfile(today(request)),
  );
};
