import { describe, expect, it } from "vitest";
import { basalMetabolicRate, bmi, bmiCategory, dailyEnergy, macroGrams } from "./energy.ts";

describe("bmi", () => {
  it.each([
    [70, 170, 24.2],
    [75, 175, 24.5],
    [50, 180, 15.4],
    [100, 180, 30.9],
    [58.5, 163, 22],
  ])("%s kg at %s cm is %s", (w, h, expected) => expect(bmi(w, h)).toBe(expected));
  it.each([
    [18.4, "underweight"],
    [18.5, "normal"],
    [24.9, "normal"],
    [25, "overweight"],
    [29.9, "overweight"],
    [30, "obese"],
  ] as const)("%s is %s", (v, c) => expect(bmiCategory(v)).toBe(c));
});

describe("basal metabolic rate (revised Harris-Benedict)", () => {
  // 88.362 + 1004.775 + 839.825 − 158.956 = 1774.006
  it("uses the male formula", () =>
    expect(basalMetabolicRate({ gender: "male", weight: 75, height: 175, age: 28 })).toBeCloseTo(1774.006, 3));
  // 447.593 + 554.82 + 511.17 − 151.55 = 1362.033
  it("uses the other formula for female", () =>
    expect(basalMetabolicRate({ gender: "female", weight: 60, height: 165, age: 35 })).toBeCloseTo(1362.033, 3));
  it("uses the other formula for other", () =>
    expect(basalMetabolicRate({ gender: "other", weight: 60, height: 165, age: 35 })).toBeCloseTo(
      basalMetabolicRate({ gender: "female", weight: 60, height: 165, age: 35 }),
      9,
    ));
});

describe("daily energy", () => {
  it.each([
    ["sedentary", 1.2],
    ["light", 1.375],
    ["moderate", 1.55],
    ["active", 1.725],
    ["very_active", 1.9],
  ] as const)("%s multiplies by %s", (level, m) => expect(dailyEnergy(1000, level)).toBeCloseTo(1000 * m, 9));
});

describe("macro split", () => {
  it.each([
    ["maintenance", 2000, { proteins: 150, carbs: 200, fats: 67 }],
    ["weight_loss", 1800, { proteins: 180, carbs: 135, fats: 60 }],
    ["muscle_gain", 2600, { proteins: 228, carbs: 293, fats: 58 }],
    ["ketogenic", 2000, { proteins: 125, carbs: 25, fats: 156 }],
  ] as const)("%s at %s kcal", (type, kcal, grams) => expect(macroGrams(kcal, type)).toEqual({ calories: kcal, ...grams }));
});
