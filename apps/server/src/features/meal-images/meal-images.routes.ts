import { visitorKeys } from "../../lib/visitor.ts";
import {
  ANONYMOUS_MEAL_IMAGE_LIMIT,
  MealImageFileSchema,
  MealImageInputSchema,
  MealImageMessages,
  MealImageResultSchema,
  VISITOR_ADDRESS_DAILY_CEILING,
} from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NotFoundError, TooManyRequestsError } from "../../lib/errors.ts";
import { consumeQuota, takeVisitorAllowance, type VisitorAllowance } from "../throttle/index.ts";
import { findMealImage } from "./meal-images.repository.ts";
import { createMealImage, isMealImageStored, mealImageHash, mealImageUrl } from "./meal-images.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Guests: 2 new pictures per browser session (anonymous cookie); at most VISITOR_ADDRESS_DAILY_CEILING a day from one address. */
export const ANONYMOUS_MEAL_IMAGE_ALLOWANCE: VisitorAllowance = {
  perVisitor: { bucket: "meal-image-anonymous", max: ANONYMOUS_MEAL_IMAGE_LIMIT, windowMs: DAY_MS },
  perAddress: { bucket: "meal-image-anonymous-address", max: VISITOR_ADDRESS_DAILY_CEILING, windowMs: DAY_MS },
};
/** Signed-in users: generous, but a script can't fill the database. */
export const USER_MEAL_IMAGE_WINDOW = { bucket: "meal-image-user", max: 300, windowMs: 60 * 60 * 1000 };

/** The pictures can't run script or load anything, even when opened directly. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const mealImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/meal-image",
    { config: { access: ["guest", "user"] }, schema: { body: MealImageInputSchema, response: { 200: MealImageResultSchema } } },
    async (request, reply) => {
      const { mealName, mealDescription, mealType } = request.body;
      const hash = mealImageHash(mealName, mealDescription, mealType);
      if (!(await isMealImageStored(app.db, hash))) {
        const now = app.clock();
        const quota = request.user
          ? await consumeQuota(app.db, USER_MEAL_IMAGE_WINDOW, [`user:${request.user.id}`], now)
          : await takeVisitorAllowance(app.db, ANONYMOUS_MEAL_IMAGE_ALLOWANCE, visitorKeys(request, reply), now);
        if (!quota.allowed)
          throw new TooManyRequestsError(request.user ? MealImageMessages.failed : MealImageMessages.guestLimit, quota.retryAfterSeconds);
        await createMealImage(app.db, { mealName, mealDescription, mealType }, hash, now);
        request.log.info({ hash }, "meal image created");
      }
      return { success: true, url: mealImageUrl(hash), error: null };
    },
  );

  app.get(
    "/api/meal-images/:file",
    {
      config: { access: "public" },
      schema: { params: MealImageFileSchema },
      // Replaces the no-store that API answers get when their request starts (plugins/security.ts): a picture never changes.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header("cache-control", "public, max-age=31536000, immutable");
        return payload;
      },
    },
    async (request, reply) => {
      const image = await findMealImage(app.db, request.params.file.slice(0, -".svg".length));
      if (!image) throw new NotFoundError("Image not found");
      return reply
        .header("content-type", `${image.contentType}; charset=utf-8`)
        .header("content-security-policy", IMAGE_CSP)
        .header("x-content-type-options", "nosniff")
        .header("cross-origin-resource-policy", "same-origin")
        .header("etag", `"${image.hash}"`)
        .send(image.body);
    },
  );
};
