import { randomBytes } from "node:crypto";
import {
  CONSENT_TEXT_VERSION,
  DAY_MS,
  LocalPaymentEventSchema,
  PaymentMessages as M,
  PLAN_PRICES,
  type CheckoutSessionView,
  type CreatePaymentIntentInput,
  type CreatePaymentIntentResponse,
  type PayInput,
  type PurchasablePlan,
  type RedeemPromoResponse,
  type SubscriptionView,
  type VerifyPaymentResponse,
} from "@app/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError, BadRequestError, NotFoundError } from "../../lib/errors.ts";
import { extendTrial, findUserById, type SessionUser } from "../auth/index.ts";
import type { MailSender } from "../mail/index.ts";
import * as repo from "./billing.repository.ts";
import { chargeTestCard, signLocalEvent, verifyLocalSignature } from "./providers/local-provider.ts";
import type { PaymentProvider, ProviderEvent } from "./providers/payment-provider.ts";

export interface BillingDeps {
  db: Db;
  mail: MailSender;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The provider new checkouts go to. */
  provider: () => Promise<PaymentProvider>;
  /** A provider by name: a session is looked up at the provider that opened it. */
  providerNamed: (name: string) => Promise<PaymentProvider | undefined>;
  /** The HMAC key of the built-in provider's events. */
  localEventSecret: string;
  currency: string;
}

const newCheckoutId = () => `cs_${randomBytes(18).toString("base64url")}`;

const promoError = (message: string) => new AppError(400, "PROMO_INVALID", message);

/** A promo code that may be used now by this user, or the reason it may not. */
async function usablePromo(db: Db, code: string, userId: number, now: Date): Promise<repo.PromoCodeRow> {
  const promo = await repo.findPromoCode(db, code);
  if (!promo) throw promoError(M.promoNotFound);
  if (!promo.isActive) throw promoError(M.promoInactive);
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) throw promoError(M.promoExpired);
  if (promo.maxUses !== null && promo.currentUses >= promo.maxUses) throw promoError(M.promoUsedUp);
  if (await repo.hasRedeemed(db, promo.id, userId)) throw promoError(M.promoAlreadyUsed);
  return promo;
}

/** Takes one use of a promo code inside `tx`; throws (rolling the transaction back) when it cannot. */
async function takePromo(tx: Db, promo: repo.PromoCodeRow, userId: number, now: Date): Promise<void> {
  const refused = await repo.takePromoUse(tx, promo.id, userId, now);
  if (refused === "alreadyUsed") throw promoError(M.promoAlreadyUsed);
  if (refused === "usedUp") throw promoError(M.promoUsedUp);
}

/**
 * Opens a checkout for the signed-in user. The price is the server's (the plan table, less a promo
 * discount); whatever amount the client sends is ignored. The withdrawal consent is required here too.
 */
export async function createCheckout(
  deps: BillingDeps,
  user: SessionUser,
  input: CreatePaymentIntentInput,
  ctx: { locale: "en" | "it"; origin: string },
): Promise<CreatePaymentIntentResponse> {
  if (input.consent !== true) throw new AppError(400, "CONSENT_REQUIRED", M.consentRequired);
  const now = deps.now();
  const plan: PurchasablePlan = input.planId ?? "premium-monthly";
  const promo = input.promoCode ? await usablePromo(deps.db, input.promoCode, user.id, now) : null;
  if (promo && promo.type !== "discount") {
    // A trial or premium-days code needs no payment: it is redeemed as such.
    await redeemPromo(deps, user, promo.code);
    return { checkoutId: "", amountMinor: 0, currency: deps.currency, granted: true };
  }
  const discount = promo ? Math.min(100, Math.max(0, promo.value)) : 0;
  const amountMinor = Math.round((PLAN_PRICES[plan].amountMinor * (100 - discount)) / 100);
  const provider = await deps.provider();
  const id = newCheckoutId();
  await deps.db.transaction(async (tx) => {
    if (promo) await takePromo(tx, promo, user.id, now);
    await repo.insertCheckoutSession(tx, {
      id,
      userId: user.id,
      plan,
      amountMinor,
      currency: deps.currency,
      provider: provider.name,
      consentAt: now,
      consentVersion: CONSENT_TEXT_VERSION,
      promoCodeId: promo?.id ?? null,
      locale: ctx.locale,
      createdAt: now,
    });
  });
  const opened = await provider.createCheckout({
    checkoutId: id,
    plan,
    amountMinor,
    currency: deps.currency,
    email: user.email,
    locale: ctx.locale,
    origin: ctx.origin,
    baseAmountMinor: PLAN_PRICES[plan].amountMinor,
    discountPercent: discount || undefined,
  });
  await repo.setProviderSessionId(deps.db, id, opened.providerSessionId);
  deps.log.info({ checkoutId: id, plan, provider: provider.name }, "checkout opened");
  return { url: opened.url, checkoutId: id, amountMinor, currency: deps.currency };
}

