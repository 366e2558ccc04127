import { TrialStatusSchema } from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/auth.ts";
import { planStatusOf } from "./entitlements.ts";

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/trial-status", { preHandler: requireUser, schema: { response: { 200: TrialStatusSchema } } }, async (request) => planStatusOf(request));
};
