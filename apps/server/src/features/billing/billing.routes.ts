import { computeTrialStatus, TrialStatusSchema } from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../plugins/auth.ts";

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/trial-status", { preHandler: requireUser, schema: { response: { 200: TrialStatusSchema } } }, async (request) =>
    computeTrialStatus(currentUser(request), app.clock()),
  );
};
