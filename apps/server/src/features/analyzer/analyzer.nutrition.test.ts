import type { AnalyzedFood } from "@app/shared";
import { describe, expect, it } from "vitest";
import { assessNutrition, macroSharesOf, totalsOf } from "./analyzer.nutrition.ts";

// 40 g of a breakfast cereal whose label says, per 100 g: 375 kcal, 8 g protein, 78 g carbs, 4 g fat, 1.2 g saturates.
const cereal: AnalyzedFood = {
  name: "Cereal",
  grams: 40,
  calories: 150,
  proteins: 3.2,
  carbs: 31.2,
  fats: 1.6,
  fiberG: null,
  sugarsG: null,
  satFatG: 0.48,
  saltG: null,
  food: null,
  confidence: 1,
  portion: null,
  foundBy: "label",
};

describe("benefits and concerns", () => {
  it("judge a claim on the exact amounts, not on totals rounded for display", () => {
    expect(totalsOf([cereal]).satFatG).toBe(0.5);
    const exact = totalsOf([cereal], { round: false });
    const { benefits } = assessNutrition({ grams: 40, totals: exact, shares: macroSharesOf(totalsOf([cereal])) }, "en");
    const low = benefits.find((b) => b.code === "LOW_SATURATED_FAT");
    // The label's own 1.2 g per 100 g, not 1.25 rounded to 1.3.
    expect(low?.amount).toBe(1.2);
    expect(low?.text).toContain("1.2 g per 100 g");
  });
});
