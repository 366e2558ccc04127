import { describe, expect, it } from "vitest";
import { hasItalianPortionName, portionInItalian, portionName } from "./portion-names.ts";

describe("portion names in Italian", () => {
  it.each([
    ["1 cup", "1 tazza"],
    ["2 tbsp", "2 cucchiai"],
    ["1 large", "1 grande"],
    ["2 large", "2 grandi"],
    ["1 medium", "1 di taglia media"],
    ["2 medium slice", "2 fette medie"],
    ["1.5 cup, chopped", "1,5 tazze, a pezzetti"],
    ["1 1/2 cup", "1 1/2 tazze"],
    ["0.5 cup slices", "0,5 tazza di fette"],
    ["1 cup (8 fl oz)", "1 tazza"],
    ["1 package (3.12 oz)", "1 confezione"],
    ['1 pizza (12" dia)', "1 pizza (30 cm di diametro)"],
    ["1 slice (1 oz)", "1 fetta"],
    ['1 medium (7" to 7-7/8" long)', "1 di taglia media"],
    ['1 small (2-3/4" dia)', "1 di taglia piccola (7 cm di diametro)"],
    ['1 leaf (11" x 6-1/2")', "1 foglia (28 cm x 17 cm)"],
    ["1 cubic inch", "1 cubetto di 2,5 cm"],
    ["2 surface inch", "2 pezzi di 2,5 × 2,5 cm"],
    ["1 can 11.5 oz", "1 lattina"],
    ["1 oz, boneless", "28 g, senza osso"],
    ["8 fl oz", "237 ml"],
    ["0.5 lb", "227 g"],
    ["1 cup (1 NLEA serving)", "1 tazza (1 porzione di riferimento NLEA)"],
    ["1 steak, cooked, excluding refuse", "1 bistecca, da cotto, senza scarti"],
    ["Quantity not specified", "Quantità non specificata"],
    ["3 oz", "85 g"],
  ])("%j → %j", (english, italian) => {
    expect(portionInItalian(english)).toBe(italian);
  });

  it.each([
    ['1 crust, single 9"', "1 crust, single"],
    ["1 piece, cooked, excluding refuse (yield from 1 lb raw meat with refuse)", "1 pezzo, da cotto, senza scarti"],
    ['1 cookie, oval (3-1/8" x 1-1/4" x 3/8")', "1 cookie, oval"],
    ['1 piece 4"x6"', "1 pezzo"],
  ])("drops the inches and ounces of %j it cannot translate whole: %j", (english, italian) => {
    expect(portionInItalian(english)).toBe(italian);
  });

  it.each(["10 grapes", "Guideline amount per fl oz of beverage", "1 cup, mix + drained berries"])(
    "leaves %j whole when a part of it is unknown (never half translated)",
    (english) => {
      expect(portionInItalian(english)).toBe(english);
    },
  );

  it("keeps the tables' English for English readers", () => {
    expect(portionName("2 tbsp", "en")).toBe("2 tbsp");
    expect(portionName("2 tbsp", "it")).toBe("2 cucchiai");
  });
});

describe("hasItalianPortionName", () => {
  it("is true for a portion with an Italian name and false for the tables' English", () => {
    expect(hasItalianPortionName("1 cup")).toBe(true);
    expect(hasItalianPortionName("1 can 11.5 oz")).toBe(true);
    expect(hasItalianPortionName("1 medium croissant")).toBe(false);
  });
});
