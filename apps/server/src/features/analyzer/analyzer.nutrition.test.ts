import type { AnalyzedFood } from "@app/shared";
import { describe, expect, it } from "vitest";
import { assessNutrition, macroSharesOf, nutrientsKnownInPart, totalsOf } from "./analyzer.nutrition.ts";

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

describe("benefits and concerns in Italian", () => {
  it("write percentages as the Italian UI does ('12 %', decimal comma), with no article elided before a number", () => {
    // A big, fatty, salty plate: 900 kcal, 45 g protein, 60 g fat, 4 g salt in 500 g.
    const plate: AnalyzedFood = {
      ...cereal,
      grams: 500,
      calories: 900,
      proteins: 45,
      carbs: 50,
      fats: 60,
      satFatG: 25,
      saltG: 4,
      fiberG: 8,
    };
    const totals = totalsOf([plate], { round: false });
    const { benefits, concerns } = assessNutrition({ grams: 500, totals, shares: macroSharesOf(totals) }, "it");
    const texts = [...benefits, ...concerns].map((p) => p.text);
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) {
      expect(text).not.toMatch(/\d%/);
      expect(text).not.toMatch(/\b(al|allo) \d/);
      expect(text).not.toMatch(/\d\.\d/);
    }
    expect(texts.join(" ")).toMatch(/\d %/);
  });
});

describe("claims from values the tables leave unknown", () => {
  it("never claims 'low in' a nutrient that a part of the meal has no value for (unknown is not 0)", () => {
    // Cottage pie with no salt, sugars or saturates value, and 80 g of peas that have them all.
    const pie: AnalyzedFood = {
      ...cereal,
      name: "Cottage pie",
      grams: 300,
      calories: 378,
      proteins: 18.9,
      carbs: 31.2,
      fats: 18.9,
      satFatG: null,
      sugarsG: null,
      saltG: null,
    };
    const peas: AnalyzedFood = {
      ...cereal,
      name: "Peas",
      grams: 80,
      calories: 65,
      proteins: 4.3,
      carbs: 7,
      fats: 0.3,
      fiberG: 4,
      satFatG: 0.05,
      sugarsG: 4,
      saltG: 0.01,
    };
    const items = [pie, peas];
    const totals = totalsOf(items, { round: false });
    expect(nutrientsKnownInPart(items)).toEqual(["fiberG", "sugarsG", "satFatG", "saltG"]);
    for (const lang of ["en", "it"] as const) {
      const { benefits } = assessNutrition(
        { grams: 380, totals, shares: macroSharesOf(totals), knownInPart: nutrientsKnownInPart(items) },
        lang,
      );
      expect(benefits.map((b) => b.code)).not.toContain("LOW_SALT");
      expect(benefits.map((b) => b.code)).not.toContain("LOW_SUGARS");
      expect(benefits.map((b) => b.code)).not.toContain("LOW_SATURATED_FAT");
    }
    // With every part known, the same low amounts are claimed.
    const known = [{ ...pie, satFatG: 2, sugarsG: 3, saltG: 0.5 }, peas];
    const all = totalsOf(known, { round: false });
    const { benefits } = assessNutrition(
      { grams: 380, totals: all, shares: macroSharesOf(all), knownInPart: nutrientsKnownInPart(known) },
      "en",
    );
    expect(benefits.map((b) => b.code)).toContain("LOW_SALT");
  });

  it("still raises a concern from a partly known total: it is a lower bound", () => {
    const ham: AnalyzedFood = { ...cereal, name: "Ham", grams: 100, calories: 110, proteins: 18, carbs: 1, fats: 4, saltG: 2.5 };
    const bread: AnalyzedFood = { ...cereal, name: "Bread", grams: 60, calories: 160, proteins: 5, carbs: 30, fats: 2, saltG: null };
    const items = [ham, bread];
    const totals = totalsOf(items, { round: false });
    const { concerns } = assessNutrition(
      { grams: 160, totals, shares: macroSharesOf(totals), knownInPart: nutrientsKnownInPart(items) },
      "en",
    );
    expect(concerns.map((c) => c.code)).toContain("HIGH_SALT");
  });
});
