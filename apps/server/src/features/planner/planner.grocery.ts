import { GROCERY_AISLES, type GroceryAisle, type GroceryItem, type GroceryList, type HouseholdUnit } from "@app/shared";
import type { GroceryLine } from "./planner.repository.ts";

/**
 * The grocery list (issue 18): every ingredient of the planned meals in a date range, scaled by the meal's
 * servings (the recipe's grams × item servings ÷ recipe servings), the same food summed across recipes and
 * days, grouped by aisle. Every recipe ingredient is weighed in grams in the collection, so every sum is
 * grams + grams: there is no sum across incompatible units to refuse. Household measures ('≈ 3 large')
 * come from the food tables' portions.
 */

/** A food-table category (USDA food groups, CIQUAL's and CoFID's groups) → the aisle it is shopped in. */
export function aisleOf(category: string | null): GroceryAisle {
  const c = (category ?? "").toLowerCase();
  if (!c) return "other";
  if (/fish|shellfish|seafood/.test(c)) return "fish";
  if (/beef|pork|poultry|lamb|veal|game|sausage|luncheon|meat/.test(c)) return "meat";
  if (/vegetable|fruit|seaweed|salad/.test(c)) return "produce";
  if (/dairy|egg|cheese|milk|yog/.test(c)) return "dairy-eggs";
  if (/baked|bread/.test(c)) return "bakery";
  if (/cereal|grain|pasta|rice/.test(c)) return "grains";
  if (/legume|nut|seed|soy/.test(c)) return "legumes-nuts";
  if (/spice|herb/.test(c)) return "spices";
  if (/beverage|drink|juice/.test(c)) return "beverages";
  if (/fat|oil|sauce|soup|gravy|condiment|sweet|sugar|snack/.test(c)) return "pantry";
  return "other";
}

const PIECE_UNITS: readonly HouseholdUnit[] = ["medium", "large", "clove"];

/** The portion's unit as one of the household units, or undefined ('medium (2-1/2" dia)' → medium, 'tablespoon' → tbsp). */
export function householdUnitOf(unit: string | null): HouseholdUnit | undefined {
  const u = (unit ?? "").toLowerCase().trim();
  if (/^medium\b/.test(u)) return "medium";
  if (/^large\b/.test(u)) return "large";
  if (/^cloves?$/.test(u)) return "clove";
  if (/^(tbsp|tablespoon)s?$/.test(u)) return "tbsp";
  if (/^(tsp|teaspoon)s?$/.test(u)) return "tsp";
  return undefined;
}

const toHalf = (x: number) => Math.round(x * 2) / 2;

/**
 * A household measure for `grams` of a food: whole pieces (medium, large, clove) when the tables weigh one,
 * else spoons for small amounts (at most 60 g); counts in halves, never below ½.
 */
export function householdFor(grams: number, portions: readonly { unit: string | null; grams: number }[]): GroceryItem["household"] {
  const byUnit = new Map<HouseholdUnit, number>();
  for (const p of portions) {
    const unit = householdUnitOf(p.unit);
    if (unit && p.grams > 0 && !byUnit.has(unit)) byUnit.set(unit, p.grams);
  }
  for (const unit of PIECE_UNITS) {
    const weight = byUnit.get(unit);
    if (weight === undefined) continue;
    const count = toHalf(grams / weight);
    return count >= 0.5 && count <= 60 ? { count, unit } : null;
  }
  if (grams > 60) return null;
  const tbsp = byUnit.get("tbsp");
  if (tbsp !== undefined && grams >= tbsp) return { count: toHalf(grams / tbsp), unit: "tbsp" };
  const tsp = byUnit.get("tsp");
  if (tsp !== undefined) return { count: Math.max(0.5, toHalf(grams / tsp)), unit: "tsp" };
  if (tbsp !== undefined) return { count: 0.5, unit: "tbsp" };
  return null;
}

/** Sums the lines into the list: one item per food, its grams summed, grouped by aisle in shop order, names A-Z. */
export function buildGroceryList(
  scheduleId: number,
  from: string,
  to: string,
  lines: readonly GroceryLine[],
  portions: readonly { foodId: number; unit: string | null; grams: number }[],
  checked: ReadonlySet<number>,
  lang: "en" | "it",
): GroceryList {
  const byFood = new Map<number, { name: string; grams: number; recipes: Set<string>; aisle: GroceryAisle }>();
  for (const line of lines) {
    const grams = (line.grams * line.servings) / line.recipeServings;
    const recipe = lang === "it" ? line.recipeNameIt || line.recipeName : line.recipeName;
    const entry = byFood.get(line.foodId);
    if (entry) {
      entry.grams += grams;
      entry.recipes.add(recipe);
    } else {
      byFood.set(line.foodId, {
        name: lang === "it" ? line.nameIt || line.name : line.name,
        grams,
        recipes: new Set([recipe]),
        aisle: aisleOf(line.category),
      });
    }
  }
  const portionsOf = new Map<number, { unit: string | null; grams: number }[]>();
  for (const p of portions) portionsOf.set(p.foodId, [...(portionsOf.get(p.foodId) ?? []), p]);
  const collator = new Intl.Collator(lang);
  const aisles = GROCERY_AISLES.map((aisle) => ({
    aisle,
    items: [...byFood]
      .filter(([, e]) => e.aisle === aisle)
      .map(
        ([foodId, e]): GroceryItem => ({
          foodId,
          name: e.name,
          grams: Math.round(e.grams * 10) / 10,
          household: householdFor(e.grams, portionsOf.get(foodId) ?? []),
          recipes: [...e.recipes],
          checked: checked.has(foodId),
        }),
      )
      .sort((a, b) => collator.compare(a.name, b.name)),
  })).filter((a) => a.items.length > 0);
  return { scheduleId, from, to, aisles };
}
