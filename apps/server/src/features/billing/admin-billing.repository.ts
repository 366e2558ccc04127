import type { MoneyByCurrency, PaymentStats, PromoCode, PromoCodeType, SubscriptionRecord, SubscriptionTab } from "@app/shared";
import { OVERVIEW_SIZE } from "@app/shared";
import { and, desc, eq, gt, lte, not, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../auth/index.ts";
import { checkoutSessions, promoCodes, subscriptions } from "./billing.table.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

// Payments ----------------------------------------------------------------------------------------

/** Paid checkouts per currency since `from` (all of them without `from`), largest first. */
async function revenue(db: Db, from?: Date): Promise<MoneyByCurrency> {
  const paidAt = sql`coalesce(${checkoutSessions.fulfilledAt}, ${checkoutSessions.createdAt})`;
  const rows = await db
    .select({ currency: checkoutSessions.currency, amount: sql<string>`sum(${checkoutSessions.amountMinor})::bigint` })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.status, "paid"), from ? sql`${paidAt} >= ${from}` : undefined))
    .groupBy(checkoutSessions.currency)
    .orderBy(checkoutSessions.currency);
  return rows.map((r) => ({ currency: r.currency.toLowerCase(), amount: Number(r.amount) }));
}

/** Status active and the period not over: what 'Active' means on /admin/payments. */
const activeAt = (now: Date) => and(eq(subscriptions.status, "active"), gt(subscriptions.currentPeriodEnd, now));
/** Active with 1 to 7 days left. */
const expiringAt = (now: Date) => and(activeAt(now), lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + 7 * DAY_MS)));

export async function paymentStats(db: Db, now: Date): Promise<PaymentStats> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${activeAt(now)}))::int`,
      expiring: sql<number>`(count(*) filter (where ${expiringAt(now)}))::int`,
    })
    .from(subscriptions);
  return {
    totalRevenue: await revenue(db),
    monthlyRevenue: await revenue(db, monthStart),
    activeSubscriptions: counts?.active ?? 0,
    totalSubscriptions: counts?.total ?? 0,
    subscriptionsExpiring: counts?.expiring ?? 0,
  };
}

const INTERVAL: Record<string, string> = { "premium-monthly": "month", "premium-yearly": "year" };

/**
 * One tab of the subscriptions (newest first), paginated in the database: overview is the first 10 of
 * all, active / expiring / inactive as on the stat cards. A plan granted without payment (manual, promo)
 * has amount 0 in the server's currency.
 */
export async function subscriptionRecords(
  db: Db,
  opts: { tab: SubscriptionTab; page: number; pageSize: number; now: Date; currency: string },
): Promise<{ items: SubscriptionRecord[]; total: number }> {
  const { tab, now } = opts;
  const where: SQL | undefined =
    tab === "active" ? activeAt(now) : tab === "expiring" ? expiringAt(now) : tab === "inactive" ? not(activeAt(now)!) : undefined;
  const limit = tab === "overview" ? OVERVIEW_SIZE : opts.pageSize;
  const offset = tab === "overview" ? 0 : (opts.page - 1) * opts.pageSize;
  const rows = await db
    .select({
      id: subscriptions.id,
      email: users.email,
      status: subscriptions.status,
      plan: subscriptions.plan,
      end: subscriptions.currentPeriodEnd,
      created: subscriptions.createdAt,
      provider: subscriptions.provider,
      amount: checkoutSessions.amountMinor,
      currency: checkoutSessions.currency,
    })
    .from(subscriptions)
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, subscriptions.checkoutSessionId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(where);
  const total = tab === "overview" ? Math.min(OVERVIEW_SIZE, count?.n ?? 0) : (count?.n ?? 0);
  return {
    total,
    items: rows.map((r) => ({
      id: `sub_${r.id}`,
      customer_email: r.email ?? null,
      // A period that is over without a provider's word: shown as expired, not as active.
      status: (r.status === "active" || r.status === "trialing") && r.end <= now ? "expired" : r.status,
      plan_interval: INTERVAL[r.plan] ?? null,
      plan_amount: r.amount ?? 0,
      plan_currency: (r.currency ?? opts.currency).toLowerCase(),
      current_period_end: seconds(r.end),
      created: seconds(r.created),
      provider: r.provider,
    })),
  };
}

// Promo codes -------------------------------------------------------------------------------------

type PromoRow = typeof promoCodes.$inferSelect;
export const toPromoCode = (r: PromoRow): PromoCode => ({
  id: r.id,
  code: r.code,
  type: r.type as PromoCodeType,
  value: r.value,
  description: r.description,
  maxUses: r.maxUses,
  currentUses: r.currentUses,
  isActive: r.isActive,
  expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

export async function listPromoCodes(db: Db): Promise<PromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map(toPromoCode);
}

export async function findPromoCodeById(db: Db, id: number): Promise<PromoCode | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ? toPromoCode(row) : null;
}

/** Inserts a code; null when the code (any case) is taken. */
export async function createPromoCode(db: Db, values: typeof promoCodes.$inferInsert): Promise<PromoCode | null> {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return row ? toPromoCode(row) : null;
}

export async function setPromoCodeActive(db: Db, id: number, isActive: boolean): Promise<PromoCode | null> {
  const [row] = await db.update(promoCodes).set({ isActive }).where(eq(promoCodes.id, id)).returning();
  return row ? toPromoCode(row) : null;
}

/** Whether a code was ever used: redeemed, or taken at a checkout. */
export async function promoCodeUsed(db: Db, id: number, currentUses: number): Promise<boolean> {
  if (currentUses > 0) return true;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.promoCodeId, id));
  return (row?.n ?? 0) > 0;
}

export async function deletePromoCodeRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(promoCodes).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id });
  return rows.length === 1;
}
