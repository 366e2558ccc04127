import { z } from "zod";
import { text } from "./common.ts";
import { PAID_PLANS } from "./plans.ts";

/** The plans a buyer can pay for at checkout (unlimited is granted by an operator only). */
export const PURCHASABLE_PLANS = ["premium-monthly", "premium-yearly"] as const;
export const PurchasablePlanSchema = z.enum(PURCHASABLE_PLANS);
export type PurchasablePlan = z.infer<typeof PurchasablePlanSchema>;

/** The version of the withdrawal-consent text the buyer accepted; stored with each checkout session. */
export const CONSENT_TEXT_VERSION = "2026-11-withdrawal-v1";

export const PaymentMessages = {
  consentRequired: "You must acknowledge the withdrawal of the right of withdrawal to proceed with the purchase.",
  missingSession: "Invalid payment session. Missing session ID.",
  sessionNotFound: "Payment session not found.",
  cardDeclined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  cardRefused: "This card number is not accepted in test mode. Use the test card 4242 4242 4242 4242.",
  paymentPending: "The payment has not been completed yet.",
  paymentFailed: "Payment verification failed",
  verified: "Your premium subscription is now active.",
  planMismatch: "The payment session is for another plan.",
  noSubscription: "You have no subscription that can be changed.",
  notRenewing: "This plan is a single payment and does not renew.",
  invalidSignature: "Invalid signature",
  promoNotFound: "This promo code does not exist.",
  promoExpired: "This promo code has expired.",
  promoInactive: "This promo code is no longer active.",
  promoUsedUp: "This promo code has been used the maximum number of times.",
  promoAlreadyUsed: "You have already used this promo code.",
  stripeNotConfigured: "Stripe is not configured for this mode.",
  promoDiscount: (percent: number) => `${percent}% off will be applied at checkout.`,
  promoTrial: (days: number) => `Your trial was extended by ${days} days.`,
  promoPremium: (days: number) => `Premium unlocked for ${days} days.`,
} as const;

export const CreatePaymentIntentInputSchema = z.strictObject({
  planId: PurchasablePlanSchema.optional(),
  /** The test page's amount: accepted for compatibility and ignored (prices come from the server's plan table). */
  amount: z.number().int().min(0).max(10_000_000).optional(),
  consent: z.boolean().optional(),
  promoCode: text().trim().max(40).optional(),
});
export type CreatePaymentIntentInput = z.infer<typeof CreatePaymentIntentInputSchema>;

export const CreatePaymentIntentResponseSchema = z.object({
  /** The hosted checkout to send the buyer to. */
  url: z.string().optional(),
  clientSecret: z.string().optional(),
  /** The checkout's id (the payment result page's session_id). */
  checkoutId: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** A premium-days promo code grants access with no payment: no checkout is needed. */
  granted: z.boolean().optional(),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

export const VerifyPaymentInputSchema = z.strictObject({
  sessionId: text().trim().max(200).optional(),
  planId: PurchasablePlanSchema.optional(),
});
export const VerifyPaymentResponseSchema = z.object({ success: z.boolean(), message: z.string(), plan: z.string().nullable() });
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

export const StripePublicKeyResponseSchema = z.object({ publicKey: z.string() });
export const PaymentModeSchema = z.enum(["test", "production"]);
export type PaymentMode = z.infer<typeof PaymentModeSchema>;
export const StripeModeResponseSchema = z.object({ mode: PaymentModeSchema, isProduction: z.boolean(), isTest: z.boolean() });

export const CheckoutSessionViewSchema = z.object({
  checkoutId: z.string(),
  plan: PurchasablePlanSchema,
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(["open", "paid", "failed"]),
});
export type CheckoutSessionView = z.infer<typeof CheckoutSessionViewSchema>;

export const PayInputSchema = z.strictObject({
  cardNumber: text().trim().min(1).max(40),
  expiry: text().trim().max(10).optional(),
  cvc: text().trim().max(8).optional(),
  name: text().trim().max(200).optional(),
});
export type PayInput = z.infer<typeof PayInputSchema>;
export const PayResponseSchema = z.object({ success: z.literal(true), redirectUrl: z.string() });

export const SubscriptionViewSchema = z.object({
  subscription: z
    .object({
      plan: z.enum(PAID_PLANS),
      status: z.string(),
      provider: z.string(),
      currentPeriodStart: z.iso.datetime({ offset: true }),
      currentPeriodEnd: z.iso.datetime({ offset: true }),
      cancelAtPeriodEnd: z.boolean(),
      /** Renews automatically (a monthly subscription not cancelled). */
      renews: z.boolean(),
      /** The next charge: its date and amount, when the plan renews. */
      nextCharge: z.object({ date: z.iso.datetime({ offset: true }), amountMinor: z.number().int(), currency: z.string() }).nullable(),
    })
    .nullable(),
  receipts: z.array(
    z.object({
      checkoutId: z.string(),
      plan: PurchasablePlanSchema,
      amountMinor: z.number().int(),
      currency: z.string(),
      paidAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type SubscriptionView = z.infer<typeof SubscriptionViewSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

export const PromoCodeTypeSchema = z.enum(["discount", "trial", "premium"]);
export type PromoCodeType = z.infer<typeof PromoCodeTypeSchema>;
export const RedeemPromoInputSchema = z.strictObject({ code: text().trim().min(1).max(40), planId: PurchasablePlanSchema.optional() });
export const RedeemPromoResponseSchema = z.object({
  type: PromoCodeTypeSchema,
  value: z.number().int(),
  message: z.string(),
});
export type RedeemPromoResponse = z.infer<typeof RedeemPromoResponseSchema>;

/** A provider event as the built-in provider signs it (Stripe sends its own shape to its own webhook). */
export const LocalPaymentEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(["checkout.session.completed"]),
  created: z.number().int(),
  data: z.object({ sessionId: z.string().min(1).max(200) }),
});
export type LocalPaymentEvent = z.infer<typeof LocalPaymentEventSchema>;
export const WebhookResponseSchema = z.object({ received: z.boolean() });

export const CheckoutParamsSchema = z.strictObject({ checkoutId: text().min(1).max(200) });
