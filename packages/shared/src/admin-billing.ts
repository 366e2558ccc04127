import { z } from "zod";
import { text } from "./common.ts";
import { PaymentModeSchema, PromoCodeTypeSchema, type PromoCodeType } from "./billing.ts";

/**
 * The administrator's payment screens (002 §2.16-§2.18, §3, §7, §8): Stripe settings and mode, payment
 * statistics and subscriptions, promo codes. Texts the spec gives in Italian stay Italian in English too.
 */
export const AdminBillingMessages = {
  modeConfirm: (mode: string) => `Are you sure you want to change to ${mode} mode?`,
  modeChanged: (mode: string) => `Stripe mode changed to ${mode}. Server restart may be required.`,
  liveKeysMissing:
    "Production mode needs the live Stripe keys: set STRIPE_LIVE_SECRET_KEY and STRIPE_LIVE_PUBLISHABLE_KEY on the server first.",
  descriptionRequired: "La descrizione è obbligatoria",
  discountRange: "A discount must be a whole number of percent from 1 to 100",
  daysRange: "The days must be a whole number from 1 to 3650",
  maxUsesRange: "Max uses must be a whole number from 0 (no limit) to 1000000",
  codeFormat: "A code has 3 to 40 letters, digits, - or _",
  codeTaken: "A promo code with this code already exists",
  expiryInvalid: "The expiry must be a date (YYYY-MM-DD) in the future",
  promoNotFound: "Promo code not found",
  promoDeleted: "Promo code deleted",
  deactivatedInstead: "This code has been used, so it was deactivated instead of deleted: its redemptions keep their record.",
} as const;

// Stripe settings ------------------------------------------------------------------------------------

const StripeKeysSchema = z.object({
  /** Whether the secret key is set on the server (the key itself never leaves the server). */
  secretKeyConfigured: z.boolean(),
  /** The publishable key (public by design), or null when it is not set. */
  publishableKey: z.string().nullable(),
  webhookConfigured: z.boolean(),
  /** Both keys are set: this mode can take payments through Stripe. */
  ready: z.boolean(),
});
export type StripeKeys = z.infer<typeof StripeKeysSchema>;
export const StripeSettingsSchema = z.object({
  mode: PaymentModeSchema,
  isTest: z.boolean(),
  isProduction: z.boolean(),
  /** PAYMENT_PROVIDER: auto, local or stripe. */
  provider: z.string(),
  test: StripeKeysSchema,
  production: StripeKeysSchema,
});
export type StripeSettings = z.infer<typeof StripeSettingsSchema>;
export const StripeModeInputSchema = z.strictObject({ mode: PaymentModeSchema });
export const StripeModeChangeSchema = z.object({
  message: z.string(),
  mode: PaymentModeSchema,
  isTest: z.boolean(),
  isProduction: z.boolean(),
});
export type StripeModeChange = z.infer<typeof StripeModeChangeSchema>;

// Payments ------------------------------------------------------------------------------------------

/** An amount per currency: currencies are never added together. */
export const MoneyByCurrencySchema = z.array(z.object({ currency: z.string(), amount: z.number().int() }));
export type MoneyByCurrency = z.infer<typeof MoneyByCurrencySchema>;
export const PaymentStatsSchema = z.object({
  /** Every paid checkout, in minor units, per currency. */
  totalRevenue: MoneyByCurrencySchema,
  /** Paid checkouts of the current calendar month (UTC), per currency. */
  monthlyRevenue: MoneyByCurrencySchema,
  activeSubscriptions: z.number().int(),
  totalSubscriptions: z.number().int(),
  /** Active subscriptions with 1 to 7 days left in their period. */
  subscriptionsExpiring: z.number().int(),
});
export type PaymentStats = z.infer<typeof PaymentStatsSchema>;

