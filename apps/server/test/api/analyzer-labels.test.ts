import { beforeAll, describe, expect, it } from "vitest";
import { cleanImage } from "../../src/features/analyzer/analyzer.image.ts";
import { warmUpOcr } from "../../src/features/analyzer/analyzer.ocr.ts";
import { readLabel } from "../../src/features/analyzer/analyzer.service.ts";
import { labelCases, renderLabel } from "../fixtures/labels.ts";

/**
 * Nutrition labels generated as images (four languages, per-100 g and per-serving layouts, five fonts,
 * sizes 18–28 px, rotated up to 3°, blurred, JPEG quality 45–85) read offline by OCR to the exact values.
 */
const CASES = labelCases(40);

describe("nutrition label OCR", () => {
  beforeAll(() => warmUpOcr(), 60_000);

  it("covers four languages, both layouts, rotation, blur and JPEG noise", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((c) => c.lang))).toEqual(new Set(["en", "it", "fr", "de"]));
    expect(CASES.some((c) => c.servingOnly)).toBe(true);
    expect(CASES.some((c) => c.perServing && !c.servingOnly)).toBe(true);
    expect(CASES.some((c) => !c.perServing)).toBe(true);
    expect(CASES.some((c) => c.rotate !== 0)).toBe(true);
    expect(CASES.some((c) => c.blur > 0)).toBe(true);
    expect(CASES.some((c) => c.sodium)).toBe(true);
    expect(new Set(CASES.map((c) => c.font)).size).toBeGreaterThanOrEqual(4);
  });

  it.each(CASES.map((c, i) => [i, c.name, c] as const))("label %i (%s) is read to the exact values", async (_i, _name, c) => {
    const image = await cleanImage(await renderLabel(c));
    const parsed = await readLabel(image);
    expect(parsed).not.toBeNull();
    expect(parsed!.language).toBe(c.lang);
    expect(parsed!.servingGrams).toBe(c.servingGrams);
    expect(parsed!.per100g).toEqual(c.servingOnly ? null : c.per100g);
    expect(parsed!.perServing).toEqual(c.perServing ?? null);
  });
});
