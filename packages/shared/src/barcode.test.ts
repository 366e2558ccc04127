import { describe, expect, it } from "vitest";
import { BarcodeMessages, BarcodeSchema, hasValidCheckDigit } from "./barcode.ts";

const message = (raw: string) => BarcodeSchema.safeParse(raw).error?.issues.map((i) => i.message);

describe("barcodes", () => {
  it("checks the GS1 check digit of EAN-8, UPC-A, EAN-13 and GTIN-14 codes", () => {
    for (const code of ["96385074", "012345678905", "3017620422003", "5449000000996", "00012345600012"])
      expect(hasValidCheckDigit(code)).toBe(true);
    for (const code of ["96385075", "012345678904", "3017620422004", "00012345600013"]) expect(hasValidCheckDigit(code)).toBe(false);
  });

  it("drops spaces and dashes, and says what is wrong", () => {
    expect(BarcodeSchema.parse(" 3017-6204 22003 ")).toBe("3017620422003");
    expect(message("12345")).toEqual([BarcodeMessages.invalid]);
    expect(message("30176204220O3")).toEqual([BarcodeMessages.invalid]);
    expect(message("3017620422004")).toEqual([BarcodeMessages.checkDigit]);
  });
});
