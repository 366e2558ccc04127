import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";

export type FoodDataState = "ready" | "failed" | "skipped";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Settles when the shipped foods and recipes are in the database (see startFoodData): the import
     * runs in the background at start, so the server answers health checks at once.
     */
    foodData: Promise<FoodDataState>;
  }
}

/**
 * preHandler for food and recipe routes: during the import at a first start (or after a data update)
 * a request waits for it rather than getting an empty or partial answer.
 */
export async function waitForFoodData(request: FastifyRequest): Promise<void> {
  if ((await request.server.foodData) === "failed") {
    throw new AppError(503, "SERVICE_UNAVAILABLE", "The food database is not available right now. Please try again later.");
  }
}
