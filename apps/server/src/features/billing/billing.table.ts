import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";

/** Paid plans. Filled by the payment flow, or granted by an operator (`npm run grant`). */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** premium-monthly, premium-yearly or unlimited. */
    plan: text().notNull(),
    /** active, trialing, past_due, canceled or unpaid (the payment provider's words). */
    status: text().notNull(),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    /** manual (granted), builtin (test checkout) or stripe. */
    provider: text().notNull(),
    providerRef: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId, t.currentPeriodEnd)],
);
