import { describe, expect, it } from "vitest";
import {
  COMPOSITE_MEALS,
  compositePartName,
  pizzaTrancioGrams,
  bareFoodReading,
  DRY_SNACK,
  eatenWithItsSauce,
  fishTinInSauceGrams,
  isCompositePart,
  italianPiece,
  isRawStapleEntry,
  macrosForGrams,
  MIXED_SALAD,
  portionGrams,
  rawWeighedStaple,
  sizedPieceGrams,
  sliceOfCakeGrams,
  unportionedCakeSlice,
} from "./portion.ts";

const chickenBreastRaw = { energyKcal: 120, proteinG: 22.5, carbsG: 0, fatG: 2.62 };

describe("macrosForGrams", () => {
  it.each([
    [chickenBreastRaw, 150, { calories: 180, proteins: 34, carbs: 0, fats: 4 }],
    [chickenBreastRaw, 100, { calories: 120, proteins: 23, carbs: 0, fats: 3 }],
    [chickenBreastRaw, 0, { calories: 0, proteins: 0, carbs: 0, fats: 0 }],
    [{ energyKcal: 165, proteinG: 31, carbsG: 0, fatG: 3.6 }, 150, { calories: 248, proteins: 47, carbs: 0, fats: 5 }],
    [{ energyKcal: 52, proteinG: 0.26, carbsG: 11.4, fatG: 0.17 }, 182, { calories: 95, proteins: 0, carbs: 21, fats: 0 }],
    [{ energyKcal: 884, proteinG: 0, carbsG: 0, fatG: 100 }, 13.5, { calories: 119, proteins: 0, carbs: 0, fats: 14 }],
  ])("%j × %d g → %j (whole numbers, halves up)", (per100, grams, expected) => {
    expect(macrosForGrams(per100, grams)).toEqual({ ...expected, unknown: [] });
  });

  it("counts an unreported nutrient as 0 and says which", () => {
    expect(macrosForGrams({ energyKcal: 100, proteinG: null, carbsG: 10, fatG: null }, 200)).toEqual({
      calories: 200,
      proteins: 0,
      carbs: 20,
      fats: 0,
      unknown: ["proteins", "fats"],
    });
  });
});

describe("portionGrams", () => {
  it.each([
    [2, 50, 100],
    [1.5, 118, 177],
    [0.5, 33.3, 16.7],
    [3, 0.1, 0.3],
  ])("%d × %d g = %d g", (count, each, grams) => {
    expect(portionGrams(count, each)).toBe(grams);
  });
});

describe("sliceOfCakeGrams (0022-cakeslice)", () => {
  it.each([
    ["Cheesecake, plain", "1 piece/slice, any size", 175, 115],
    ["Cake or cupcake, carrot", "1 piece/slice, any size", 200, 115],
    ["Cake, torte", "1 piece/slice, any size", 200, 115],
    // A tray dessert's piece or unspecified quantity (null, as the analyzer reads it): the regular slice (0023-chatdish).
    ["Tiramisu", "1 piece", 175, 115],
    ["Tiramisu", "Quantity not specified", 175, 115],
    ["Tiramisu", null, 175, 115],
  ])("%s, '%s' %d g → a regular slice, %d g", (name, portion, grams, expected) => {
    expect(sliceOfCakeGrams(name, portion, grams)).toBe(expected);
  });

  it.each([
    ["Cake, sponge", "1 piece/slice, any size", 65],
    ["Pie, lemon meringue", "1 slice, any size", 150],
    ["Cake or cupcake, carrot", "1 cupcake, any size", 90],
    ["Cake or cupcake, chocolate with white icing, bakery", "1 regular or small piece/slice, 2+ layer cake", 175],
    ["Cheesecake, plain", null, 175],
  ])("leaves %s, '%s' %d g to the table", (name, portion, grams) => {
    expect(sliceOfCakeGrams(name, portion, grams)).toBeUndefined();
  });
});

describe("rawWeighedStaple (0025-anaportion)", () => {
  it("reads Italian grams of rice, pasta or a grain written by themselves as the raw weight, up to 150 g", () => {
    expect(rawWeighedStaple("riso", 80, "it")).toBe("rice white raw");
    expect(rawWeighedStaple("farro", 70, "it")).toBe("spelt raw");
    expect(rawWeighedStaple("spaghetti", 100, "it")).toBe("pasta dry");
    expect(rawWeighedStaple("cous cous", 60, "it")).toBe("couscous dry");
    // A cooked weight said so, more than a raw portion, English grams, or a dish: not raw.
    expect(rawWeighedStaple("riso", 80, "it", "80 g di riso cotto")).toBeUndefined();
    expect(rawWeighedStaple("riso", 200, "it")).toBeUndefined();
    expect(rawWeighedStaple("rice", 80, "en")).toBeUndefined();
    expect(rawWeighedStaple("risotto ai funghi", 80, "it")).toBeUndefined();
  });

  it("takes only the grain's own raw or dry entry", () => {
    expect(isRawStapleEntry("rice white raw", "Rice, white, long-grain, regular, raw, enriched")).toBe(true);
    expect(isRawStapleEntry("pasta dry", "Pasta, dry, enriched")).toBe(true);
    expect(isRawStapleEntry("rice white raw", "Rice, white, long-grain, regular, enriched, cooked")).toBe(false);
    expect(isRawStapleEntry("rice white raw", "Rice flour, white")).toBe(false);
    expect(isRawStapleEntry("pasta dry", "Pasta, gluten-free, corn, dry")).toBe(false);
  });

  it("knows a mixed salad by its name", () => {
    expect(MIXED_SALAD.test("mixed salad")).toBe(true);
    expect(MIXED_SALAD.test("insalata mista")).toBe(true);
    expect(MIXED_SALAD.test("rice salad")).toBe(false);
  });
});

