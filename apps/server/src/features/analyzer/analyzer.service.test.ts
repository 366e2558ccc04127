import { describe, expect, it } from "vitest";
import { parseDescription } from "./analyzer.description.ts";
import { isMixedDishCategory, isTypoOf, isWholeSandwich as wholeSandwich, onlyNearSpelled } from "@app/shared";
import {
  amountLabel,
  namesOnlyFoods,
  onlyInsideAWord,
  sandwichParts,
  sideBySideFoods,
  slicedFilling,
  SPREAD_FILLING_GRAMS,
  spreadFillingGrams,
} from "./analyzer.service.ts";

const isWholeSandwich = (d: { name: string; category: string }) => wholeSandwich(d.name, isMixedDishCategory(d.category));

describe("the amount eaten in the reader's words (0024-chatfix)", () => {
  it("names a table portion in Italian, and one the tables name only in English as a portion, never in English", () => {
    expect(amountLabel(2, "1 large", "it")).toBe("2 × 1 grande");
    expect(amountLabel(1, "1 slice", "it")).toBe("1 fetta");
    expect(amountLabel(1, "1 chicken thigh with sauce", "it")).toBe("1 porzione");
    expect(amountLabel(1, "1 cup spaghetti not packed", "it")).toBe("1 porzione");
    expect(amountLabel(1, "1 nonfat latte", "it")).toBe("1 porzione");
    expect(amountLabel(1, "1 chicken thigh with sauce", "en")).toBe("1 chicken thigh with sauce");
  });
});

describe("a sandwich named by its filling (0024, sandwich)", () => {
  it("is its bread and its filling when the tables hold no such sandwich whole", () => {
    expect(sandwichParts("bacon sandwich", 1)).toEqual({ bread: "2 slices of bread", filling: "bacon" });
    expect(sandwichParts("cheese butty", 2)).toEqual({ bread: "4 slices of bread", filling: "cheese" });
    expect(sandwichParts("sandwich", 1)).toBeNull();
  });

  it("puts two grilled back rashers, 25 g each, in a British bacon butty, roll, bap or sarnie (0027-fix22cEN)", () => {
    expect(sandwichParts("bacon butty", 2)).toEqual({ bread: "4 slices of bread", filling: "100 g grilled back bacon" });
    for (const name of ["bacon roll", "bacon bap", "bacon sarnie", "bacon barm"]) {
      expect(sandwichParts(name, 1)).toEqual({ bread: "2 slices of bread", filling: "50 g grilled back bacon" });
    }
    const [rashers] = parseDescription("2 rashers of back bacon");
    expect(rashers!.entry?.sourceId).toBe("19-500");
    expect(rashers!.entry?.measures?.piece).toBe(25);
  });

  it("stands whole only as the tables' sandwich on the bread said", () => {
    const dish = "Sandwiches";
    expect(isWholeSandwich({ name: "Ham sandwich on white", category: "Deli and cured meat sandwiches" })).toBe(true);
    expect(isWholeSandwich({ name: "Bacon, for use on a sandwich", category: "Pork Products" })).toBe(false);
    expect(isWholeSandwich({ name: "Sausage biscuit sandwich", category: dish })).toBe(false);
    expect(isWholeSandwich({ name: "Sandwich, white bread, tuna mayonnaise", category: "Bread" })).toBe(true);
  });

  it("puts two slices of a filling counted by the slice in each sandwich, unless an amount is said", () => {
    const [, bacon] = parseDescription("2 slices of bread with bacon");
    expect(slicedFilling(bacon!, 1).quantity).toBe(2);
    expect(slicedFilling(bacon!, 2).quantity).toBe(4);
    const [, three] = parseDescription("2 slices of bread with 3 slices of bacon");
    expect(slicedFilling(three!, 1).quantity).toBe(3);
    const [, ketchup] = parseDescription("2 slices of bread with ketchup");
    expect(slicedFilling(ketchup!, 1).quantity).toBe(1);
  });
});

