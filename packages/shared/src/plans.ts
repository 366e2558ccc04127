import type { SubscriptionPlan, TrialStatus } from "./auth.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_TRIAL_DAYS = 5;
/** Administrators see a trial of 999 days ending 10 years ahead (spec 000 §4). */
export const ADMIN_TRIAL_DAYS = 999;
export const ADMIN_DISPLAY_THRESHOLD_DAYS = 900;

export interface TrialSubject {
  isAdmin: boolean;
  username: string;
  trialEndsAt: Date;
}

export function isAdminUser(user: { isAdmin?: boolean; is_admin?: boolean; username?: string }): boolean {
  return user.isAdmin === true || user.is_admin === true || user.username?.toLowerCase() === "admin";
}

/** Whole days left, counted up: 4 days and 1 hour left is 5. Never negative. */
export function daysLeft(endsAt: Date, now: Date): number {
  const ms = endsAt.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** The trial status of a signed-in user at `now`. The clock is passed in, never read here. */
export function computeTrialStatus(user: TrialSubject, now: Date): TrialStatus {
  if (isAdminUser(user)) {
    const end = new Date(now);
    end.setUTCFullYear(end.getUTCFullYear() + 10);
    return { trialActive: true, trialDaysLeft: ADMIN_TRIAL_DAYS, trialEndDate: end.toISOString(), isPremium: false, subscriptionPlan: "unlimited" };
  }
  const active = user.trialEndsAt.getTime() > now.getTime();
  const plan: SubscriptionPlan = active ? "trial" : "free";
  return {
    trialActive: active,
    trialDaysLeft: daysLeft(user.trialEndsAt, now),
    trialEndDate: user.trialEndsAt.toISOString(),
    isPremium: false,
    subscriptionPlan: plan,
  };
}
