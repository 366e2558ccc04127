import type { AppSettings, SubscriptionPlan, TrialStatus } from "./auth.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_TRIAL_DAYS = 5;
/** Administrators see a trial of 999 days ending 10 years ahead (docs/product/access-and-plans.md#plan-states). */
export const ADMIN_TRIAL_DAYS = 999;
export const ADMIN_DISPLAY_THRESHOLD_DAYS = 900;
/** The Free plan's history reaches back this many days, today included. */
export const FREE_HISTORY_DAYS = 7;
/** The Free plan's AI suggestion generations in any rolling 7 days. */
export const FREE_SUGGESTIONS_PER_WEEK = 5;
/** Trial-ending warnings at this many days left or fewer. */
export const TRIAL_WARNING_DAYS = 2;

export const FEATURES = [
  "basic-meal-tracking",
  "bmi-calculator",
  "metabolism-calculator",
  "goal-tracking",
  "meal-suggestions",
  "unlimited-meal-history",
  "advanced-meal-suggestions",
  "ai-chatbot",
  "meal-plan-export",
  "ai-meal-recommendations",
  "ai-goal-recommendations",
  "photo-recognition",
  "food-preferences",
  "meal-planner",
  "advanced-analytics",
  "premium-support",
  "api-access",
  "white-label",
] as const;
export type Feature = (typeof FEATURES)[number];

/** What the Free plan keeps after the trial (spec README decision; the pricing card of 001 §6). */
const FREE: Feature[] = ["basic-meal-tracking", "bmi-calculator", "metabolism-calculator", "goal-tracking", "meal-suggestions"];
/** The trial features in docs/product/access-and-plans.md#plan-states, plus what the marketing sells as premium (001 §1, 002 §1). */
const TRIAL: Feature[] = [
  ...FREE,
  "unlimited-meal-history",
  "advanced-meal-suggestions",
  "ai-chatbot",
  "meal-plan-export",
  "ai-meal-recommendations",
  "ai-goal-recommendations",
  "photo-recognition",
  "food-preferences",
  "meal-planner",
  "advanced-analytics",
  // Keys and the public API v1 during the trial too (issue 19: "Premium, trial or admin only").
  "api-access",
];
const PREMIUM: Feature[] = [...TRIAL, "premium-support"];

export const PLAN_FEATURES: Record<SubscriptionPlan, readonly Feature[]> = {
  free: FREE,
  trial: TRIAL,
  "premium-monthly": PREMIUM,
  "premium-yearly": PREMIUM,
  unlimited: [...PREMIUM, "white-label"],
};

