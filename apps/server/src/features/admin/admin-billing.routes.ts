import { randomInt } from "node:crypto";
import {
  AdminBillingMessages as M,
  generatePromoCode,
  IdParamsSchema,
  PaymentStatsSchema,
  PromoCodeDeleteResultSchema,
  PromoCodeInputSchema,
  PromoCodeListSchema,
  PromoCodePatchSchema,
  PromoCodeSchema,
  StripeModeChangeSchema,
  StripeModeInputSchema,
  StripeSettingsSchema,
  SubscriptionRecordsPageSchema,
  SubscriptionsQuerySchema,
  type PaymentMode,
  type PromoCode,
  type StripeSettings,
} from "@app/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors.ts";
import { recordAdminAction } from "../audit/index.ts";
import {
  createPromoCode,
  deletePromoCodeRow,
  findPromoCodeById,
  listPromoCodes,
  PAYMENT_MODE_SETTING,
  paymentModeOf,
  paymentStats,
  promoCodeUsed,
  setPromoCodeActive,
  subscriptionRecords,
} from "../billing/index.ts";

const admin = { access: "admin" } as const;
const promoOwner = { access: "admin", owner: { table: "promo_codes", column: "id" } } as const;
const promoView = (c: PromoCode) => ({ code: c.code, type: c.type, value: c.value, maxUses: c.maxUses, isActive: c.isActive });

/** Which Stripe keys the server has, per mode: never a secret key itself. */
export function stripeSettingsOf(app: FastifyInstance): StripeSettings {
  const c = app.config;
  const keys = (secret?: string, publishable?: string) => ({
    secretKeyConfigured: Boolean(secret),
    publishableKey: publishable ?? null,
    webhookConfigured: Boolean(c.STRIPE_WEBHOOK_SECRET),
    ready: Boolean(secret && publishable),
  });
  const mode = paymentModeOf(app.settings);
  return {
    mode,
    isTest: mode === "test",
    isProduction: mode === "production",
    provider: c.PAYMENT_PROVIDER,
    test: keys(c.STRIPE_TEST_SECRET_KEY, c.STRIPE_TEST_PUBLISHABLE_KEY),
    production: keys(c.STRIPE_LIVE_SECRET_KEY, c.STRIPE_LIVE_PUBLISHABLE_KEY),
  };
}

/** End of the given day (UTC): a code 'expiring 2027-01-31' still works all that day. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);

/** /admin/stripe-settings, /admin/payments and /admin/codes (002 §2.16-§2.18); registered inside adminRoutes. */
export const adminBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/stripe-settings", { config: admin, schema: { response: { 200: StripeSettingsSchema } } }, async () =>
    stripeSettingsOf(app),
  );

  app.post(
    "/api/admin/stripe-mode",
    { config: admin, schema: { body: StripeModeInputSchema, response: { 200: StripeModeChangeSchema } } },
    async (request) => {
      const mode: PaymentMode = request.body.mode;
      const settings = stripeSettingsOf(app);
      if (mode === "production" && !settings.production.ready) throw new BadRequestError(M.liveKeysMissing);
      const before = settings.mode;
      await app.settings.set(PAYMENT_MODE_SETTING, mode, app.clock());
      await recordAdminAction(request, {
        action: "stripe.mode",
        target: "settings:stripe-mode",
        before: { mode: before },
        after: { mode },
      });
      return { message: M.modeChanged(mode), mode, isTest: mode === "test", isProduction: mode === "production" };
    },
  );

  app.get("/api/admin/payment-stats", { config: admin, schema: { response: { 200: PaymentStatsSchema } } }, async () =>
    paymentStats(app.db, app.clock()),
  );

  app.get(
    "/api/admin/stripe-subscriptions",
    { config: admin, schema: { querystring: SubscriptionsQuerySchema, response: { 200: SubscriptionRecordsPageSchema } } },
    async (request) => {
      const { tab, page, pageSize } = request.query;
      const found = await subscriptionRecords(app.db, { tab, page, pageSize, now: app.clock(), currency: app.config.PRICE_CURRENCY });
      return { ...found, page: tab === "overview" ? 1 : page, pageSize };
    },
  );

  app.get("/api/admin/promo-codes", { config: admin, schema: { response: { 200: PromoCodeListSchema } } }, async () =>
    listPromoCodes(app.db),
  );

  app.post(
    "/api/admin/promo-codes",
    { config: admin, schema: { body: PromoCodeInputSchema, response: { 201: PromoCodeSchema } } },
    async (request, reply) => {
      const input = request.body;
      const values = {
        type: input.type,
        value: input.value,
        description: input.description,
        maxUses: input.maxUses ? input.maxUses : null,
        expiresAt: input.expiresAt ? endOfDay(input.expiresAt) : null,
        createdAt: app.clock(),
      };
      if (values.expiresAt && (Number.isNaN(values.expiresAt.getTime()) || values.expiresAt <= app.clock()))
        throw new BadRequestError(M.expiryInvalid);
      let created: PromoCode | null = null;
      if (input.customCode) {
        created = await createPromoCode(app.db, { ...values, code: input.customCode });
        if (!created) throw new ConflictError(M.codeTaken);
      } else {
        // 36^6 (2.2 billion) codes per type: a clash is rare, and a few new draws settle it.
        for (let attempt = 0; attempt < 5 && !created; attempt++)
          created = await createPromoCode(app.db, { ...values, code: generatePromoCode(input.type, randomInt) });
        if (!created) throw new ConflictError(M.codeTaken);
      }
      await recordAdminAction(request, { action: "promo-code.create", target: `promo-code:${created.code}`, after: promoView(created) });
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/api/admin/promo-codes/:id",
    { config: promoOwner, schema: { params: IdParamsSchema, body: PromoCodePatchSchema, response: { 200: PromoCodeSchema } } },
    async (request) => {
      const before = await findPromoCodeById(app.db, request.params.id);
      if (!before) throw new NotFoundError(M.promoNotFound);
      const after = await setPromoCodeActive(app.db, before.id, request.body.isActive);
      if (!after) throw new NotFoundError(M.promoNotFound);
      await recordAdminAction(request, {
        action: "promo-code.toggle",
        target: `promo-code:${after.code}`,
        before: { isActive: before.isActive },
        after: { isActive: after.isActive },
      });
      return after;
    },
  );

  /** A code never used is deleted; a used one is deactivated instead, so its redemptions keep their record. */
  app.delete(
    "/api/admin/promo-codes/:id",
    { config: promoOwner, schema: { params: IdParamsSchema, response: { 200: PromoCodeDeleteResultSchema } } },
    async (request) => {
      const before = await findPromoCodeById(app.db, request.params.id);
      if (!before) throw new NotFoundError(M.promoNotFound);
      if (await promoCodeUsed(app.db, before.id, before.currentUses)) {
        const after = await setPromoCodeActive(app.db, before.id, false);
        await recordAdminAction(request, {
          action: "promo-code.deactivate",
          target: `promo-code:${before.code}`,
          before: promoView(before),
          after: after ? promoView(after) : null,
        });
        return { deleted: false, deactivated: true, message: M.deactivatedInstead };
      }
      await deletePromoCodeRow(app.db, before.id);
      await recordAdminAction(request, { action: "promo-code.delete", target: `promo-code:${before.code}`, before: promoView(before) });
      return { deleted: true, deactivated: false, message: M.promoDeleted };
    },
  );
};
