import { formatGrams } from "@app/shared";
import { describe, expect, it } from "vitest";
import { aisleOf, buildGroceryList, householdFor } from "./planner.grocery.ts";
import { groceryAmount } from "./planner.pdf.ts";
import type { GroceryLine } from "./planner.repository.ts";

const line = (over: Partial<GroceryLine>): GroceryLine => ({
  servings: 1,
  recipeServings: 1,
  recipeName: "Dish",
  recipeNameIt: "Piatto",
  foodId: 1,
  name: "Eggs",
  nameIt: "Uova",
  grams: 100,
  category: "Dairy and Egg Products",
  ...over,
});
const EGG_PORTIONS = [
  { foodId: 1, unit: "large", grams: 50 },
  { foodId: 1, unit: "medium", grams: 44 },
];

describe("grocery list (hand-checked sums)", () => {
  it("sums the same food across recipes and days, scaled by servings ÷ recipe servings", () => {
    const list = buildGroceryList(
      7,
      "2025-03-03",
      "2025-03-09",
      [
        // Frittata for 2 with 200 g eggs, planned at 3 servings: 300 g.
        line({ recipeName: "Frittata", recipeNameIt: "Frittata", recipeServings: 2, servings: 3, grams: 200 }),
        // Pancakes for 4 with 100 g eggs, planned at 1 serving: 25 g.
        line({ recipeName: "Pancakes", recipeNameIt: "Pancake", recipeServings: 4, servings: 1, grams: 100, name: "Egg" }),
        // Frittata again on another day at 0.5 serving: 50 g.
        line({ recipeName: "Frittata", recipeNameIt: "Frittata", recipeServings: 2, servings: 0.5, grams: 200 }),
        // Olive oil 30 g in a recipe for 2 at 1.25 servings: 18.75 g.
        line({ foodId: 2, name: "Olive oil", nameIt: "Olio d'oliva", category: "Fats and Oils", recipeServings: 2, servings: 1.25, grams: 30 }),
        // Garlic: 2 recipes, 6 g + 3 g.
        line({ foodId: 3, name: "Garlic", nameIt: "Aglio", category: "Vegetables and Vegetable Products", grams: 6 }),
        line({ foodId: 3, name: "Garlic", nameIt: "Aglio", category: "Vegetables and Vegetable Products", grams: 3, recipeName: "Soup" }),
      ],
      [...EGG_PORTIONS, { foodId: 2, unit: "tablespoon", grams: 13.5 }, { foodId: 2, unit: "tsp", grams: 4.5 }, { foodId: 3, unit: "clove", grams: 3 }],
      new Set([2]),
      "en",
    );
    expect(list).toEqual({
      scheduleId: 7,
      from: "2025-03-03",
      to: "2025-03-09",
      aisles: [
        {
          aisle: "produce",
          items: [{ foodId: 3, name: "Garlic", grams: 9, household: { count: 3, unit: "clove" }, recipes: ["Dish", "Soup"], checked: false }],
        },
        {
          aisle: "dairy-eggs",
          // 300 + 25 + 50 = 375 g; medium eggs are 44 g: 8.52 → 8.5 medium.
          items: [{ foodId: 1, name: "Eggs", grams: 375, household: { count: 8.5, unit: "medium" }, recipes: ["Frittata", "Pancakes"], checked: false }],
        },
        {
          aisle: "pantry",
          // 18.75 g of oil: 1.39 tablespoons → 1.5 tbsp.
          items: [{ foodId: 2, name: "Olive oil", grams: 18.8, household: { count: 1.5, unit: "tbsp" }, recipes: ["Dish"], checked: true }],
        },
      ],
    });
  });

  it("names foods and recipes in Italian, and prints amounts the Italian way", () => {
    const list = buildGroceryList(1, "2025-03-03", "2025-03-03", [line({ grams: 75 })], [{ foodId: 1, unit: "large", grams: 50 }], new Set(), "it");
    const item = list.aisles[0]!.items[0]!;
    expect(item).toMatchObject({ name: "Uova", recipes: ["Piatto"], household: { count: 1.5, unit: "large" } });
    expect(groceryAmount(item, "it")).toBe("75 g (≈ 1,5 grandi)");
    expect(groceryAmount(item, "en")).toBe("75 g (≈ 1.5 large)");
  });

  it("shows weights as a shopper reads them", () => {
    expect([0.2, 2.26, 9.8, 18.75, 99.6, 102, 547, 999.4, 1000, 1234, 2500].map((g) => formatGrams(g))).toEqual([
      "0.5 g",
      "2.5 g",
      "10 g",
      "19 g",
      "100 g",
      "100 g",
      "545 g",
      "1000 g",
      "1 kg",
      "1.23 kg",
      "2.5 kg",
    ]);
    expect(formatGrams(1234, ",")).toBe("1,23 kg");
  });

  it("uses pieces for countable foods, spoons only for small amounts, nothing otherwise", () => {
    expect(householdFor(10, EGG_PORTIONS)).toBeNull(); // 0.23 medium: less than half an egg
    expect(householdFor(500, [{ unit: "cup", grams: 244 }])).toBeNull();
    expect(householdFor(2, [{ unit: "tsp", grams: 6 }])).toEqual({ count: 0.5, unit: "tsp" });
    expect(householdFor(80, [{ unit: "tbsp", grams: 13.5 }])).toBeNull();
  });

  it("shops foods by their table's category", () => {
    expect(
      ["Finfish and Shellfish Products", "Beef Products", "Fruits and Fruit Juices", "Cheese", "Baked Products", "Cereal Grains and Pasta",
        "Legumes and Legume Products", "Spices and Herbs", "Beverages", "Soups, Sauces, and Gravies", "meat, egg and fish > fish, raw", "", null].map(aisleOf),
    ).toEqual(["fish", "meat", "produce", "dairy-eggs", "bakery", "grains", "legumes-nuts", "spices", "beverages", "pantry", "fish", "other", "other"]);
  });
});
