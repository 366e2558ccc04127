import { sumMacros, type Macros, type MealEntry, type PresetFood } from "@app/shared";
import type { MessageKey } from "../../i18n/en.ts";

export interface MealDay {
  /** The calendar day ('2025-03-14'). */
  date: string;
  /** That day's meals, the latest first. */
  meals: MealEntry[];
  totals: Macros;
}

const newestFirst = (a: MealEntry, b: MealEntry) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id;

/** Meals grouped by calendar day: the newest day first, and in each day the latest meal first. */
export function groupMealsByDay(meals: readonly MealEntry[]): MealDay[] {
  const byDay = new Map<string, MealEntry[]>();
  for (const meal of meals) {
    const list = byDay.get(meal.date);
    if (list) list.push(meal);
    else byDay.set(meal.date, [meal]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, list]) => {
      const sorted = list.toSorted(newestFirst);
      return { date, meals: sorted, totals: sumMacros(sorted) };
    });
}

/** The latest meals of `day`, at most `limit` (the Recent Meals card shows 5, docs/product/tracking.md#limits). */
export function recentMealsOf(meals: readonly MealEntry[], day: string, limit = 5): MealEntry[] {
  return meals
    .filter((m) => m.date === day)
    .toSorted(newestFirst)
    .slice(0, limit);
}

/** The label key of each preset food, in the order of the spec's table. */
export const PRESET_LABEL_KEYS: Record<PresetFood["name"], MessageKey> = {
  "Greek yogurt": "preset.greekYogurt",
  "Chicken breast": "preset.chickenBreast",
  Eggs: "preset.eggs",
  "Durum pasta": "preset.durumPasta",
  "White rice": "preset.whiteRice",
  "Whole wheat bread": "preset.wholeWheatBread",
  Salmon: "preset.salmon",
  "Canned tuna": "preset.cannedTuna",
  Avocado: "preset.avocado",
  Banana: "preset.banana",
  Apple: "preset.apple",
  Almonds: "preset.almonds",
  "Semi-skimmed milk": "preset.semiSkimmedMilk",
  "Olive oil": "preset.oliveOil",
  Spinach: "preset.spinach",
  "Boiled potatoes": "preset.boiledPotatoes",
  "Brown rice": "preset.brownRice",
  Mozzarella: "preset.mozzarella",
  Quinoa: "preset.quinoa",
  "Veggie burger": "preset.veggieBurger",
};
