import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
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
    /** manual (granted), local (built-in test checkout), stripe or promo. */
    provider: text().notNull(),
    providerRef: text(),
    /** The checkout session that paid for it: one subscription per paid session, ever. */
    checkoutSessionId: text(),
    /** Cancelled by the user: access runs to currentPeriodEnd, then no renewal. */
    cancelAtPeriodEnd: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId, t.currentPeriodEnd),
    uniqueIndex("subscriptions_checkout_session_idx").on(t.checkoutSessionId),
  ],
);

/** A purchase started at checkout: the price is fixed here from the server's plan table, never from the client. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text().notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    /** local or stripe. */
    provider: text().notNull(),
    /** The provider's own session id (Stripe's cs_…); the local provider's is the id itself. */
    providerSessionId: text(),
    /** open, paid or failed: the provider's view of the payment. */
    status: text().notNull().default("open"),
    /** When the subscription was granted for it (set once, by whichever of webhook and verify comes first). */
    fulfilledAt: timestamp({ withTimezone: true }),
    /** The buyer's withdrawal consent: when, and which text. */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    consentVersion: text().notNull(),
    promoCodeId: integer(),
    /** The language of the receipt mail (the buyer's language at checkout). */
    locale: text().notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkout_sessions_user_idx").on(t.userId), index("checkout_sessions_provider_idx").on(t.providerSessionId)],
);

/** Every provider event handled, by the provider's event id: a replay finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("payment_events_provider_event_uq").on(t.provider, t.eventId)],
);

/** Promotional codes (002 §3): a discount in percent, extra trial days, or premium days with no payment. */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    /** discount, trial or premium. */
    type: text().notNull(),
    /** Percent for a discount, days otherwise. */
    value: integer().notNull(),
    description: text(),
    maxUses: integer(),
    currentUses: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("promo_codes_code_idx").on(sql`upper(${t.code})`)],
);

/** Who redeemed which code: once per user per code. */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: serial().primaryKey(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    redeemedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("promo_redemptions_user_code_uq").on(t.promoCodeId, t.userId)],
);
