import type { PurchasablePlan } from "@app/shared";

/** What a provider needs to open a hosted checkout for one of our checkout sessions. */
export interface CheckoutRequest {
  checkoutId: string;
  plan: PurchasablePlan;
  /** The price from the server's plan table (after a promo discount), in minor units. */
  amountMinor: number;
  /** The plan table's price before a discount (Stripe applies the discount as a coupon on the first payment). */
  baseAmountMinor: number;
  currency: string;
  email: string;
  locale: "en" | "it";
  /** Where the buyer comes back to (the app's origin). */
  origin: string;
  /** A discount in percent (a promo code), applied by the provider's own means (Stripe: a coupon). */
  discountPercent?: number;
}

export interface ProviderSession {
  paid: boolean;
  /** The provider's subscription id (Stripe's sub_…), when the payment started one. */
  providerRef?: string | null;
}

/**
 * A payment provider behind one interface: the built-in test checkout (`local`) or Stripe. Activation never
 * trusts the browser: it follows a verified event or a server-side look-up of the provider's session.
 */
export interface PaymentProvider {
  readonly name: "local" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string }>;
  /** The provider's own record of the session: has it been paid? */
  lookUpSession(providerSessionId: string): Promise<ProviderSession>;
  /** Cancels (true) or resumes (false) a provider subscription at its period end. */
  setCancelAtPeriodEnd(providerRef: string, cancel: boolean): Promise<void>;
}

export interface PaymentProviders {
  active: () => Promise<PaymentProvider>;
  named: (name: string) => Promise<PaymentProvider | undefined>;
  /** The publishable key of the active mode (Stripe's pk_…), or the built-in provider's test key. */
  publicKey: () => Promise<string>;
  /** Verifies a Stripe webhook's signature over the raw body and maps its event; throws when it does not verify. */
  parseStripeWebhook: (rawBody: string, signature: string | undefined) => Promise<ProviderEvent>;
}

/** The built-in provider's "publishable key": the spec's fallback test key shape, nothing secret. */
export const LOCAL_PUBLIC_KEY = "pk_test_nutripilot_local";

/** A verified provider event, in billing's own words. */
export type ProviderEvent = { id: string; type: string } & (
  | { kind: "checkout-paid"; providerSessionId: string; paid: boolean; providerRef: string | null }
  /** A renewal was paid: the period runs to periodEnd. */
  | { kind: "period"; providerRef: string; periodEnd: Date }
  | { kind: "updated"; providerRef: string; cancelAtPeriodEnd: boolean; periodEnd: Date | undefined }
  /** The provider ended the subscription. */
  | { kind: "ended"; providerRef: string }
  | { kind: "ignored" }
);
