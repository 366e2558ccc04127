import { GOAL_PRESETS, KCAL_PER_GRAM } from "@app/shared";

export type GoalPresetId = (typeof GOAL_PRESETS)[number]["id"];

/** Energy of a day's macros: 4 kcal per gram of protein and carbs, 9 per gram of fat (docs/product/tracking.md#limits). */
export function macroKcal(m: { proteins: number; carbs: number; fats: number }): number {
  return Math.round(m.proteins * KCAL_PER_GRAM.protein + m.carbs * KCAL_PER_GRAM.carbs + m.fats * KCAL_PER_GRAM.fat);
}