describe("unportionedCakeSlice (0025-chatrest)", () => {
  it("gives a cake without a slice or piece the regular slice, 115 g", () => {
    expect(unportionedCakeSlice("Apple pie (cake batter)", undefined, null)).toBe(115);
    expect(unportionedCakeSlice("Lemon cake (cake batter)", undefined, "medium")).toBe(115);
    // A '1 slice/chunk' of 8 g is a dried fruit's, not a cake's.
    expect(unportionedCakeSlice("Apple pie (cake batter)", 8, null)).toBe(115);
  });

  it("leaves a cake with its own slice, a large slice said and what is no cake to the caller", () => {
    expect(unportionedCakeSlice("Cake, sponge", 65, null)).toBeUndefined();
    expect(unportionedCakeSlice("Apple pie (cake batter)", undefined, "large")).toBeUndefined();
    expect(unportionedCakeSlice("Apples, raw, with skin", 8, null)).toBeUndefined();
    expect(unportionedCakeSlice("Wholemeal wheat bread", undefined, null)).toBeUndefined();
  });
});

describe("bareFoodReading (0026-chatbare)", () => {
  it.each([
    ["beef stroganoff", "Meat mixed dishes", false, "serving"],
    ["chicken tikka masala", "Meat and meat products", false, "serving"],
    ["walkers crisps", "Potato chips", false, "packet"],
    ["string cheese", "Cheese", false, "one"],
    ["bagel", "Yeast breads", false, "one"],
    ["kit kat", "Sweets", true, "one"],
    ["tomato soup", "Soups, Sauces, and Gravies", false, "serving"],
  ] as const)("reads '%s' said bare as one %s", (said, category, bar, reading) => {
    expect(bareFoodReading(said, { name: said, category }, bar)).toBe(reading);
  });

  it.each([
    ["chicken breast", "Poultry Products"],
    ["rice", "Rice"],
    ["olive oil", "Fats and Oils"],
    ["flour", "Cereal Grains and Pasta"],
    ["patatine fritte", "White potatoes"],
    ["kiwi", "Other fruits and fruit salads"],
    ["olive oil", "Salad dressings and vegetable oils"],
    ["pesto", "Soups, Sauces, and Gravies"],
  ])("leaves '%s', a food people weigh or spoon, per 100 g", (said, category) => {
    expect(bareFoodReading(said, { name: said, category }, false)).toBeUndefined();
  });
});

describe("eatenWithItsSauce (0026-chatbare)", () => {
  it("eats a can of food in its sauce, syrup or juice whole", () => {
    expect(eatenWithItsSauce("baked beans", "Baked beans")).toBe(true);
    expect(eatenWithItsSauce("ravioli", "Ravioli, cheese-filled, canned")).toBe(true);
    expect(eatenWithItsSauce("pelati", "Tomato peeled, canned")).toBe(true);
    expect(eatenWithItsSauce("peaches", "Peaches, canned, heavy syrup pack")).toBe(true);
  });

  it("drains beans, pulses and sweetcorn canned in water", () => {
    expect(eatenWithItsSauce("chickpeas", "Chickpeas, from canned, no added fat")).toBe(false);
    expect(eatenWithItsSauce("kidney beans", "Beans, kidney, canned, drained solids")).toBe(false);
    expect(eatenWithItsSauce("sweetcorn", "Corn, sweet, canned")).toBe(false);
  });
});

describe("fishTinInSauceGrams (0027-fix22chatA)", () => {
  it("eats a tin of small fish in its sauce whole, by the tin sold", () => {
    expect(fishTinInSauceGrams("mackerel in tomato sauce")).toBe(125);
    expect(fishTinInSauceGrams("sardines tomato sauce")).toBe(120);
    expect(fishTinInSauceGrams("pilchards in tomato sauce")).toBe(155);
    expect(fishTinInSauceGrams("sgombro al pomodoro")).toBe(125);
  });

  it("leaves fish in oil or brine, and other tins, to be drained", () => {
    expect(fishTinInSauceGrams("sardines in olive oil")).toBeUndefined();
    expect(fishTinInSauceGrams("mackerel")).toBeUndefined();
    expect(fishTinInSauceGrams("spaghetti in tomato sauce")).toBeUndefined();
  });
});