async function ownSession(deps: BillingDeps, userId: number, checkoutId: string): Promise<repo.CheckoutSessionRow> {
  const session = await repo.findCheckoutSession(deps.db, checkoutId);
  // Someone else's session is "not found": no oracle of other users' checkouts.
  if (!session || session.userId !== userId) throw new NotFoundError(M.sessionNotFound);
  return session;
}

export async function viewCheckout(deps: BillingDeps, userId: number, checkoutId: string): Promise<CheckoutSessionView> {
  const s = await ownSession(deps, userId, checkoutId);
  return {
    checkoutId: s.id,
    plan: s.plan as PurchasablePlan,
    amountMinor: s.amountMinor,
    currency: s.currency,
    status: s.status as CheckoutSessionView["status"],
  };
}

/**
 * The built-in checkout's card form: a test card is charged (4242… succeeds), then the payment is
 * reported as a signed event through the same handler as the webhook, and the buyer is sent back.
 */
export async function payLocalCheckout(deps: BillingDeps, userId: number, checkoutId: string, card: PayInput) {
  const session = await ownSession(deps, userId, checkoutId);
  if (session.provider !== "local") throw new NotFoundError(M.sessionNotFound);
  const redirectUrl = `/payment-success?session_id=${encodeURIComponent(session.id)}&plan=${encodeURIComponent(session.plan)}`;
  if (session.status === "paid") return { success: true as const, redirectUrl };
  const outcome = chargeTestCard(card.cardNumber);
  if (outcome !== "paid") {
    await repo.setCheckoutStatus(deps.db, session.id, "failed");
    const message = outcome === "declined" ? M.cardDeclined : outcome === "insufficientFunds" ? M.insufficientFunds : M.cardRefused;
    throw new AppError(402, "CARD_DECLINED", message);
  }
  await repo.setCheckoutStatus(deps.db, session.id, "paid");
  const now = deps.now();
  const body = JSON.stringify({
    id: `evt_${randomBytes(12).toString("hex")}`,
    type: "checkout.session.completed",
    created: Math.floor(now.getTime() / 1000),
    data: { sessionId: session.id },
  });
  await handleLocalEvent(deps, body, signLocalEvent(deps.localEventSecret, body, now));
  return { success: true as const, redirectUrl };
}

export const invalidSignature = () => new AppError(400, "INVALID_SIGNATURE", M.invalidSignature);

/** The built-in provider's webhook: a signed event, handled once by its id. */
export async function handleLocalEvent(deps: BillingDeps, rawBody: string, signature: string | undefined): Promise<void> {
  const now = deps.now();
  if (!verifyLocalSignature(deps.localEventSecret, rawBody, signature, now)) throw invalidSignature();
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new BadRequestError("The event is not JSON");
  }
  const event = LocalPaymentEventSchema.safeParse(parsed);
  if (!event.success) throw new BadRequestError("Unknown event");
  const session = await repo.findCheckoutSession(deps.db, event.data.data.sessionId);
  if (!session || session.provider !== "local") throw new BadRequestError(M.sessionNotFound);
  const fulfilled = await deps.db.transaction(async (tx) => {
    if (!(await repo.recordPaymentEvent(tx, "local", event.data.id, event.data.type, now))) return null;
    // The signed event is the provider's word that the session was paid.
    await repo.setCheckoutStatus(tx, session.id, "paid");
    return repo.fulfilCheckoutSession(tx, session.id, now);
  });
  if (fulfilled) await afterFulfilment(deps, fulfilled);
}

