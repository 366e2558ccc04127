import { appSettingsOf, AppSettingsSchema, TrialStatusSchema } from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../auth/index.ts";
import { planStatusOf } from "./entitlements.ts";

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Public: what the pricing and trial screens show, from the server's own configuration. */
  app.get("/api/app-settings", { config: { access: "public" }, schema: { response: { 200: AppSettingsSchema } } }, async () =>
    appSettingsOf({ trialDays: app.config.TRIAL_DAYS, paywall: app.config.PAYWALL, currency: app.config.PRICE_CURRENCY }),
  );

  app.get(
    "/api/trial-status",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: TrialStatusSchema } } },
    async (request) => planStatusOf(request),
  );
};