describe("sizedPieceGrams (0026-chatbare)", () => {
  const pizza = [
    { description: "1 piece, NFS", grams: 91 },
    { description: "1 piece, medium pizza", grams: 66 },
    { description: "1 piece, large pizza", grams: 91 },
  ];
  it("scales the regular piece as the table's piece of that size is to its medium one", () => {
    expect(sizedPieceGrams(86, pizza, "large")).toEqual({ grams: 118.6, portion: "1 piece, large pizza" });
  });
  it("gives nothing when the table has no piece of that size or no medium one", () => {
    expect(sizedPieceGrams(86, pizza, "small")).toBeUndefined();
    expect(sizedPieceGrams(86, pizza.slice(0, 1).concat(pizza.slice(2)), "large")).toBeUndefined();
  });
});

describe("italianPiece and the dry snack's single-serve pack (0026-itdish)", () => {
  it.each([
    ["supplì", 115],
    ["suppli", 115],
    ["crocchè di patate", 75],
    ["caffellatte", 250],
    ["supplemento", undefined],
    ["crocchette", undefined],
  ])("%s: %s g", (name, grams) => {
    expect(italianPiece(name)?.grams).toBe(grams);
  });
  it("reads a focaccia said in Italian as the bakery's 100 g piece, in English as the table's (0027-fix22cIT)", () => {
    expect(italianPiece("focaccia al rosmarino", "it")).toMatchObject({ grams: 100, portion: "1 piece" });
    expect(italianPiece("focacce", "it")?.grams).toBe(100);
    expect(italianPiece("focaccia", "en")).toBeUndefined();
    expect(italianPiece("focaccia")).toBeUndefined();
    expect(italianPiece("supplì", "it")?.grams).toBe(115);
  });
  it("holds crackers, grissini and rusks, not crisps", () => {
    expect(["cracker", "crackers integrali", "grissini", "fette biscottate", "taralli"].every((x) => DRY_SNACK.test(x))).toBe(true);
    expect(["patatine", "crisps", "biscotti"].some((x) => DRY_SNACK.test(x))).toBe(false);
  });
});

describe("isCompositePart (0026-fix21ana)", () => {
  it("matches a food said by its head word, singular or plural, to a composite's part", () => {
    expect(isCompositePart("baked beans", "beans")).toBe(true);
    expect(isCompositePart("fried egg", "eggs")).toBe(true);
    expect(isCompositePart("pork sausages", "sausage")).toBe(true);
    expect(isCompositePart("grilled tomato", "tomatoes")).toBe(true);
    expect(isCompositePart("baked beans", "black pudding")).toBe(false);
  });
});

describe("pizzaTrancioGrams (0026-trancio)", () => {
  it("reads a trancio of pizza as a slice of pizza al taglio, 180 g each", () => {
    expect(pizzaTrancioGrams("trancio", "di pizza margherita")).toBe(180);
    expect(pizzaTrancioGrams("tranci", "pizza", 2)).toBe(360);
  });
  it("leaves a trancio of fish and other slice-words alone", () => {
    expect(pizzaTrancioGrams("trancio", "di salmone")).toBeUndefined();
    expect(pizzaTrancioGrams("fetta", "di pizza")).toBeUndefined();
    expect(pizzaTrancioGrams(undefined, "pizza")).toBeUndefined();
  });
});

/** The parts of the composite meal a name is, if any. */
const composite = (name: string) => COMPOSITE_MEALS.find((m) => m.name.test(name))?.parts;

describe("Italian regional dishes read as their parts (0027-fix22bIT)", () => {
  it("knows the regional dishes and the 'pasta e X' minestre, with or without the chat's dropped link", () => {
    expect(composite("bucatini all'amatriciana")).toBe("220 g cooked pasta, 30 g pork jowl, 80 g tomato sauce, 15 g pecorino");
    expect(composite("bucatini all amatriciana")).toBe(composite("bucatini all'amatriciana"));
    expect(composite("pasta e ceci")).toBe("180 g cooked pasta, 100 g cooked chickpeas, 10 g olive oil");
    expect(composite("cacio pepe")).toBe(composite("cacio e pepe"));
    // Without its 'e', 'pasta zucchine' is the head-first dish (0024-italhead).
    expect(composite("pasta zucchine")).toBeUndefined();
    expect(composite("frittata di due uova")).toBe("2 eggs, 10 g olive oil");
    expect(composite("coppetta di gelato fragola e limone")).toBe("100 g sorbet");
    expect(composite("coppetta di gelato al cioccolato")).toBe("100 g ice cream");
    // The tables hold these dishes whole.
    expect(composite("pasta e fagioli")).toBeUndefined();
    expect(composite("pasta e zucca")).toBeUndefined();
  });
  it("names their parts in Italian on an Italian screen", () => {
    expect(compositePartName("olive oil", "it")).toBe("olio d'oliva");
    expect(compositePartName("cooked chickpeas", "it")).toBe("ceci");
    expect(compositePartName("pork jowl", "it")).toBe("guanciale");
  });
});
