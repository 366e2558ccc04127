import { macrosForGrams, portionGrams, type FoodPortion, type Macros, type MacrosPer100g } from "@app/shared";

/** How the amount was given: grams, or a number of one of the food's household portions. */
export interface FoodAmountInput {
  /** 'g', or the portion's description ('1 large'). */
  unit: string;
  /** As typed: '150', '1,5'. */
  quantity: string;
}

export interface FoodAmount {
  /** Null when the quantity is not a number. */
  grams: number | null;
  portionLabel: string | null;
  /** The portion count when a portion was chosen. */
  count: number | null;
  macros: Macros & { unknown: (keyof Macros)[] };
}

export const GRAMS = "g";

/** A typed number with a decimal comma or point; empty or not a number gives null. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.trim().replace(",", ".");
  if (cleaned === "") return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** The grams and the meal's whole-number values for an amount of a food (docs/product/tracking.md#validation rounding). */
export function computeFoodAmount(per100: MacrosPer100g, portions: readonly FoodPortion[], input: FoodAmountInput): FoodAmount {
  const quantity = parseQuantity(input.quantity);
  const portion = input.unit === GRAMS ? undefined : portions.find((p) => p.description === input.unit);
  const grams = quantity === null ? null : portion ? portionGrams(quantity, portion.grams) : Math.round(quantity * 10) / 10;
  return {
    grams,
    portionLabel: portion ? portion.description : null,
    count: portion ? quantity : null,
    macros: macrosForGrams(per100, grams !== null && grams > 0 ? grams : 0),
  };
}

/** A quantity for an input field: no grouping, the locale's decimal separator ('1,5' in Italian). */
export const quantityText = (n: number, decimalSeparator: string) => String(n).replace(".", decimalSeparator);

/** The amount when a meal from a food is edited: its portion and count, or its grams. */
export function initialAmountInput(
  amountGrams: number | null | undefined,
  portionLabel: string | null | undefined,
  portions: readonly FoodPortion[],
  decimalSeparator: string,
): FoodAmountInput {
  const portion = portionLabel ? portions.find((p) => p.description === portionLabel) : undefined;
  if (portion && amountGrams)
    return { unit: portion.description, quantity: quantityText(Math.round((amountGrams / portion.grams) * 100) / 100, decimalSeparator) };
  return { unit: GRAMS, quantity: amountGrams ? quantityText(amountGrams, decimalSeparator) : "100" };
}