/** Called once per paid session (by whichever of event and verify fulfilled it): the receipt and a log line. */
export async function afterFulfilment(deps: BillingDeps, session: repo.CheckoutSessionRow): Promise<void> {
  deps.log.info({ checkoutId: session.id, userId: session.userId, plan: session.plan }, "subscription activated");
  const user = await findUserById(deps.db, session.userId);
  if (!user) return;
  try {
    await deps.mail.send(receiptMail(user.email, user.username, session));
  } catch (error) {
    deps.log.error({ err: error, checkoutId: session.id }, "receipt mail failed");
  }
}

const PLAN_NAMES = {
  en: { "premium-monthly": "Premium Monthly", "premium-yearly": "Premium Yearly" },
  it: { "premium-monthly": "Premium Mensile", "premium-yearly": "Premium Annuale" },
} as const;

export function formatMoney(amountMinor: number, currency: string, locale: "en" | "it"): string {
  const fmt = new Intl.NumberFormat(locale === "it" ? "it-IT" : "en-US", { style: "currency", currency: currency.toUpperCase() });
  const digits = fmt.resolvedOptions().maximumFractionDigits ?? 2;
  return fmt.format(amountMinor / 10 ** digits);
}

export function receiptMail(to: string, username: string, s: repo.CheckoutSessionRow) {
  const locale = s.locale === "it" ? "it" : "en";
  const plan = PLAN_NAMES[locale][s.plan as PurchasablePlan] ?? s.plan;
  const amount = formatMoney(s.amountMinor, s.currency, locale);
  const date = (s.fulfilledAt ?? s.createdAt).toISOString().slice(0, 10);
  if (locale === "it")
    return {
      to,
      subject: "NutriPilot: ricevuta del pagamento",
      text: [
        `Ciao ${username},`,
        "",
        `grazie per il pagamento. Il tuo abbonamento ${plan} è attivo.`,
        "",
        `Importo: ${amount}`,
        `Data: ${date}`,
        `Riferimento: ${s.id}`,
        "",
        "Puoi vedere o annullare l'abbonamento in qualsiasi momento da Account › Abbonamento (/account/subscription).",
        "Garanzia soddisfatti o rimborsati di 30 giorni.",
      ].join("\n"),
    };
  return {
    to,
    subject: "NutriPilot: your payment receipt",
    text: [
      `Hi ${username},`,
      "",
      `thank you for your payment. Your ${plan} subscription is active.`,
      "",
      `Amount: ${amount}`,
      `Date: ${date}`,
      `Reference: ${s.id}`,
      "",
      "You can view or cancel your subscription at any time under Account › Subscription (/account/subscription).",
      "30-day money-back guarantee.",
    ].join("\n"),
  };
}

/**
 * POST /api/verify-payment: looks the session up at its provider (never trusting the browser). It may
 * race the webhook; both go through the same once-only fulfilment, so they agree.
 */
export async function verifyPayment(
  deps: BillingDeps,
  userId: number,
  sessionId: string | undefined,
  planId: PurchasablePlan | undefined,
): Promise<VerifyPaymentResponse> {
  if (!sessionId) throw new BadRequestError(M.missingSession);
  const session = await ownSession(deps, userId, sessionId);
  if (planId && planId !== session.plan) throw new BadRequestError(M.planMismatch);
  if (session.fulfilledAt) return { success: true, message: M.verified, plan: session.plan };
  const provider = await deps.providerNamed(session.provider);
  if (!provider || !session.providerSessionId) return { success: false, message: M.paymentFailed, plan: session.plan };
  const looked = await provider.lookUpSession(session.providerSessionId);
  if (!looked.paid) return { success: false, message: session.status === "failed" ? M.cardDeclined : M.paymentPending, plan: session.plan };
  const now = deps.now();
  const fulfilled = await deps.db.transaction(async (tx) => {
    await repo.setCheckoutStatus(tx, session.id, "paid");
    return repo.fulfilCheckoutSession(tx, session.id, now, looked.providerRef);
  });
  if (fulfilled) await afterFulfilment(deps, fulfilled);
  return { success: true, message: M.verified, plan: session.plan };
}

