import {
  appSettingsOf,
  AppSettingsSchema,
  CheckoutParamsSchema,
  CheckoutSessionViewSchema,
  CreatePaymentIntentInputSchema,
  CreatePaymentIntentResponseSchema,
  PayInputSchema,
  PayResponseSchema,
  RedeemPromoInputSchema,
  RedeemPromoResponseSchema,
  StripeModeResponseSchema,
  StripePublicKeyResponseSchema,
  SubscriptionViewSchema,
  TrialStatusSchema,
  VerifyPaymentInputSchema,
  VerifyPaymentResponseSchema,
  WebhookResponseSchema,
} from "@app/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../lib/visitor.ts";
import { currentUser, requireRegistered, requireUser } from "../auth/index.ts";
import * as billing from "./billing.service.ts";
import { planStatusOf } from "./entitlements.ts";
import { LOCAL_SIGNATURE_HEADER } from "./providers/local-provider.ts";
import { paymentModeOf } from "./providers/index.ts";
import type { PaymentProviders } from "./providers/payment-provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Checkout providers: the one new checkouts use now (by PAYMENT_PROVIDER and the stored mode), and each by name. */
    payments: PaymentProviders;
  }
  interface FastifyRequest {
    /** The webhook routes' unparsed body: signatures are computed over these exact bytes. */
    rawBody?: string;
  }
}

export function billingDeps(app: FastifyInstance, log = app.log): billing.BillingDeps {
  return {
    db: app.db,
    mail: app.mail,
    now: app.clock,
    log,
    provider: () => app.payments.active(),
    providerNamed: (name) => app.payments.named(name),
    localEventSecret: app.secrets.paymentEvents,
    currency: app.config.PRICE_CURRENCY,
  };
}

const localeOf = (request: FastifyRequest): "en" | "it" => {
  const cookie = request.cookies?.np_locale;
  return cookie === "it" || cookie === "en" ? cookie : requestLanguage(request);
};
const originOf = (request: FastifyRequest) => request.server.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Public: what the pricing and trial screens show, from the server's own configuration. */
  app.get(
    "/api/app-settings",
    { config: { access: "public" }, schema: { response: { 200: AppSettingsSchema } } },
    async () => appSettingsOf({ trialDays: app.config.TRIAL_DAYS, paywall: app.config.PAYWALL, currency: app.config.PRICE_CURRENCY }),
  );

  app.get(
    "/api/trial-status",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: TrialStatusSchema } } },
    async (request) => planStatusOf(request),
  );

  app.post(
    "/api/create-payment-intent",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: CreatePaymentIntentInputSchema, response: { 200: CreatePaymentIntentResponseSchema } },
    },
    async (request) =>
      billing.createCheckout(billingDeps(app, request.log), currentUser(request), request.body, {
        locale: localeOf(request),
        origin: originOf(request),
      }),
  );

  app.post(
    "/api/verify-payment",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: VerifyPaymentInputSchema, response: { 200: VerifyPaymentResponseSchema } },
    },
    async (request) =>
      billing.verifyPayment(billingDeps(app, request.log), currentUser(request).id, request.body.sessionId, request.body.planId),
  );

  app.get(
    "/api/checkout/:checkoutId",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { params: CheckoutParamsSchema, response: { 200: CheckoutSessionViewSchema } },
    },
    async (request) => billing.viewCheckout(billingDeps(app, request.log), currentUser(request).id, request.params.checkoutId),
  );

  app.post(
    "/api/checkout/:checkoutId/pay",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { params: CheckoutParamsSchema, body: PayInputSchema, response: { 200: PayResponseSchema } },
    },
    async (request) =>
      billing.payLocalCheckout(billingDeps(app, request.log), currentUser(request).id, request.params.checkoutId, request.body),
  );

  app.get(
    "/api/stripe-public-key",
    { config: { access: "public" }, schema: { response: { 200: StripePublicKeyResponseSchema } } },
    async () => ({ publicKey: await app.payments.publicKey() }),
  );

  app.get("/api/stripe-mode", { config: { access: "public" }, schema: { response: { 200: StripeModeResponseSchema } } }, async () => {
    const mode = paymentModeOf(app.settings);
    return { mode, isProduction: mode === "production", isTest: mode === "test" };
  });

  app.get(
    "/api/subscription",
    { config: { access: "user" }, preHandler: requireRegistered, schema: { response: { 200: SubscriptionViewSchema } } },
    async (request) => billing.subscriptionView(billingDeps(app, request.log), currentUser(request).id),
  );

  for (const [path, cancel] of [
    ["/api/subscription/cancel", true],
    ["/api/subscription/resume", false],
  ] as const) {
    app.post(
      path,
      {
        config: { access: "user" },
        preHandler: requireRegistered,
        schema: { body: z.strictObject({}).optional(), response: { 200: SubscriptionViewSchema } },
      },
      async (request) => billing.setCancellation(billingDeps(app, request.log), currentUser(request).id, cancel),
    );
  }

  app.post(
    "/api/promo-codes/redeem",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: RedeemPromoInputSchema, response: { 200: RedeemPromoResponseSchema } },
    },
    async (request) => billing.redeemPromo(billingDeps(app, request.log), currentUser(request), request.body.code),
  );

  await app.register(webhookRoutes);
};

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
};

/** Provider webhooks: no session, a signature over the raw body instead. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: the JSON body is kept as received, then parsed.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === "" ? {} : JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  app.post(
    "/api/webhooks/local",
    { config: { access: "webhook" }, schema: { response: { 200: WebhookResponseSchema } } },
    async (request) => {
      await billing.handleLocalEvent(billingDeps(app, request.log), request.rawBody ?? "", header(request, LOCAL_SIGNATURE_HEADER));
      return { received: true };
    },
  );

  app.post(
    "/api/webhooks/stripe",
    { config: { access: "webhook" }, schema: { response: { 200: WebhookResponseSchema } } },
    async (request) => {
      let event;
      try {
        event = await app.payments.parseStripeWebhook(request.rawBody ?? "", header(request, "stripe-signature"));
      } catch {
        throw billing.invalidSignature();
      }
      await billing.handleStripeEvent(billingDeps(app, request.log), event);
      return { received: true };
    },
  );
};
