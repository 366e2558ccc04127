import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { ActiveSubscription, PaidPlan } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "./billing.table.ts";

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
export async function grantSubscription(db: Db, userId: number, plan: PaidPlan, days: number, now: Date) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      plan,
      status: "active",
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + days * 24 * 60 * 60 * 1000),
      provider: "manual",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}
