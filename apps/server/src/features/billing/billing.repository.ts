import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { ActiveSubscription, PaidPlan, PromoCodeType, PurchasablePlan } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { checkoutSessions, paymentEvents, promoCodes, promoRedemptions, subscriptions } from "./billing.table.ts";

/** Statuses that keep access until the period ends (a cancelled plan runs to its period end). */
const IN_FORCE = ["active", "trialing", "past_due", "canceled"];

export async function findActiveSubscription(db: Db, userId: number, now: Date): Promise<ActiveSubscription | null> {
  const [row] = await db
    .select({ plan: subscriptions.plan, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, IN_FORCE), gt(subscriptions.currentPeriodEnd, now)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ? { plan: row.plan as PaidPlan, currentPeriodEnd: row.currentPeriodEnd } : null;
}

/** An operator's grant: a plan for `days` days from now. */
export async function grantSubscription(db: Db, userId: number, plan: PaidPlan, days: number, now: Date, provider = "manual") {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      plan,
      status: "active",
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + days * 24 * 60 * 60 * 1000),
      provider,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The user's latest subscription still in force (the one /account/subscription shows and cancel changes). */
export async function findCurrentSubscriptionRow(db: Db, userId: number, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, IN_FORCE), gt(subscriptions.currentPeriodEnd, now)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

export async function setCancelAtPeriodEnd(db: Db, subscriptionId: number, cancel: boolean, now: Date): Promise<void> {
  await db.update(subscriptions).set({ cancelAtPeriodEnd: cancel, updatedAt: now }).where(eq(subscriptions.id, subscriptionId));
}

export async function insertCheckoutSession(db: Db, values: typeof checkoutSessions.$inferInsert): Promise<CheckoutSessionRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  return row!;
}

export async function setProviderSessionId(db: Db, id: string, providerSessionId: string): Promise<void> {
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
}

export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row ?? null;
}

export async function findCheckoutByProviderSession(db: Db, providerSessionId: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, providerSessionId));
  return row ?? null;
}

/** The provider's word on the payment: open → paid or failed; a paid session never changes again. */
export async function setCheckoutStatus(db: Db, id: string, status: "paid" | "failed"): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.id, id), or(eq(checkoutSessions.status, "open"), eq(checkoutSessions.status, "failed"))));
}

/** Stores a provider event's id; false when it was already there (a replay). Run inside the event's transaction. */
export async function recordPaymentEvent(db: Db, provider: string, eventId: string, type: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, eventId, type, receivedAt: now })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

const PERIOD_MONTHS: Record<PurchasablePlan, number> = { "premium-monthly": 1, "premium-yearly": 12 };

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (d.getUTCDate() < day) d.setUTCDate(0);
  return d;
}

/**
 * Grants what a paid checkout session bought, exactly once: the session is claimed with a conditional
 * update (fulfilledAt is null), so of a webhook, a replay and a verify racing each other only one
 * inserts the subscription; the unique checkout_session_id is the second lock. The new period starts
 * where the user's current paid time ends, so a purchase never shortens what was already paid.
 * Returns the session when this call fulfilled it, null when it was fulfilled before (or is not paid).
 */
export async function fulfilCheckoutSession(
  db: Db,
  id: string,
  now: Date,
  providerRef?: string | null,
): Promise<CheckoutSessionRow | null> {
  const [claimed] = await db
    .update(checkoutSessions)
    .set({ fulfilledAt: now })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "paid"), isNull(checkoutSessions.fulfilledAt)))
    .returning();
  if (!claimed) return null;
  const current = await findActiveSubscription(db, claimed.userId, now);
  const start = current && current.currentPeriodEnd > now ? current.currentPeriodEnd : now;
  const plan = claimed.plan as PurchasablePlan;
  await db
    .insert(subscriptions)
    .values({
      userId: claimed.userId,
      plan,
      status: "active",
      currentPeriodStart: start,
      currentPeriodEnd: addMonths(start, PERIOD_MONTHS[plan]),
      provider: claimed.provider,
      providerRef: providerRef ?? null,
      checkoutSessionId: claimed.id,
      // A yearly plan is one payment for 12 months: nothing renews.
      cancelAtPeriodEnd: plan === "premium-yearly",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return claimed;
}

export async function listPaidSessions(db: Db, userId: number): Promise<CheckoutSessionRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, "paid")))
    .orderBy(desc(checkoutSessions.createdAt));
}

/** A provider subscription's new period end (Stripe's invoice paid or subscription updated): only ever later. */
export async function extendProviderSubscription(db: Db, providerRef: string, periodEnd: Date, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ currentPeriodEnd: periodEnd, updatedAt: now })
    .where(
      and(eq(subscriptions.providerRef, providerRef), lt(subscriptions.currentPeriodEnd, periodEnd), eq(subscriptions.status, "active")),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}

/** The provider ended the subscription: it runs to the end of what was paid, and never comes back. */
export async function endProviderSubscription(db: Db, providerRef: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: "canceled", cancelAtPeriodEnd: true, updatedAt: now })
    .where(eq(subscriptions.providerRef, providerRef));
}

export async function setProviderCancelFlag(db: Db, providerRef: string, cancel: boolean, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: now })
    .where(and(eq(subscriptions.providerRef, providerRef), eq(subscriptions.status, "active")));
}

// Promo codes

export async function insertPromoCode(
  db: Db,
  values: {
    code: string;
    type: PromoCodeType;
    value: number;
    maxUses?: number | null;
    expiresAt?: Date | null;
    isActive?: boolean;
    description?: string;
  },
): Promise<PromoCodeRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  return row!;
}

export async function findPromoCode(db: Db, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code})`);
  return row ?? null;
}

export async function hasRedeemed(db: Db, promoCodeId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
  return rows.length > 0;
}

/**
 * Takes one use of the code atomically: the conditional increment never passes maxUses, whatever runs
 * at the same time, and the (code, user) unique key allows one redemption per user. Run in a transaction:
 * a refused redemption rolls the increment back. Returns why it was refused, or null when it was taken.
 */
export async function takePromoUse(db: Db, promoCodeId: number, userId: number, now: Date): Promise<"usedUp" | "alreadyUsed" | null> {
  const inserted = await db
    .insert(promoRedemptions)
    .values({ promoCodeId, userId, redeemedAt: now })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  if (inserted.length === 0) return "alreadyUsed";
  const taken = await db
    .update(promoCodes)
    .set({ currentUses: sql`${promoCodes.currentUses} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        or(isNull(promoCodes.maxUses), lt(promoCodes.currentUses, promoCodes.maxUses)),
        eq(promoCodes.isActive, true),
      ),
    )
    .returning({ id: promoCodes.id });
  return taken.length === 1 ? null : "usedUp";
}

export async function countRedemptions(db: Db, promoCodeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoCodeId, promoCodeId));
  return row?.n ?? 0;
}