export async function subscriptionView(deps: BillingDeps, userId: number): Promise<SubscriptionView> {
  const now = deps.now();
  const row = await repo.findCurrentSubscriptionRow(deps.db, userId, now);
  const receipts = (await repo.listPaidSessions(deps.db, userId)).map((s) => ({
    checkoutId: s.id,
    plan: s.plan as PurchasablePlan,
    amountMinor: s.amountMinor,
    currency: s.currency,
    paidAt: (s.fulfilledAt ?? s.createdAt).toISOString(),
  }));
  if (!row) return { subscription: null, receipts };
  const renews = row.plan === "premium-monthly" && !row.cancelAtPeriodEnd && row.status === "active" && isPaidProvider(row.provider);
  return {
    subscription: {
      plan: row.plan as SubscriptionRowPlan,
      status: row.status,
      provider: row.provider,
      currentPeriodStart: row.currentPeriodStart.toISOString(),
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      renews,
      nextCharge: renews
        ? { date: row.currentPeriodEnd.toISOString(), amountMinor: PLAN_PRICES["premium-monthly"].amountMinor, currency: deps.currency }
        : null,
    },
    receipts,
  };
}
type SubscriptionRowPlan = NonNullable<SubscriptionView["subscription"]>["plan"];
const isPaidProvider = (provider: string) => provider === "local" || provider === "stripe";

/** Cancels at the period end (access kept until then) or resumes a monthly subscription. */
export async function setCancellation(deps: BillingDeps, userId: number, cancel: boolean): Promise<SubscriptionView> {
  const now = deps.now();
  const row = await repo.findCurrentSubscriptionRow(deps.db, userId, now);
  if (!row || row.status !== "active" || !isPaidProvider(row.provider)) throw new BadRequestError(M.noSubscription);
  if (row.plan !== "premium-monthly") throw new BadRequestError(M.notRenewing);
  if (row.providerRef) await (await deps.providerNamed(row.provider))?.setCancelAtPeriodEnd(row.providerRef, cancel);
  await repo.setCancelAtPeriodEnd(deps.db, row.id, cancel, now);
  return subscriptionView(deps, userId);
}

/** POST /api/promo-codes/redeem: a discount is checked (it applies at checkout); trial and premium days apply now. */
export async function redeemPromo(deps: BillingDeps, user: SessionUser, code: string): Promise<RedeemPromoResponse> {
  const now = deps.now();
  const promo = await usablePromo(deps.db, code, user.id, now);
  if (promo.type === "discount") return { type: "discount", value: promo.value, message: M.promoDiscount(promo.value) };
  await deps.db.transaction(async (tx) => {
    await takePromo(tx, promo, user.id, now);
    if (promo.type === "trial") await extendTrial(tx, user.id, promo.value, now);
    else {
      // Premium days follow whatever paid time the user already has.
      const current = await repo.findActiveSubscription(tx, user.id, now);
      const start = current ? current.currentPeriodEnd : now;
      await repo.grantSubscription(tx, user.id, "premium-monthly", promo.value + (start.getTime() - now.getTime()) / DAY_MS, now, "promo");
    }
  });
  const type = promo.type === "trial" ? "trial" : "premium";
  return { type, value: promo.value, message: type === "trial" ? M.promoTrial(promo.value) : M.promoPremium(promo.value) };
}

/**
 * A verified Stripe event, handled once by its id: a paid checkout is fulfilled (once, like the built-in
 * provider's), a renewal only ever extends the period, and an ended subscription never comes back.
 */
export async function handleStripeEvent(deps: BillingDeps, event: ProviderEvent): Promise<void> {
  const now = deps.now();
  const fulfilled = await deps.db.transaction(async (tx) => {
    if (!(await repo.recordPaymentEvent(tx, "stripe", event.id, event.type, now))) return null;
    switch (event.kind) {
      case "checkout-paid": {
        const session = await repo.findCheckoutByProviderSession(tx, event.providerSessionId);
        if (!session || !event.paid) return null;
        await repo.setCheckoutStatus(tx, session.id, "paid");
        return repo.fulfilCheckoutSession(tx, session.id, now, event.providerRef);
      }
      case "period":
        await repo.extendProviderSubscription(tx, event.providerRef, event.periodEnd, now);
        return null;
      case "updated":
        await repo.setProviderCancelFlag(tx, event.providerRef, event.cancelAtPeriodEnd, now);
        if (event.periodEnd) await repo.extendProviderSubscription(tx, event.providerRef, event.periodEnd, now);
        return null;
      case "ended":
        await repo.endProviderSubscription(tx, event.providerRef, now);
        return null;
      default:
        return null;
    }
  });
  if (fulfilled) await afterFulfilment(deps, fulfilled);
}
