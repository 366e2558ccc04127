import type { FoodDetail } from "@app/shared";
import { describe, expect, it } from "vitest";
import { callsItBy, countedPlural, dishPortion, dishWords, wordsHeld, wordsMissing } from "./analyzer.dishes.ts";

const withPortions = (portions: [string, number][]) =>
  ({ portions: portions.map(([description, grams]) => ({ description, grams })) }) as unknown as FoodDetail;

describe("dish portions and names (0017)", () => {
  it("takes the medium piece when the portion named after the dish is lighter than the table's small one", () => {
    const muffin = withPortions([
      ['1 mini (1-1/4" dia)', 17],
      ['1 small (2-3/4" dia x 2")', 66],
      ["1 medium", 113],
      ["1 muffin", 31],
    ]);
    expect(dishPortion(muffin, ["blueberry", "muffin"], false)).toEqual({ grams: 113, portion: "1 medium" });
    // Without sizes, the portion named after the dish stands ('1 cheeseburger').
    expect(dishPortion(withPortions([["1 cheeseburger", 165]]), ["cheeseburger"], false)?.grams).toBe(165);
  });

  it("knows an entry that calls a food by the words said, in any order, in a part of its name", () => {
    expect(callsItBy("Chicken fried in oven (roast chicken)", ["chicken", "roasted"])).toBe(true);
    expect(callsItBy("Chicken, broilers or fryers, breast, meat only, cooked, roasted", ["chicken", "roasted"])).toBe(false);
    expect(callsItBy("Egg, whole, cooked, fried", ["fried", "egg"])).toBe(false);
  });
});

describe("dish words (0018)", () => {
  it("reads an Italian 'toast' with its filling as a toasted sandwich and a BLT by its parts", () => {
    expect(dishWords("toast prosciutto e formaggio")).toEqual(["toasted", "sandwich", "ham", "cheese"]);
    // 'toast with butter' / 'toast e marmellata' stay toast and a spread.
    expect(dishWords("toast with butter")).toEqual(["toast", "butter"]);
    expect(dishWords("blt sandwich")).toEqual(["bacon", "lettuce", "tomato", "sandwich"]);
  });

  it("translates the Italian dishes the tables name in English: potato salad, mashed potatoes, sweet and sour", () => {
    expect(dishWords("insalata di patate")).toEqual(["potato", "salad"]);
    expect(dishWords("pure di patate")).toEqual(["mashed", "potatoes"]);
    expect(dishWords("pollo in agrodolce")).toEqual(["chicken", "sweet", "sour"]);
  });
});

describe("dish readings (0019)", () => {
  it("reads 'tuna mayo' as the tables' tuna mayonnaise", () => {
    expect(dishWords("tuna mayo sandwich")).toEqual(["tuna", "mayonnaise", "sandwich"]);
    // 'mayonnaise' said in full is unchanged; 'mayor' is not mayonnaise.
    expect(dishWords("chicken mayonnaise")).toEqual(["chicken", "mayonnaise"]);
    expect(dishWords("mayor sandwich")).toEqual(["mayor", "sandwich"]);
  });

  it("counts a dish said in the plural without a number as two pieces, when its portion is a piece", () => {
    expect(countedPlural("chicken fajitas", "1 fajita")).toBe(true);
    expect(countedPlural("beef tacos", "1 small/regular")).toBe(true);
    // A measure, a serving or an order is not a piece; a singular dish is one; 'hummus' and 'swiss' are no plurals of a piece.
    expect(countedPlural("peas", "1 cup")).toBe(false);
    expect(countedPlural("nachos", "1 order")).toBe(false);
    expect(countedPlural("chicken fajita", "1 fajita")).toBe(false);
    expect(countedPlural("nachos", null)).toBe(false);
    expect(countedPlural("cheese and ham on swiss", "1 sandwich")).toBe(false);
  });

  it("weighs two guesses by the words said their names hold, and names the one word an entry lacks", () => {
    const words = ["tuna", "sweetcorn", "sandwich"];
    expect(wordsHeld("Ham sandwich on white", words)).toBeCloseTo(1 / 3);
    expect(wordsHeld("Sandwich, white bread, tuna mayonnaise", words)).toBeCloseTo(2 / 3);
    expect(wordsMissing("Gnocchi, potato", ["gnocchi", "pesto"])).toEqual(["pesto"]);
    expect(wordsMissing("Pasta with pesto sauce", ["pasta", "pesto"])).toEqual([]);
  });
});