export const PAID_PLANS = ["premium-monthly", "premium-yearly", "unlimited"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export interface PlanSubject {
  isAdmin?: boolean;
  is_admin?: boolean;
  username: string;
  trialEndsAt: Date;
}
/** A paid subscription in force at the moment of the question (the caller filters by period and status). */
export interface ActiveSubscription {
  plan: PaidPlan;
  currentPeriodEnd: Date;
}

export function isAdminUser(user: { isAdmin?: boolean; is_admin?: boolean; username?: string }): boolean {
  return user.isAdmin === true || user.is_admin === true || user.username?.toLowerCase() === "admin";
}

/** Whole days left, counted up: 4 days and 1 hour left is 5. Never negative. */
export function daysLeft(endsAt: Date, now: Date): number {
  const ms = endsAt.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** What a user may do now: the plan in force and whether the trial runs (computeTrialStatus without its dates). */
export type PlanInForce = Pick<TrialStatus, "trialActive" | "isPremium" | "subscriptionPlan">;

// Pure: a bundle that never calls planInForce (the web app's first load) drops it (122,892 bytes gzipped had gone 12 over
// the landing's 120 KB budget with it).
const ADMIN_PLAN: PlanInForce = /* @__PURE__ */ Object.freeze({ trialActive: true, isPremium: false, subscriptionPlan: "unlimited" });

/**
 * The plan of a signed-in user at `now`, in the spec's order (000 §4): admin; premium; trial; and after an expired
 * trial the Free plan. The rule computeTrialStatus applies, without the dates' text: what canUse decides with, at a
 * tenth of the cost (a dashboard read asks it on every request). The clock is passed in, never read here.
 */
export function planInForce(user: PlanSubject, now: Date, subscription?: ActiveSubscription | null): PlanInForce {
  if (isAdminUser(user)) return ADMIN_PLAN;
  const trialActive = user.trialEndsAt.getTime() > now.getTime();
  if (subscription && subscription.currentPeriodEnd.getTime() > now.getTime())
    return { trialActive, isPremium: true, subscriptionPlan: subscription.plan };
  return { trialActive, isPremium: false, subscriptionPlan: trialActive ? "trial" : "free" };
}

/**
 * The plan of a user at `now`, in the spec's order (000 §4): signed out; then planInForce's (admin; premium; trial;
 * and after an expired trial the Free plan), with the dates. The clock is passed in, never read here.
 */
export function computeTrialStatus(user: PlanSubject | null, now: Date, subscription?: ActiveSubscription | null): TrialStatus {
  if (!user) return { trialActive: false, trialDaysLeft: 0, trialEndDate: null, isPremium: false, subscriptionPlan: "free" };
  const plan = planInForce(user, now, subscription);
  if (plan === ADMIN_PLAN) {
    const end = new Date(now);
    end.setUTCFullYear(end.getUTCFullYear() + 10);
    return {
      trialActive: true,
      trialDaysLeft: ADMIN_TRIAL_DAYS,
      trialEndDate: end.toISOString(),
      isPremium: false,
      subscriptionPlan: "unlimited",
    };
  }
  const base = {
    trialActive: plan.trialActive,
    trialDaysLeft: daysLeft(user.trialEndsAt, now),
    trialEndDate: user.trialEndsAt.toISOString(),
  };
  if (plan.isPremium) {
    return {
      ...base,
      isPremium: true,
      subscriptionPlan: plan.subscriptionPlan,
      currentPeriodEnd: subscription!.currentPeriodEnd.toISOString(),
    };
  }
  return { ...base, isPremium: false, subscriptionPlan: plan.subscriptionPlan };
}

/** A feature is usable when it is in the plan and (the trial is active or the plan is not the trial). */
export function canUse(status: PlanInForce, feature: Feature): boolean {
  if (!PLAN_FEATURES[status.subscriptionPlan].includes(feature)) return false;
  return status.trialActive || status.subscriptionPlan !== "trial";
}

/** The premium gate lets through signed-in users with an active trial, premium, or admin. */
export const passesPremiumGate = (status: TrialStatus | null): boolean =>
  status !== null && (status.trialActive || status.isPremium || status.subscriptionPlan === "unlimited");

/** Trial-status display (000 §4): admin above 900 days, days left while active, otherwise expired. */
export function trialDisplay(status: TrialStatus): "admin" | "active" | "expired" | "premium" {
  if (status.trialDaysLeft > ADMIN_DISPLAY_THRESHOLD_DAYS) return "admin";
  if (status.isPremium) return "premium";
  return status.trialActive ? "active" : "expired";
}

/** The server's plan table: prices in minor units. The client shows these and never sends a price. */
export const PLAN_PRICES: Record<"premium-monthly" | "premium-yearly", { amountMinor: number; interval: "month" | "year" }> = {
  "premium-monthly": { amountMinor: 399, interval: "month" },
  "premium-yearly": { amountMinor: 3999, interval: "year" },
};

/** The currency prices are shown in when PRICE_CURRENCY is not set. */
export const DEFAULT_PRICE_CURRENCY = "usd";

/** What GET /api/app-settings answers for a server configuration (also what the build prerenders /pricing with). */
export function appSettingsOf(config: { trialDays: number; paywall: AppSettings["paywall"]; currency: string }): AppSettings {
  return {
    trialDays: config.trialDays,
    paywall: config.paywall,
    currency: config.currency,
    plans: (["premium-monthly", "premium-yearly"] as const).map((id) => ({ id, ...PLAN_PRICES[id] })),
    freeSuggestionsPerWeek: FREE_SUGGESTIONS_PER_WEEK,
    freeHistoryDays: FREE_HISTORY_DAYS,
  };
}

/** The settings of a server started without configuration: the build prerenders /pricing with these. */
export const DEFAULT_APP_SETTINGS: AppSettings = /* @__PURE__ */ appSettingsOf({
  trialDays: DEFAULT_TRIAL_DAYS,
  paywall: "soft",
  currency: DEFAULT_PRICE_CURRENCY,
});
