import { and, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "./billing.table.ts";

/**
 * An operator ends a user's paid plans now (the counterpart of `npm run grant`): every subscription in
 * force gets status `canceled` and its period ends at `now`, so access falls back to trial or Free at
 * once. The rows stay (the payment history keeps them). Returns how many were ended.
 */
export async function endSubscriptionsNow(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: "canceled", currentPeriodEnd: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ["active", "trialing", "past_due", "canceled"]),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}
