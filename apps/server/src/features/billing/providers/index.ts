import { PaymentMessages, type PaymentMode } from "@app/shared";
import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import { createLocalProvider } from "./local-provider.ts";
import { LOCAL_PUBLIC_KEY, type PaymentProvider, type PaymentProviders } from "./payment-provider.ts";
import { createStripeProvider, type StripeApiOptions, type StripeProvider } from "./stripe-provider.ts";

export { createLocalProvider, signLocalEvent, LOCAL_SIGNATURE_HEADER, TEST_CARDS } from "./local-provider.ts";
export type { PaymentProvider, PaymentProviders, CheckoutRequest, ProviderSession, ProviderEvent } from "./payment-provider.ts";
export type { StripeApiOptions } from "./stripe-provider.ts";

/** The stored setting (app_settings) an administrator switches on /admin/stripe-settings: test or production. */
export const PAYMENT_MODE_SETTING = "stripe-mode";

/** The settings the server has loaded (app.settings): read at start and again on 'Restart Server'. */
export interface LoadedSettings {
  get(key: string): unknown;
}

/** The payment mode of the loaded settings: production only when stored so, test otherwise. */
export const paymentModeOf = (settings: LoadedSettings): PaymentMode =>
  settings.get(PAYMENT_MODE_SETTING) === "production" ? "production" : "test";

const stripeNotConfigured = () => new AppError(503, "SERVICE_UNAVAILABLE", PaymentMessages.stripeNotConfigured);

/**
 * The providers by configuration: the built-in one always; Stripe with the keys of the stored mode (test or
 * production) when PAYMENT_PROVIDER is stripe, or auto and that mode's secret key is set.
 */
export function createPaymentProviders(opts: {
  config: Config;
  db: Db;
  settings: LoadedSettings;
  stripeApi?: StripeApiOptions;
}): PaymentProviders {
  const { config } = opts;
  const local = createLocalProvider(opts.db);
  const clients = new Map<string, Promise<StripeProvider>>();
  const keysOf = async () => {
    const production = paymentModeOf(opts.settings) === "production";
    return production
      ? { secret: config.STRIPE_LIVE_SECRET_KEY, publishable: config.STRIPE_LIVE_PUBLISHABLE_KEY }
      : { secret: config.STRIPE_TEST_SECRET_KEY, publishable: config.STRIPE_TEST_PUBLISHABLE_KEY };
  };
  const stripeFor = (secretKey: string) => {
    let client = clients.get(secretKey);
    if (!client) {
      client = createStripeProvider({ secretKey, webhookSecret: config.STRIPE_WEBHOOK_SECRET, api: opts.stripeApi });
      clients.set(secretKey, client);
    }
    return client;
  };
  const stripe = async () => {
    const keys = await keysOf();
    if (config.PAYMENT_PROVIDER === "local" || !keys.secret) return undefined;
    return await stripeFor(keys.secret);
  };
  return {
    active: async (): Promise<PaymentProvider> => {
      const client = await stripe();
      if (client) return client;
      if (config.PAYMENT_PROVIDER === "stripe") throw stripeNotConfigured();
      return local;
    },
    named: async (name) => (name === "local" ? local : name === "stripe" ? await stripe() : undefined),
    publicKey: async () => {
      const keys = await keysOf();
      return config.PAYMENT_PROVIDER !== "local" && keys.secret && keys.publishable ? keys.publishable : LOCAL_PUBLIC_KEY;
    },
    parseStripeWebhook: async (rawBody, signature) => {
      // Any configured key verifies the same way: the signature is made with the endpoint's secret.
      const keys = await keysOf();
      const secret = keys.secret ?? config.STRIPE_TEST_SECRET_KEY ?? config.STRIPE_LIVE_SECRET_KEY;
      if (!secret || !config.STRIPE_WEBHOOK_SECRET) throw new Error("Stripe webhooks are not configured");
      return (await stripeFor(secret)).parseWebhook(rawBody, signature);
    },
  };
}
