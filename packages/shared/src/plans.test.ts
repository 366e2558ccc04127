import { describe, expect, it } from "vitest";
import { computeTrialStatus, DAY_MS, daysLeft, isAdminUser } from "./plans.ts";

const start = new Date("2026-03-01T10:00:00Z");
const user = { isAdmin: false, username: "maria", trialEndsAt: new Date(start.getTime() + 5 * DAY_MS) };
const at = (days: number) => new Date(start.getTime() + days * DAY_MS);

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
  it("gives administrators 999 days ending 10 years ahead", () => {
    const s = computeTrialStatus({ ...user, username: "admin" }, start);
    expect(s).toMatchObject({ trialActive: true, trialDaysLeft: 999, subscriptionPlan: "unlimited" });
    expect(s.trialEndDate).toBe("2036-03-01T10:00:00.000Z");
  });
});

describe("isAdminUser", () => {
  it.each([
    [{ isAdmin: true }, true],
    [{ is_admin: true }, true],
    [{ username: "Admin" }, true],
    [{ username: "maria", isAdmin: false }, false],
  ])("%j -> %s", (u, expected) => expect(isAdminUser(u)).toBe(expected));
});

describe("daysLeft", () => {
  it("never goes below zero", () => expect(daysLeft(at(0), at(3))).toBe(0));
});
