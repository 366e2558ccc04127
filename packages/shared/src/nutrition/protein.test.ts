import { describe, expect, it } from "vitest";
import { PROTEIN_RANGES, proteinReferenceWeight, proteinTarget } from "./protein.ts";

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
  it("reckons on the weight at BMI 25 above BMI 30", () => {
    expect(proteinReferenceWeight(120, 170)).toBe(72.3);
    expect(proteinReferenceWeight(80, 170)).toBe(80);
    expect(proteinTarget("weight_loss", 120, 170)).toMatchObject({ minG: 116, maxG: 159 });
  });
});
