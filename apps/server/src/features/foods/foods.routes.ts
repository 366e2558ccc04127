import {
  BarcodeMessages,
  BarcodeParamsSchema,
  CustomFoodInputSchema,
  FoodDetailSchema,
  FoodMessages,
  FoodSearchQuerySchema,
  FoodSearchResultSchema,
  FoodSourceInfoSchema,
  IdParamsSchema,
  OkSchema,
  text,
  UpdateCustomFoodInputSchema,
} from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, BadRequestError, NotFoundError, TooManyRequestsError } from "../../lib/errors.ts";
import { takeSlots } from "../throttle/index.ts";
import { findFoodIdByBarcode, storeOffProduct } from "./foods.barcode.ts";
import { requestLocale } from "../../lib/visitor.ts";
import { currentUser, requireRegistered, requireUser } from "../auth/index.ts";
import * as repo from "./foods.repository.ts";
import { forgetSearchResults, searchFoodsKept } from "./foods.search.ts";
import { waitForFoodData } from "./foods.ready.ts";
import { listSourceInfo } from "./foods.sources.ts";

const LocaleQuery = z.object({ locale: text().max(35).optional() });
const LimitQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20), locale: text().max(35).optional() });

/** `?locale=` wins over the browser's Accept-Language ('de-DE,de;q=0.9' → 'de-DE'). */
/**
 * Food search and details are public, so the demo and signed-out visitors can look foods up; a
 * signed-in user's own custom and recently logged foods join their results. Custom foods are
 * private: every query is scoped to their owner, and someone else's food is a 404.
 */
export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", waitForFoodData);
  app.get(
    "/api/foods/search",
    { config: { access: "public" }, schema: { querystring: FoodSearchQuerySchema, response: { 200: z.array(FoodSearchResultSchema) } } },
    async (request) => {
      const { q, limit, locale } = request.query;
      return searchFoodsKept(app.db, { query: q, limit, relaxed: true, locale: requestLocale(request, locale), userId: request.user?.id, now: app.clock() });
    },
  );

  /** Who published each table, its licence and the attribution to show (for /scientific-sources). */
  app.get(
    "/api/foods/sources",
    { config: { access: "public" }, schema: { response: { 200: z.array(FoodSourceInfoSchema) } } },
    async () => listSourceInfo(),
  );

  app.get(
    "/api/foods/recent",
    {
      config: { access: "user" },
      preHandler: requireUser,
      schema: { querystring: LimitQuery, response: { 200: z.array(FoodSearchResultSchema) } },
    },
    async (request) =>
      repo.listRecentFoods(app.db, currentUser(request).id, request.query.limit, requestLocale(request, request.query.locale)),
  );

  app.get(
    "/api/foods/custom",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: z.array(FoodSearchResultSchema) } } },
    async (request) => repo.listCustomFoods(app.db, currentUser(request).id),
  );

  /**
   * A packaged product by its barcode: a food already stored with it, else Open Food Facts (when on), whose
   * product is stored as a shared food. The look-ups that reach Open Food Facts are limited per user and
   * in all; unknown, off or unreachable all answer 404 BARCODE_NOT_FOUND.
   */
  app.get(
    "/api/foods/barcode/:code",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { params: BarcodeParamsSchema, querystring: LocaleQuery, response: { 200: FoodDetailSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { code } = request.params;
      const locale = requestLocale(request, request.query.locale);
      let id = await findFoodIdByBarcode(app.db, code);
      if (id === undefined && app.config.OFF_ENABLED) {
        const perUser = { bucket: "off-lookup", max: app.config.OFF_LOOKUPS_PER_MINUTE, windowMs: 60_000 };
        const all = { bucket: "off-lookup-all", max: app.config.OFF_LOOKUPS_PER_MINUTE_TOTAL, windowMs: 60_000 };
        const slot = await takeSlots(
          app.db,
          [
            { window: perUser, key: String(user.id) },
            { window: all, key: "all" },
          ],
          app.clock(),
        );
        if (!slot.allowed) throw new TooManyRequestsError(BarcodeMessages.tooManyLookups, slot.retryAfterSeconds);
        const product = await app.openFoodFacts.lookup(code);
        if (product) {
          id = await storeOffProduct(app.db, product);
          forgetSearchResults(app.db);
          request.log.info({ foodId: id }, "open food facts product stored");
        }
      }
      const food = id === undefined ? undefined : await repo.getFoodDetail(app.db, id, { userId: user.id, locale });
      if (!food) throw new AppError(404, "BARCODE_NOT_FOUND", BarcodeMessages.notFound);
      return food;
    },
  );

  app.get(
    "/api/foods/:id",
    {
      config: { access: "public", owner: { table: "foods", column: "user_id" } },
      schema: { params: IdParamsSchema, querystring: LocaleQuery, response: { 200: FoodDetailSchema } },
    },
    async (request) => {
      const food = await repo.getFoodDetail(app.db, request.params.id, {
        userId: request.user?.id,
        locale: requestLocale(request, request.query.locale),
      });
      if (!food) throw new NotFoundError("Food not found");
      return food;
    },
  );

  app.post(
    "/api/foods/custom",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: CustomFoodInputSchema, response: { 201: FoodDetailSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await repo.createCustomFood(app.db, user.id, request.body);
      request.log.info({ foodId: id }, "custom food created");
      return reply.code(201).send((await repo.getFoodDetail(app.db, id, { userId: user.id }))!);
    },
  );

  app.patch(
    "/api/foods/custom/:id",
    {
      config: { access: "user", owner: { table: "foods", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: UpdateCustomFoodInputSchema, response: { 200: FoodDetailSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const outcome = await repo.updateCustomFood(app.db, user.id, request.params.id, request.body);
      if (outcome === "not-found") throw new NotFoundError("Food not found");
      if (outcome === "macros-over-100")
        throw new BadRequestError(FoodMessages.macrosOver100, [{ path: "carbsG", message: FoodMessages.macrosOver100 }]);
      return (await repo.getFoodDetail(app.db, request.params.id, { userId: user.id }))!;
    },
  );

  app.delete(
    "/api/foods/custom/:id",
    {
      config: { access: "user", owner: { table: "foods", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      if (!(await repo.deleteCustomFood(app.db, currentUser(request).id, request.params.id))) throw new NotFoundError("Food not found");
      return { ok: true as const };
    },
  );
};
