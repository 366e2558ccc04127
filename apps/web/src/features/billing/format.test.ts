import type { AppSettings } from "@app/shared";
import { describe, expect, it } from "vitest";
import { formatMoney, planPrices } from "./format.ts";

const settings = (monthly: number, yearly: number, currency = "usd"): AppSettings => ({
  trialDays: 5,
  paywall: "soft",
  currency,
  plans: [
    { id: "premium-monthly", amountMinor: monthly, interval: "month" },
    { id: "premium-yearly", amountMinor: yearly, interval: "year" },
  ],
  freeSuggestionsPerWeek: 5,
  freeHistoryDays: 7,
});

describe("formatMoney", () => {
  it.each([
    ["en", 399, "usd", "$3.99"],
    ["it", 399, "usd", "3,99 $"],
    ["en", 3999, "eur", "€39.99"],
    ["it", 3999, "eur", "39,99 €"],
    ["en", 0, "usd", "$0"],
    ["en", 500, "jpy", "¥500"],
  ] as const)("%s %i %s is %s", (locale, amount, currency, expected) => {
    expect(formatMoney(locale, amount, currency).replace(/\u00a0/g, " ")).toBe(expected);
  });
});

describe("planPrices", () => {
  it("derives the monthly equivalent and the saving of the yearly plan from the server's prices", () => {
    expect(planPrices(settings(399, 3999))).toEqual({
      currency: "usd",
      monthly: 399,
      yearly: 3999,
      yearlyPerMonth: 333,
      yearlySaving: 789,
      yearlySavingPercent: 16,
    });
  });

  it("never claims a saving that is not there", () => {
    expect(planPrices(settings(399, 5000))?.yearlySavingPercent).toBe(0);
    expect(planPrices(settings(399, 5000))?.yearlySaving).toBe(0);
  });

  it("is null when the server's table lacks a plan", () => {
    expect(planPrices({ ...settings(399, 3999), plans: [] })).toBeNull();
  });
});
