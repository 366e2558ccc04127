import { describe, expect, it } from "vitest";
import { goalMacros, PROTEIN_RANGES, proteinReferenceWeight, proteinTarget } from "./protein.ts";

describe("the protein table", () => {
  it("has the cited ranges per goal", () => {
    expect(PROTEIN_RANGES.reference).toMatchObject({ minGPerKg: 0.83, maxGPerKg: 0.83 });
    expect(PROTEIN_RANGES.maintenance).toMatchObject({ minGPerKg: 1.2, maxGPerKg: 1.6 });
    expect(PROTEIN_RANGES.weight_loss).toMatchObject({ minGPerKg: 1.6, maxGPerKg: 2.2 });
    expect(PROTEIN_RANGES.muscle_gain).toMatchObject({ minGPerKg: 1.6, maxGPerKg: 2.2 });
    for (const r of Object.values(PROTEIN_RANGES)) expect(r.source).toMatch(/EFSA|ISSN|ACSM/);
  });
  it("gives a 75 kg man 120-165 g for muscle gain, not 2.7-3.6 g/kg", () => {
    expect(proteinTarget("muscle_gain", 75, 180)).toMatchObject({ minG: 120, maxG: 165, targetG: 143 });
    expect(proteinTarget("reference", 75)).toMatchObject({ minG: 62, maxG: 62 });
    expect(proteinTarget("maintenance", 75, 180)).toMatchObject({ minG: 90, maxG: 120 });
  });
  it("reckons on the body weight, at most the weight at BMI 30", () => {
    expect(proteinReferenceWeight(120, 170)).toBe(86.7);
    expect(proteinReferenceWeight(80, 170)).toBe(80);
    expect(proteinTarget("weight_loss", 120, 170)).toMatchObject({ minG: 139, maxG: 191 });
  });
  it("never lowers the target when the weight goes up (no step at BMI 30; found by review)", () => {
    let last = 0;
    for (let kg = 50; kg <= 160; kg += 0.2) {
      const target = proteinTarget("weight_loss", kg, 175).targetG;
      expect(target, `${kg.toFixed(1)} kg`).toBeGreaterThanOrEqual(last);
      last = target;
    }
  });
});

describe("a goal's macronutrients", () => {
  it("take protein from the table and fat as a share, carbohydrate the rest", () => {
    const gain = goalMacros(3050, "muscle_gain", 75, 175);
    expect(gain).toMatchObject({ calories: 3050, proteins: 143, fats: 68 });
    expect(gain.proteins * 4 + gain.carbs * 4 + gain.fats * 9).toBeCloseTo(3050, -1);
    const loss = goalMacros(2250, "weight_loss", 75, 175);
    expect(loss.proteins / 75).toBeGreaterThanOrEqual(1.6);
    expect(loss.proteins / 75).toBeLessThanOrEqual(2.2);
    expect(loss.split.protein + loss.split.carbs + loss.split.fat).toBeGreaterThanOrEqual(99);
  });
  it("keeps protein under 35 % of a small day's energy and a ketogenic day at 5 % carbohydrate", () => {
    expect(goalMacros(1200, "weight_loss", 95, 170).proteins).toBeLessThanOrEqual(105);
    const keto = goalMacros(2000, "ketogenic", 70);
    expect(keto.carbs).toBe(25);
    expect(keto.split.fat).toBeGreaterThan(60);
  });
});
