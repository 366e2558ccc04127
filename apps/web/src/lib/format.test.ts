import { describe, expect, it } from "vitest";
import { formatGrams, formatKcal, formatNumber } from "./format.ts";

// formatNumber writes whole numbers itself (no Intl.NumberFormat on a page's first render): what it writes must be
// what Intl writes, in both languages, or a prerendered page and its hydration would disagree with the rest.
const intl = (locale: "en" | "it", value: number, fractionDigits = 0) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value);

const samples = [
  ...Array.from({ length: 12_001 }, (_, i) => i),
  // large, halves and near-halves, and what takes Intl's path
  99_999,
  100_000,
  123_456,
  999_999,
  1_000_000,
  1_234_567,
  98_765_432,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  0.4,
  0.5,
  1.5,
  2.5,
  2.4999999999999996,
  999.5,
  9_999.5,
  99_999.49,
  1_234.56,
  0.49999999999999994,
  -0,
  -0.3,
  -0.5,
  -1,
  -1_234,
  -12_345.6,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  1e21,
  2 ** 60,
];

describe("formatNumber", () => {
  for (const locale of ["en", "it"] as const) {
    it(`writes every sample as Intl.NumberFormat does in ${locale}`, () => {
      const wrong = samples.filter((value) => formatNumber(locale, value) !== intl(locale, value));
      expect(wrong.map((value) => [value, formatNumber(locale, value), intl(locale, value)])).toEqual([]);
    });

    it(`keeps decimals when asked (${locale})`, () => {
      for (const value of [24.25, 24.2, 1_234.56, 12_345.67, 0.05, 7]) expect(formatNumber(locale, value, 1)).toBe(intl(locale, value, 1));
    });
  }

  it("groups as each language does", () => {
    expect(formatNumber("en", 1234)).toBe("1,234");
    expect(formatNumber("it", 1234)).toBe("1234");
    expect(formatNumber("it", 12345)).toBe("12.345");
    expect(formatKcal("en", 2149.6)).toBe("2,150 kcal");
    expect(formatGrams("it", 12_500)).toBe("12.500 g");
  });
});