describe("a bread filled with a spread (0027-fix22chatB)", () => {
  it("fills a piadina or a panino with 30 g of a spread said alone, not a filling of ham's 70 g", () => {
    expect(SPREAD_FILLING_GRAMS).toBe(30);
    expect(spreadFillingGrams("piadina", [{ name: "nutella" }])).toBe(30);
    expect(spreadFillingGrams("panino", [{ name: "burro" }, { name: "marmellata" }])).toBe(30);
    expect(spreadFillingGrams("piadine", [{ name: "nutella" }], 2)).toBe(60);
    // A filling of meat or cheese keeps the filling's portion; a pasta with butter is no bread.
    expect(spreadFillingGrams("piadina", [{ name: "prosciutto crudo" }, { name: "nutella" }])).toBeUndefined();
    expect(spreadFillingGrams("pasta", [{ name: "burro" }])).toBeUndefined();
  });
});

describe("a food found only by a near spelling of the words said (0027-fuzzy22)", () => {
  it("is another food: a brand, a regional sweet or a UK word the tables do not hold", () => {
    expect(onlyNearSpelled("Beef, steak, ribeye, lean only eaten", "ribena")).toBe(true);
    expect(onlyNearSpelled("Pastis (anise-flavoured spirit)", "fetta di pastiera")).toBe(true);
    expect(onlyNearSpelled("Gouda cheese, with cumin seed", "semi skimmed milk")).toBe(true);
    expect(onlyNearSpelled("Tea leaf", "malt loaf")).toBe(true);
    expect(onlyNearSpelled("Sea salt", "seada")).toBe(true);
  });

  it("keeps the food a typo, a plural, a spelling variant or a word said finds", () => {
    expect(onlyNearSpelled("Chicken, breast, roasted", "chiken breast")).toBe(false);
    expect(onlyNearSpelled("Broccoli, raw", "brocoli")).toBe(false);
    expect(onlyNearSpelled("Mango, raw", "mnago")).toBe(false);
    expect(onlyNearSpelled("Cherry, sweet, raw", "cherries")).toBe(false);
    expect(onlyNearSpelled("Spaghetti bolognaise", "spaghetti bolognese")).toBe(false);
    expect(onlyNearSpelled("Hummus", "houmous")).toBe(false);
    expect(onlyNearSpelled("Milk, semi-skimmed, pasteurised, average", "semi skimmed milk")).toBe(false);
  });

  it("takes a slip as a typo only when it keeps the first letter, and never a changed letter in a word of four", () => {
    expect(isTypoOf("chiken", "chicken")).toBe(true);
    expect(isTypoOf("spagetti", "spaghetti")).toBe(true);
    expect(isTypoOf("bred", "bread")).toBe(true);
    expect(isTypoOf("loaf", "leaf")).toBe(false);
    expect(isTypoOf("hicken", "chicken")).toBe(false);
  });
});

describe("a word said found only inside another word of a name (0025, fix20ana)", () => {
  it("is another food: 'philly' is not Caerphilly; a word said whole, or a name's start, still counts", () => {
    expect(onlyInsideAWord("Cheese, Caerphilly", "philly cheesesteak")).toBe(true);
    expect(onlyInsideAWord("Cheese steak sandwich or sub on white", "philly cheesesteak")).toBe(false);
    expect(onlyInsideAWord("Mushrooms, white, raw", "mushroom")).toBe(false);
    // A name that holds another word said as a word is read as usual.
    expect(onlyInsideAWord("Yogurt, strawberry", "berry yogurt")).toBe(false);
  });
});

describe("a text of foods is not another dish's entry (0027-guard22)", () => {
  it("reads foods said side by side as their parts: 'pane burro' is bread and butter, not bread-and-butter pudding", () => {
    expect(sideBySideFoods("pane burro", "it")?.map((p) => p.entry?.key)).toEqual(["bread", "butter"]);
    // Linked words are one food with its cooking or a dish's name: not split.
    expect(sideBySideFoods("pollo al limone", "it")).toBeUndefined();
    expect(sideBySideFoods("kung pao chicken", "en")).toBeUndefined();
  });

  it("tells a text of foods from a dish's own name", () => {
    expect(namesOnlyFoods("pane burro", "it")).toBe(true);
    expect(namesOnlyFoods("pollo al limone", "it")).toBe(true);
    // 'kung pao' names the Chinese dish: its entry is the dish said.
    expect(namesOnlyFoods("kung pao chicken", "en")).toBe(false);
  });
});
