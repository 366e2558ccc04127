import { describe, expect, it } from "vitest";
import { portionInItalian, portionName } from "./portion-names.ts";

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
    ["1 cup (8 fl oz)", "1 tazza (8 fl oz)"],
    ["1 package (3.12 oz)", "1 confezione (3,12 oz)"],
    ['1 pizza (12" dia)', '1 pizza (12" di diametro)'],
    ["1 cup (1 NLEA serving)", "1 tazza (1 porzione di riferimento NLEA)"],
    ["1 steak, cooked, excluding refuse", "1 bistecca, da cotto, senza scarti"],
    ["Quantity not specified", "Quantità non specificata"],
    ["3 oz", "3 oz"],
  ])("%j → %j", (english, italian) => {
    expect(portionInItalian(english)).toBe(italian);
  });

  it.each([
    "10 grapes",
    '1 cup (1" pieces)',
    "1 piece, cooked, excluding refuse (yield from 1 lb raw meat with refuse)",
    "Guideline amount per fl oz of beverage",
    "1 cup, mix + drained berries",
  ])("leaves %j whole when a part of it is unknown (never half translated)", (english) => {
    expect(portionInItalian(english)).toBe(english);
  });

  it("keeps the tables' English for English readers", () => {
    expect(portionName("2 tbsp", "en")).toBe("2 tbsp");
    expect(portionName("2 tbsp", "it")).toBe("2 cucchiai");
  });
});
