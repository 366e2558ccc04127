import { describe, expect, it } from "vitest";
import { INGREDIENTS, type IngredientDef } from "../../../data/recipes/ingredients.ts";
import { RECIPES } from "../../../data/recipes/recipes.ts";
import { dishCategory, pairingAllowed } from "./pairings.ts";

const categoryOf = (slug: string) => {
  const r = RECIPES.find((x) => x.slug === slug)!;
  return dishCategory({
    tags: r.tags,
    ingredients: r.ingredients.map(([key, grams]) => {
      const d = (INGREDIENTS as Record<string, IngredientDef>)[key]!;
      return { name: d.name, grams, classes: d.classes };
    }),
  });
};

describe("dish categories from the ingredients", () => {
  it.each([
    ["gambas-al-ajillo", "seafood"],
    ["tzatziki-crudites", "dip"],
    ["quark-mit-beeren", "dairy"],
    ["omelette-fines-herbes", "egg"],
    ["caldo-verde", "meat"],
    ["spaghetti-al-pomodoro", "grain"],
    ["risotto-ai-funghi", "grain"],
    ["linsensuppe", "legume"],
    ["apple-cinnamon-porridge", "cereal"],
    ["kaiserschmarrn", "grain"],
    ["horiatiki", "salad"],
    ["ratatouille", "vegetable"],
  ])("%s is a %s dish", (slug, category) => expect(categoryOf(slug)).toBe(category));
});

describe("the pairing table", () => {
  it("refuses the pairings of issue 16", () => {
    expect(pairingAllowed("snack", "seafood", "dairy")).toBe(false);
    expect(pairingAllowed("dinner", "seafood", "dairy")).toBe(false);
    expect(pairingAllowed("snack", "dip", "dairy")).toBe(false);
    expect(pairingAllowed("breakfast", "dairy", "plant-protein")).toBe(false);
    expect(pairingAllowed("breakfast", "egg", "eggs")).toBe(false);
  });
  it("allows what people eat together", () => {
    expect(pairingAllowed("breakfast", "cereal", "dairy")).toBe(true);
    expect(pairingAllowed("dinner", "grain", "lean-meat")).toBe(true);
    expect(pairingAllowed("lunch", "salad", "fish")).toBe(true);
    expect(pairingAllowed("dinner", "meat", "vegetables")).toBe(true);
  });
});
