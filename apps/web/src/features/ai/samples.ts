import type { MealSuggestion, MealType } from "@app/shared";
import type { MessageKey } from "../../i18n/en.ts";

/** A visitor's example suggestion: the numbers here, the words in the dictionaries. */
export interface SampleSuggestion {
  key: 1 | 2 | 3 | 4;
  mealType: MealType;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  fiber: number;
}

/** The examples shown to visitors under 'Example Meal Suggestions' (000 §2); never a user's data. */
export const SAMPLE_SUGGESTIONS: readonly SampleSuggestion[] = [
  { key: 1, mealType: "breakfast", calories: 390, proteins: 25, carbs: 30, fats: 19, fiber: 6 },
  { key: 2, mealType: "lunch", calories: 620, proteins: 45, carbs: 62, fats: 20, fiber: 9 },
  { key: 3, mealType: "dinner", calories: 640, proteins: 38, carbs: 48, fats: 32, fiber: 7 },
  { key: 4, mealType: "snack", calories: 180, proteins: 4, carbs: 22, fats: 9, fiber: 5 },
];

export function sampleToSuggestion(sample: SampleSuggestion, t: (key: MessageKey) => string): MealSuggestion {
  const { key, ...numbers } = sample;
  return {
    ...numbers,
    name: t(`suggest.sample.${key}.name`),
    description: t(`suggest.sample.${key}.description`),
    reasoning: t(`suggest.sample.${key}.reasoning`),
  };
}

/** A goal card of the visitor's block: exactly the three of 001 §2.14. */
export interface DemoGoal {
  key: "active" | "weight" | "muscle";
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

export const DEMO_GOALS: readonly DemoGoal[] = [
  { key: "active", calories: 2400, proteins: 120, carbs: 300, fats: 80 },
  { key: "weight", calories: 1800, proteins: 100, carbs: 200, fats: 60 },
  { key: "muscle", calories: 2600, proteins: 150, carbs: 280, fats: 85 },
];
