import { describe, expect, it } from "vitest";
import {
  canUse,
  computeTrialStatus,
  DAY_MS,
  daysLeft,
  FEATURES,
  isAdminUser,
  passesPremiumGate,
  PLAN_FEATURES,
  trialDisplay,
  type Feature,
} from "./plans.ts";

const start = new Date("2026-03-01T10:00:00Z");
const user = { isAdmin: false, username: "maria", trialEndsAt: new Date(start.getTime() + 5 * DAY_MS) };
const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
const monthly = (endDay: number) => ({ plan: "premium-monthly" as const, currentPeriodEnd: at(endDay) });

describe("computeTrialStatus", () => {
  it.each([
    [0, true, 5, "trial"],
    [0.5, true, 5, "trial"],
    [4, true, 1, "trial"],
    [4.99, true, 1, "trial"],
    [5, false, 0, "free"],
    [6, false, 0, "free"],
  ] as const)("on day %s the trial is active=%s with %s days left (%s)", (day, active, left, plan) => {
    const s = computeTrialStatus(user, at(day));
    expect(s).toMatchObject({ trialActive: active, trialDaysLeft: left, subscriptionPlan: plan, isPremium: false });
    expect(s.trialEndDate).toBe("2026-03-06T10:00:00.000Z");
  });
  it("is inactive with 0 days when signed out", () =>
    expect(computeTrialStatus(null, start)).toEqual({
      trialActive: false,
      trialDaysLeft: 0,
      trialEndDate: null,
      isPremium: false,
      subscriptionPlan: "free",
    }));
  it.each([{ isAdmin: true }, { is_admin: true }, { username: "admin" }])(
    "gives administrators (%j) 999 days ending 10 years ahead",
    (flags) => {
      const s = computeTrialStatus({ ...user, ...flags }, start);
      expect(s).toMatchObject({ trialActive: true, trialDaysLeft: 999, subscriptionPlan: "unlimited" });
      expect(s.trialEndDate).toBe("2036-03-01T10:00:00.000Z");
    },
  );
  it("reports a paid plan while its period lasts, then the Free plan", () => {
    expect(computeTrialStatus(user, at(10), monthly(40))).toMatchObject({
      isPremium: true,
      subscriptionPlan: "premium-monthly",
      trialActive: false,
      currentPeriodEnd: at(40).toISOString(),
    });
    expect(computeTrialStatus(user, at(41), monthly(40))).toMatchObject({ isPremium: false, subscriptionPlan: "free" });
    expect(computeTrialStatus(user, at(41), monthly(40)).currentPeriodEnd).toBeUndefined();
  });
});

describe("canUse", () => {
  const table: [string, Date, ReturnType<typeof monthly> | null, Feature, boolean][] = [
    ["trial day 0", at(0), null, "ai-chatbot", true],
    ["trial day 4", at(4), null, "photo-recognition", true],
    ["trial day 4", at(4), null, "api-access", true],
    ["trial day 4", at(4), null, "premium-support", false],
    ["trial day 6 (free)", at(6), null, "api-access", false],
    ["trial day 5 (expired, free)", at(5), null, "ai-chatbot", false],
    ["trial day 6 (free)", at(6), null, "basic-meal-tracking", true],
    ["trial day 6 (free)", at(6), null, "meal-suggestions", true],
    ["trial day 6 (free)", at(6), null, "unlimited-meal-history", false],
    ["premium", at(10), monthly(40), "api-access", true],
    ["premium", at(10), monthly(40), "white-label", false],
  ];
  it.each(table)("%s: %s -> %s", (_label, now, sub, feature, expected) => {
    expect(canUse(computeTrialStatus(user, now, sub), feature)).toBe(expected);
  });
  it("lets an admin use everything", () => {
    const s = computeTrialStatus({ ...user, username: "admin" }, at(100));
    for (const f of FEATURES) expect(canUse(s, f)).toBe(true);
  });
  it("gives each plan the features of the one below it", () => {
    expect(PLAN_FEATURES.trial).toEqual(expect.arrayContaining([...PLAN_FEATURES.free]));
    expect(PLAN_FEATURES["premium-monthly"]).toEqual(expect.arrayContaining([...PLAN_FEATURES.trial, "premium-support", "api-access"]));
    expect(PLAN_FEATURES.unlimited).toEqual(expect.arrayContaining([...PLAN_FEATURES["premium-yearly"], "white-label"]));
  });
});

describe("gate and display", () => {
  it("passes active trials, premium and admins only", () => {
    expect(passesPremiumGate(null)).toBe(false);
    expect(passesPremiumGate(computeTrialStatus(user, at(1)))).toBe(true);
    expect(passesPremiumGate(computeTrialStatus(user, at(6)))).toBe(false);
    expect(passesPremiumGate(computeTrialStatus(user, at(6), monthly(40)))).toBe(true);
    expect(passesPremiumGate(computeTrialStatus({ ...user, username: "admin" }, at(6)))).toBe(true);
  });
  it("displays admin above 900 days", () => {
    expect(trialDisplay(computeTrialStatus({ ...user, isAdmin: true }, at(0)))).toBe("admin");
    expect(trialDisplay(computeTrialStatus(user, at(1)))).toBe("active");
    expect(trialDisplay(computeTrialStatus(user, at(6)))).toBe("expired");
  });
});

describe("isAdminUser and daysLeft", () => {
  it.each([
    [{ isAdmin: true }, true],
    [{ is_admin: true }, true],
    [{ username: "Admin" }, true],
    [{ username: "maria", isAdmin: false }, false],
  ])("%j -> %s", (u, expected) => expect(isAdminUser(u)).toBe(expected));
  it("never goes below zero", () => expect(daysLeft(at(0), at(3))).toBe(0));
});
