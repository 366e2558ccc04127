import { z } from "zod";
import { text } from "./common.ts";

/** Texts of GET /api/foods/barcode/:code (English; the web shows them in the user's language). */
export const BarcodeMessages = {
  invalid: "Enter a barcode of 8, 12, 13 or 14 digits, as printed under the bars",
  checkDigit: "This barcode is not valid: check the digits",
  notFound: "Product not found. Scan the nutrition label or create a custom food.",
  tooManyLookups: "Too many barcode look-ups. Please try again in a minute.",
} as const;

/** The lengths of a GTIN: EAN-8, UPC-A (12), EAN-13, GTIN-14. */
export const BARCODE_LENGTHS = [8, 12, 13, 14] as const;

/** The GS1 check digit (the last digit) of an 8, 12, 13 or 14 digit code is right. */
export function hasValidCheckDigit(code: string): boolean {
  if (!/^\d+$/.test(code) || code.length < 2) return false;
  const digits = [...code].map(Number);
  const check = digits.at(-1)!;
  // From the right of the body: weights 3, 1, 3, 1…
  const body = digits.slice(0, -1);
  const sum = body.reduce((s, d, i) => s + d * ((body.length - 1 - i) % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A code as typed or scanned: spaces and dashes are dropped before checking. */
export const normalizeBarcode = (raw: string) => raw.replace(/[\s-]/g, "");

export const BarcodeSchema = text()
  .max(40, BarcodeMessages.invalid)
  .transform(normalizeBarcode)
  .refine((c) => /^\d+$/.test(c) && (BARCODE_LENGTHS as readonly number[]).includes(c.length), {
    message: BarcodeMessages.invalid,
    abort: true,
  })
  .refine(hasValidCheckDigit, BarcodeMessages.checkDigit);

export const BarcodeParamsSchema = z.object({ code: BarcodeSchema });

/** Shown wherever a product from Open Food Facts is shown (its licence is the ODbL). */
export const OPEN_FOOD_FACTS_ATTRIBUTION = "Open Food Facts, ODbL";
