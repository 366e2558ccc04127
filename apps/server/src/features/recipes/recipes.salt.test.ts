import fs from "node:fs";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { INGREDIENTS, type IngredientDef } from "../../../data/recipes/ingredients.ts";
import { RECIPES } from "../../../data/recipes/recipes.ts";
import { computeRecipe, ingredientFood, type FoodValues } from "./recipes.import.ts";

/** The shipped food tables' rows (source:id → the values a recipe is computed from), salt = sodium × 2.5 as the import does. */
function shippedFoods(): Map<string, FoodValues> {
  const lines = zlib
    .gunzipSync(fs.readFileSync(new URL("../../../data/foods/foods.csv.gz", import.meta.url)))
    .toString("utf8")
    .split("\n");
  const header = lines[0]!.split(",");
  const at = (name: string) => header.indexOf(name);
  const out = new Map<string, FoodValues>();
  let id = 0;
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ""));
    const num = (name: string) => (cells[at(name)] === "" || cells[at(name)] === undefined ? null : Number(cells[at(name)]));
    const sodium = num("sodium_mg");
    out.set(`${cells[0]}:${cells[1]}`, {
      id: (id += 1),
      nameEn: cells[2]!,
      source: cells[0]!,
      sourceId: cells[1]!,
      energyKcal: num("kcal"),
      proteinG: num("protein_g"),
      carbsG: num("carbs_g"),
      fatG: num("fat_g"),
      fiberG: num("fiber_g"),
      sugarsG: num("sugars_g"),
      satFatG: num("sat_fat_g"),
      saltG: num("salt_g") ?? (sodium === null ? null : (sodium * 2.5) / 1000),
    });
  }
  return out;
}

describe("a recipe's salt when an ingredient's table gives no sodium (0027-suggest22)", () => {
  const foods = shippedFoods();
  const catalogue = INGREDIENTS as Record<string, IngredientDef>;
  const foodOf = (key: string) => ingredientFood(catalogue[key]!, foods)!;
  const used = [...new Set(RECIPES.flatMap((r) => r.ingredients.map(([key]) => key)))];

  it("takes an ingredient's salt from the same food in another table (or its named stand-in); only canned ackee stays unknown", () => {
    // Before: BLS halloumi, skyr and lingonberries, CoFID paneer, desiccated coconut and ackee gave no sodium (19 recipes).
    expect(used.filter((key) => foodOf(key).saltG === null)).toEqual(["ackee"]);
    for (const [key, def] of Object.entries(catalogue).filter(([, d]) => d.saltFrom)) {
      const fallback = foods.get(`${def.saltFrom!.food[0]}:${def.saltFrom!.food[1]}`);
      expect({ key, has: fallback?.saltG != null, why: def.saltFrom!.why.length > 20 }).toEqual({ key, has: true, why: true });
      // The fallback lends its salt only: energy and protein stay the chosen entry's.
      expect(foodOf(key).energyKcal).toBe(foods.get(`${def.food[0]}:${def.food[1]}`)!.energyKcal);
    }
  });

  it("gives the grilled halloumi salad a salt figure: 200 g of halloumi at feta's 2.6 g per 100 g, over 2 servings", () => {
    const def = RECIPES.find((r) => r.slug === "halloumi-salad-cyprus")!;
    const { nutrition } = computeRecipe(def, foodOf);
    expect(nutrition.saltG).not.toBeNull();
    // Σ grams × salt per 100 g over the servings, the halloumi's share from feta (FNDDS 14104400, 1,034 mg sodium).
    const expected = def.ingredients.reduce((a, [key, grams]) => a + ((foodOf(key).saltG ?? 0) * grams) / 100, 0) / def.servings;
    expect(nutrition.saltG).toBeCloseTo(expected, 6);
    expect(foodOf("halloumi").saltG).toBeCloseTo(2.585, 3);
    expect((200 * 2.585) / 100 / def.servings).toBeLessThanOrEqual(nutrition.saltG!);
  });
});
