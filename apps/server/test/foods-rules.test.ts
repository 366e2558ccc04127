import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { classifyRecipe, foodSourcePreference, portionInItalian, type IngredientClass } from "@app/shared";
import { describe, expect, it } from "vitest";
import { availableCarbs } from "../src/features/foods/foods.import.ts";
import { commonnessOf, normalizeText, toGroupKey, toSearchText } from "../src/features/foods/foods.text.ts";
import { rankFoods, type RankQuery } from "../src/features/foods/foods.ranking.ts";
import { Vocabulary } from "../src/features/foods/foods.vocabulary.ts";
import { undeclaredAllergens } from "../src/features/recipes/recipes.import.ts";

describe("food text rules", () => {
  it.each([
    ["Crème fraîche, 30 %", "creme fraiche 30"],
    ["Hühnerei roh", "huhnerei roh"],
    ["Weißbrot", "weissbrot"],
    ["'; DROP TABLE foods; --", "drop table foods"],
    ["%_\\", ""],
  ])("normalizes %j to %j", (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it("pads search text and keeps the local name and an umlaut spelling", () => {
    expect(toSearchText("Chicken egg raw", "Hühnerei roh")).toBe(" chicken egg raw | huhnerei roh huehnerei ");
    expect(toSearchText("Bananas, raw")).toBe(" bananas raw ");
  });

  it("gives the same food in different tables the same group key", () => {
    expect(toGroupKey("Bananas, raw")).toBe(toGroupKey("Banana, raw"));
    expect(toGroupKey("Banana raw")).toBe(toGroupKey("Banana, raw"));
    expect(toGroupKey("Butter, salted")).not.toBe(toGroupKey("Butter, unsalted"));
  });

  it("ranks generic names above brands and baby food", () => {
    const plain = commonnessOf("Milk, whole", "Milk", { tablesInGroup: 3, isStaple: false });
    expect(commonnessOf("Yogurt, Greek, strawberry, DANNON OIKOS", null, { tablesInGroup: 1, isStaple: false })).toBeLessThan(plain);
    expect(commonnessOf("Babyfood, banana juice with low fat yogurt", null, { tablesInGroup: 1, isStaple: false })).toBeLessThan(plain);
    expect(commonnessOf("Milk, whole", "Milk", { tablesInGroup: 3, isStaple: true })).toBeGreaterThan(plain);
  });

  it.each([
    [28.17, "total_by_difference", 0.4, 27.77],
    [28.17, "total_by_difference", null, 28.17],
    [0.2, "total_by_difference", 0.5, 0],
    [33.2, "available", 1.4, 33.2],
    [null, "available", 1, null],
  ] as const)("counts available carbs: %s g published (%s), fibre %s → %s", (published, basis, fiber, expected) => {
    expect(availableCarbs(published, basis, fiber)).toBe(expected);
  });

  it("prefers the locale's table", () => {
    expect(foodSourcePreference("fr-BE")[0]).toBe("ciqual_2025");
    expect(foodSourcePreference("de-DE,de;q=0.9")[0]).toBe("bls_4_0");
    expect(foodSourcePreference("it")[0]).toBe("usda_sr28");
    expect(foodSourcePreference(undefined)[0]).toBe("usda_sr28");
  });
});

describe("query expansion", () => {
  const vocabulary = new Vocabulary([
    { term: "chicken", foods: 1200 },
    { term: "breast", foods: 220 },
    { term: "brest", foods: 1 },
    { term: "yogurt", foods: 300 },
    { term: "yoghurt", foods: 4 },
    { term: "vollkornbrot", foods: 12 },
    { term: "milk", foods: 1000 },
    { term: "mild", foods: 30 },
  ]);
  const words = (token: string) => vocabulary.expand(token).words.map((w) => `${w.kind}:${w.word}`);

  it("completes prefixes", () => {
    expect(words("yog")).toEqual(["prefix:yogurt", "prefix:yoghurt"]);
  });
  it("corrects typos of rare words", () => {
    expect(words("chiken")).toContain("fuzzy:chicken");
    expect(words("brest")).toContain("fuzzy:breast");
  });
  it("does not 'correct' a common word", () => {
    expect(words("milk")).toEqual(["prefix:milk"]);
  });
  it("finds German compounds that contain the word", () => {
    expect(words("brot")).toContain("infix:vollkornbrot");
  });
});

const food = (
  id: number,
  name: string,
  commonness: number,
  extra: { user_id?: number; is_recent?: boolean; uses?: number; group_members?: { nameEn: string }[] } = {},
) => ({
  id,
  group_members: extra.group_members ?? null,
  name_en: name,
  name_local: null,
  search_text: toSearchText(name),
  uses: extra.uses ?? 0,
  days_since_use: extra.is_recent ? 1 : null,
  commonness,
  user_id: extra.user_id ?? null,
  is_recent: extra.is_recent ?? false,
});

describe("ranking", () => {
  const vocabulary = new Vocabulary([
    { term: "banana", foods: 40 },
    { term: "bananas", foods: 10 },
    { term: "raw", foods: 3000 },
    { term: "bread", foods: 300 },
    { term: "split", foods: 20 },
  ]);
  const query = (text: string): RankQuery => {
    const tokens = normalizeText(text).split(" ");
    return { normalized: normalizeText(text), tokens, expansions: tokens.map((t) => vocabulary.expand(t)) };
  };

  it("puts the plain food first, the user's own food above other dishes, and a food that only qualifies another last", () => {
    const ranked = rankFoods(
      [
        food(1, "Banana split", 30),
        food(2, "Banana bread, MY BRAND", 10, { user_id: 7 }),
        food(3, "Bananas, raw", 80),
        food(6, "Bananas, dehydrated, or banana powder", 40),
        food(5, "Bread, white", 90),
      ],
      query("banana"),
    );
    expect(ranked.map((r) => r.id)).toEqual([3, 2, 6, 1]);
  });

  it("ranks a food the user logged often and lately above the same kind of food they never logged", () => {
    const ranked = rankFoods(
      [food(1, "Bananas, raw", 80), food(2, "Bananas, overripe, raw", 60, { is_recent: true, uses: 12 })],
      query("banana"),
    );
    expect(ranked.map((r) => r.id)).toEqual([2, 1]);
  });

  it("prefers the food the words name over one they qualify ('salmon' is not 'salmon salad')", () => {
    // Commonness as the import sets it.
    const ranked = rankFoods(
      [food(1, "Salmon salad", 40), food(2, "Salmon cake sandwich", 40), food(3, "Salmon, raw, farmed", 32)],
      query("salmon"),
    );
    expect(ranked[0]!.id).toBe(3);
  });

  it("takes a describing word for another food when another table puts it in front ('Rice, wild' is 'Wild rice'), not otherwise", () => {
    const rice = new Vocabulary([
      { term: "rice", foods: 300 },
      { term: "salmon", foods: 60 },
    ]);
    const q = (t: string): RankQuery => ({ normalized: t, tokens: [t], expansions: [rice.expand(t)] });
    const wild = [{ nameEn: "Wild rice, raw" }, { nameEn: "Rice, wild, raw" }];
    // Commonness as the import sets it.
    const ranked = rankFoods(
      [food(1, "Rice, wild, raw", 50, { group_members: wild }), food(2, "Rice, white, cooked, no added fat", 88)],
      q("rice"),
    );
    expect(ranked.map((r) => r.id)).toEqual([2, 1]);
    // No table says 'Wild salmon': 'wild' only describes the salmon.
    const salmon = rankFoods(
      [
        food(3, "Salmon, wild, raw", 40, { group_members: [{ nameEn: "Salmon, wild, raw" }, { nameEn: "Fish, salmon, wild, raw" }] }),
        food(4, "Salmon, smoked, sliced", 40),
      ],
      q("salmon"),
    );
    expect(salmon[0]!.id).toBe(3);
  });

  it("requires every query word", () => {
    expect(rankFoods([food(1, "Banana split", 30), food(2, "Bananas, raw", 80)], query("banana raw")).map((r) => r.id)).toEqual([2]);
  });

  it("counts the front of a compound that only ends in the query word as an unasked word ('cheesecake' is not plain cake)", () => {
    const cake = new Vocabulary([
      { term: "cake", foods: 300 },
      { term: "cheesecake", foods: 40 },
      { term: "chocolate", foods: 500 },
    ]);
    const tokens = ["cake", "chocolate"];
    const q: RankQuery = { normalized: "cake chocolate", tokens, expansions: tokens.map((t) => cake.expand(t)) };
    // Commonness as the import sets it.
    const ranked = rankFoods([food(1, "Cheesecake, chocolate", 36), food(2, "Cake, chocolate, flourless", 32)], q);
    expect(ranked.map((r) => r.id)).toEqual([2, 1]);
  });

  it("reads two swapped letters as the word meant ('mnago' is mango)", () => {
    const fruit = new Vocabulary([
      { term: "mango", foods: 20 },
      { term: "mangos", foods: 5 },
      { term: "among", foods: 1 },
    ]);
    expect(fruit.expand("mnago").words.map((w) => w.word)).toContain("mango");
  });
});

describe("diet and allergen rules", () => {
  const base = { country: "Germany", region: "Bavaria", nutrition: { energyKcal: 400, carbsG: 40, fatG: 15 } };
  const withClasses = (...sets: IngredientClass[][]) => ({ ...base, ingredients: sets.map((classes) => ({ classes, grams: 100 })) });

  it("never labels a recipe with milk vegan, and lists dairy", () => {
    const r = classifyRecipe(withClasses(["dairy"], ["vegetable"]));
    expect(r.diets).not.toContain("vegan");
    expect(r.diets).toContain("vegetarian");
    expect(r.allergens).toContain("dairy");
  });
  it("treats oats, barley and rye as gluten", () => {
    for (const c of ["oats", "barley", "rye", "wheat", "spelt"] as const) {
      const r = classifyRecipe(withClasses([c]));
      expect(r.diets).not.toContain("gluten-free");
      expect(r.allergens).toContain("gluten");
    }
  });
  it("excludes fish from vegetarian and honey from vegan", () => {
    expect(classifyRecipe(withClasses(["fish"])).diets).not.toContain("vegetarian");
    expect(classifyRecipe(withClasses(["honey"])).diets).toEqual(expect.arrayContaining(["vegetarian"]));
    expect(classifyRecipe(withClasses(["honey"])).diets).not.toContain("vegan");
  });
  it("computes low-carb and keto from carbs and fat per serving", () => {
    const keto = classifyRecipe({ ...withClasses(["egg"]), nutrition: { energyKcal: 300, carbsG: 4, fatG: 24 } });
    expect(keto.diets).toEqual(expect.arrayContaining(["low-carb", "keto"]));
    const lowCarbOnly = classifyRecipe({ ...withClasses(["poultry"]), nutrition: { energyKcal: 400, carbsG: 15, fatG: 10 } });
    expect(lowCarbOnly.diets).toContain("low-carb");
    expect(lowCarbOnly.diets).not.toContain("keto");
    expect(classifyRecipe(withClasses(["vegetable"])).diets).not.toContain("low-carb");
  });
  // Chäschüechli: 300 g puff pastry of 762 g, 12.6 g carbohydrate a serving (23 % of its energy).
  const pastry = (grams: number) => ({
    ...base,
    ingredients: [
      { classes: ["wheat", "butter-or-cream"] as IngredientClass[], grams },
      { classes: ["dairy"] as IngredientClass[], grams: 460 },
    ],
    nutrition: { energyKcal: 215, carbsG: 8, fatG: 16 },
  });
  it("never labels a dish built on a flour dough or bread low-carb or keto, whatever one serving's carbohydrate (0025-trial20b)", () => {
    expect(classifyRecipe(pastry(300)).diets).not.toContain("low-carb");
    expect(classifyRecipe(pastry(300)).diets).not.toContain("keto");
    // A slice of toast beside eggs (under 15 % of the weight) leaves an egg dish low-carb.
    expect(classifyRecipe(pastry(60)).diets).toEqual(expect.arrayContaining(["low-carb", "keto"]));
  });
  it("needs a Mediterranean cuisine and no butter or processed meat for mediterranean", () => {
    const italy = { ...base, country: "Italy", region: "Lazio" };
    expect(
      classifyRecipe({
        ...italy,
        ingredients: [
          { classes: ["olive-oil"], grams: 30 },
          { classes: ["vegetable"], grams: 300 },
        ],
      }).diets,
    ).toContain("mediterranean");
    expect(
      classifyRecipe({
        ...italy,
        ingredients: [
          { classes: ["butter-or-cream", "dairy"], grams: 30 },
          { classes: ["vegetable"], grams: 300 },
        ],
      }).diets,
    ).not.toContain("mediterranean");
    expect(classifyRecipe({ ...base, ingredients: [{ classes: ["olive-oil"], grams: 30 }] }).diets).not.toContain("mediterranean");
    expect(
      classifyRecipe({ ...base, country: "France", region: "Provence", ingredients: [{ classes: ["olive-oil"], grams: 30 }] }).diets,
    ).toContain("mediterranean");
  });
  it("flags an ingredient whose food name suggests an allergen its classes omit", () => {
    expect(undeclaredAllergens("Milk, whole, 3.25% milkfat", [])).toEqual(["dairy"]);
    expect(undeclaredAllergens("Seeds, sesame butter, tahini", ["sesame"])).toEqual([]);
    expect(undeclaredAllergens("Buckwheat groats, roasted, dry", [])).toEqual([]);
    expect(undeclaredAllergens("Spices, nutmeg, ground", [])).toEqual([]);
    expect(undeclaredAllergens("Sauce, worcestershire", [])).toEqual(["fish"]);
  });
});

/** One left in English but for its inches and ounces (dropped, or ounces in g/ml) is not half translated. */
const onlyStripped = (d: string, original: string) =>
  (d.toLowerCase().match(/[a-z]+/g) ?? []).every((w) => w === "g" || w === "ml" || original.toLowerCase().includes(w));

describe("the shipped portions in Italian", () => {
  // The description column of data/foods/portions.csv.gz (source,source_id,seq,amount,unit,description,grams).
  const descriptions = zlib
    .gunzipSync(fs.readFileSync(path.resolve(import.meta.dirname, "../data/foods/portions.csv.gz")))
    .toString("utf8")
    .split("\n")
    .slice(1)
    .filter(Boolean)
    .map(
      (line) =>
        [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => (m[1] ?? "").replace(/^"|"$/g, "").replaceAll('""', '"'))[5] ?? "",
    );

  it("reads every portion row", () => {
    expect(descriptions).toHaveLength(37_668);
    expect(descriptions.filter((d) => d === "")).toEqual([]);
  });

  it("puts most of them in Italian, and none half: a translated one keeps no English unit or qualifier", () => {
    const translated = descriptions.filter((d) => portionInItalian(d) !== d || /^[\d./ ]+(oz|fl oz|lb|g)$/.test(d));
    expect(translated.length / descriptions.length).toBeGreaterThan(0.7);
    const english =
      /\b(cup|cups|tbsp|tsp|tablespoon|slice|slices|piece|pieces|serving|large|medium|small|cooked|raw|chopped|diced|package|can|container)\b/i;
    expect(
      descriptions.map(portionInItalian).filter((d, i) => d !== descriptions[i] && english.test(d) && !onlyStripped(d, descriptions[i]!)),
    ).toEqual([]);
  });

  it("never shows an Italian reader inches, nor a bare weight in ounces or pounds", () => {
    const italian = descriptions.map(portionInItalian);
    const inches = italian.filter((d) => /"|\binch(es)?\b|\bpollic[ei]\b|\d\s*in\.?(\s|$)/i.test(d));
    expect([...new Set(inches)]).toEqual([]);
    // A weight or volume alone ('3 oz', '8 fl oz') is in grams or millilitres.
    expect([...new Set(italian.filter((d) => /^[\d.,/ ]+(oz|fl oz|lb)\b/i.test(d)))]).toEqual([]);
    expect(italian.filter((d) => d.trim() === "")).toEqual([]);
  });
});