export const SUBSCRIPTION_TABS = ["overview", "active", "expiring", "inactive"] as const;
export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number];
/** The payments overview shows the first 10 subscriptions (002 §9). */
export const OVERVIEW_SIZE = 10;
export const SubscriptionsQuerySchema = z.object({
  tab: z.enum(SUBSCRIPTION_TABS).default("overview"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SubscriptionsQuery = z.input<typeof SubscriptionsQuerySchema>;
/** 002 §3 'Stripe subscription record', from the product's own subscriptions table (any provider). */
export const SubscriptionRecordSchema = z.object({
  id: z.string(),
  customer_email: z.string().nullable(),
  /** active, trialing, past_due, canceled, unpaid, or expired (the period is over). */
  status: z.string(),
  plan_interval: z.string().nullable(),
  plan_amount: z.number().int(),
  plan_currency: z.string(),
  current_period_end: z.number().int().nullable(),
  created: z.number().int().nullable(),
  provider: z.string(),
});
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordSchema>;
export const SubscriptionRecordsPageSchema = z.object({
  items: z.array(SubscriptionRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubscriptionRecordsPage = z.infer<typeof SubscriptionRecordsPageSchema>;

// Promo codes ----------------------------------------------------------------------------------------

export const PromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: PromoCodeTypeSchema,
  value: z.number().int(),
  description: z.string().nullable(),
  /** null: no limit. */
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeListSchema = z.array(PromoCodeSchema);

export const PROMO_DEFAULTS = { type: "discount", value: 10, maxUses: 100, expiresAt: "" } as const;
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
const whole = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** 002 §3 'Promo code creation payload'. The value's range depends on the type (percent or days). */
export const PromoCodeInputSchema = z
  .strictObject({
    type: PromoCodeTypeSchema,
    value: z.number({ error: AdminBillingMessages.daysRange }).int(AdminBillingMessages.daysRange),
    description: z.preprocess((v) => v ?? "", text({ multiline: true }).trim().min(1, AdminBillingMessages.descriptionRequired).max(500)),
    /** 0 or null: no limit. */
    maxUses: whole(AdminBillingMessages.maxUsesRange, 0, 1_000_000).nullable().optional(),
    /** YYYY-MM-DD (the code works to the end of that day, UTC), or empty for none. */
    expiresAt: text()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, AdminBillingMessages.expiryInvalid)
      .nullable()
      .optional(),
    /** Empty: one is generated. Always stored in upper case. */
    customCode: text()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z0-9_-]{3,40})?$/, AdminBillingMessages.codeFormat)
      .nullable()
      .optional(),
  })
  .superRefine((input, ctx) => {
    const [min, max, message] =
      input.type === "discount" ? [1, 100, AdminBillingMessages.discountRange] : [1, 3650, AdminBillingMessages.daysRange];
    if (input.value < min || input.value > max) ctx.addIssue({ code: "custom", path: ["value"], message });
  });
export type PromoCodeInput = z.input<typeof PromoCodeInputSchema>;
export const PromoCodePatchSchema = z.strictObject({ isActive: z.boolean() });
export const PromoCodeDeleteResultSchema = z.object({ deleted: z.boolean(), deactivated: z.boolean(), message: z.string() });
export type PromoCodeDeleteResult = z.infer<typeof PromoCodeDeleteResultSchema>;

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/**
 * A generated code: the first 3 letters of the type in upper case and 6 random upper-case letters or
 * digits. `randomInt(n)` gives a uniform integer in [0, n): the server passes node:crypto's randomInt.
 */
export function generatePromoCode(type: PromoCodeType, randomInt: (max: number) => number): string {
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return type.slice(0, 3).toUpperCase() + suffix;
}

/** The CSV columns of the export (002 §9). */
export const PROMO_CSV_HEADER = ["code", "type", "value", "description", "max uses", "current uses", "active", "expiry", "created"];

/**
 * One CSV cell: a cell a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return) gets a leading apostrophe; a cell with a comma, quote or line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | boolean | null): string {
  let s = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/** The promo-code export: a header row, one row per code, CRLF line ends (RFC 4180), dates as YYYY-MM-DD. */
export function promoCodesCsv(codes: readonly PromoCode[]): string {
  const rows = codes.map((c) => [
    c.code,
    c.type,
    c.value,
    c.description,
    c.maxUses ?? "",
    c.currentUses,
    c.isActive ? "yes" : "no",
    day(c.expiresAt),
    day(c.createdAt),
  ]);
  return [PROMO_CSV_HEADER, ...rows].map((row) => row.map((v) => csvCell(v)).join(",")).join("\r\n") + "\r\n";
}

/** The export's file name: the day it was made. */
export const promoCsvFileName = (now: Date) => `promo-codes-${now.toISOString().slice(0, 10)}.csv`;
