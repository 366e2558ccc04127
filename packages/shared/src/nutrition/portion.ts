import type { Macros } from "./totals.ts";

/** A food's macros per 100 g, as the food database gives them; null = not reported by the source. */
export interface MacrosPer100g {
  energyKcal: number | null;
  proteinG: number | null;
  carbsG: number | null;
  fatG: number | null;
}

/**
 * What `grams` of a food bring, in a meal's whole numbers (docs/product/tracking.md#validation: values rounded to whole
 * numbers). A nutrient the source did not report counts as 0, and `unknown` lists it so the screen can say so.
 */
export function macrosForGrams(per100: MacrosPer100g, grams: number): Macros & { unknown: (keyof Macros)[] } {
  const unknown: (keyof Macros)[] = [];
  const part = (value: number | null, key: keyof Macros) => {
    if (value === null) {
      unknown.push(key);
      return 0;
    }
    // Round at 1e-9 first so 0.5 stays 0.5 in floating point (165 × 150 / 100 = 247.49999…).
    return Math.round(Math.round(((value * grams) / 100) * 1e9) / 1e9);
  };
  const calories = part(per100.energyKcal, "calories");
  const proteins = part(per100.proteinG, "proteins");
  const carbs = part(per100.carbsG, "carbs");
  const fats = part(per100.fatG, "fats");
  return { calories, proteins, carbs, fats, unknown };
}

/** Grams of `count` portions of `gramsEach`, to 0.1 g (as the server stores amounts). */
export const portionGrams = (count: number, gramsEach: number): number => Math.round(count * gramsEach * 10) / 10;
