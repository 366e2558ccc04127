import type { Stripe } from "stripe";
import type { CheckoutRequest, PaymentProvider, ProviderEvent } from "./payment-provider.ts";

/** The SDK's own network options: tests point them at a local fake of the Stripe API (never the internet). */
export interface StripeApiOptions {
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

const PLAN_NAMES = { "premium-monthly": "NutriPilot Premium (monthly)", "premium-yearly": "NutriPilot Premium (12 months)" } as const;

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const idOf = (v: unknown): string | null => str(v) ?? str(record(v).id) ?? null;
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** A subscription's period end: on its items since the 2025 API versions, on the subscription before. */
function subscriptionPeriodEnd(sub: Record<string, unknown>): Date | undefined {
  const items = record(sub.items).data;
  const fromItem = Array.isArray(items) ? num(record(items[0]).current_period_end) : undefined;
  const seconds = fromItem ?? num(sub.current_period_end);
  return seconds === undefined ? undefined : new Date(seconds * 1000);
}

/** An invoice's subscription: under parent.subscription_details in the 2025 API versions, top-level before. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  return idOf(record(record(invoice.parent).subscription_details).subscription) ?? idOf(invoice.subscription);
}

function invoicePeriodEnd(invoice: Record<string, unknown>): Date | undefined {
  const lines = record(invoice.lines).data;
  const seconds = Array.isArray(lines) ? num(record(record(lines[0]).period).end) : undefined;
  return seconds === undefined ? undefined : new Date(seconds * 1000);
}

/**
 * Stripe behind the provider interface: Checkout Sessions (monthly as a subscription, yearly as one payment for
 * 12 months), a server-side look-up of a session, cancel at period end, and verified webhook events mapped to
 * what billing understands. The only file that imports the SDK.
 */
export type StripeProvider = PaymentProvider & {
  parseWebhook: (rawBody: string, signature: string | undefined) => ProviderEvent;
};

/**
 * The SDK is loaded when the first Stripe provider is made (a checkout or a webhook with Stripe configured), not
 * with the server: it holds ~4 MiB of V8's heap that a server without Stripe keys never uses (decision 0019-rss).
 */
export async function createStripeProvider(opts: { secretKey: string; webhookSecret?: string; api?: StripeApiOptions }): Promise<StripeProvider> {
  const { Stripe: StripeClient } = await import("stripe");
  const stripe: Stripe = new StripeClient(opts.secretKey, { ...opts.api, maxNetworkRetries: 1, timeout: 15_000 });

  async function coupon(percent: number): Promise<string> {
    const made = await stripe.coupons.create({ percent_off: percent, duration: "once", name: `${percent}% off` });
    return made.id;
  }

  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest) {
      const monthly = request.plan === "premium-monthly";
      const session = await stripe.checkout.sessions.create({
        mode: monthly ? "subscription" : "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.baseAmountMinor,
              product_data: { name: PLAN_NAMES[request.plan] },
              ...(monthly ? { recurring: { interval: "month" as const } } : {}),
            },
          },
        ],
        ...(request.discountPercent ? { discounts: [{ coupon: await coupon(request.discountPercent) }] } : {}),
        customer_email: request.email,
        client_reference_id: request.checkoutId,
        metadata: { checkoutId: request.checkoutId, plan: request.plan },
        locale: request.locale,
        success_url: `${request.origin}/payment-success?session_id=${encodeURIComponent(request.checkoutId)}&plan=${request.plan}`,
        cancel_url: `${request.origin}/subscribe?plan=${request.plan}`,
      });
      if (!session.url) throw new Error("Stripe returned no checkout URL");
      return { url: session.url, providerSessionId: session.id };
    },
    async lookUpSession(providerSessionId) {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId);
      return {
        paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
        providerRef: idOf(session.subscription),
      };
    },
    async setCancelAtPeriodEnd(providerRef, cancel) {
      await stripe.subscriptions.update(providerRef, { cancel_at_period_end: cancel });
    },
    parseWebhook(rawBody, signature) {
      if (!opts.webhookSecret || !signature) throw new Error("no signature");
      // Throws when the signature does not match the raw body or is too old.
      const event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      const object = record(record(event.data).object);
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const status = str(object.payment_status);
          return {
            id: event.id,
            type: event.type,
            kind: "checkout-paid",
            providerSessionId: str(object.id) ?? "",
            paid: status === "paid" || status === "no_payment_required",
            providerRef: idOf(object.subscription),
          };
        }
        case "invoice.paid": {
          const providerRef = invoiceSubscription(object);
          const periodEnd = invoicePeriodEnd(object);
          // The first invoice is the checkout's own payment; renewals extend the period.
          if (!providerRef || !periodEnd || str(object.billing_reason) === "subscription_create")
            return { id: event.id, type: event.type, kind: "ignored" };
          return { id: event.id, type: event.type, kind: "period", providerRef, periodEnd };
        }
        case "customer.subscription.updated": {
          const providerRef = idOf(object.id);
          if (!providerRef) return { id: event.id, type: event.type, kind: "ignored" };
          return {
            id: event.id,
            type: event.type,
            kind: "updated",
            providerRef,
            cancelAtPeriodEnd: object.cancel_at_period_end === true,
            periodEnd: str(object.status) === "active" ? subscriptionPeriodEnd(object) : undefined,
          };
        }
        case "customer.subscription.deleted": {
          const providerRef = idOf(object.id);
          return providerRef
            ? { id: event.id, type: event.type, kind: "ended", providerRef }
            : { id: event.id, type: event.type, kind: "ignored" };
        }
        default:
          return { id: event.id, type: event.type, kind: "ignored" };
      }
    },
  };
}
