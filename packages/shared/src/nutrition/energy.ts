import type { ActivityLevel, Gender } from "../profile.ts";

export type BmiCategory = "underweight" | "normal" | "overweight" | "obese";

/** BMI = kg / m², to one decimal (docs/product/tracking.md#limits). */
export function bmi(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

/** Under 18.5 underweight; 18.5 to 24.9 normal; 25 to 29.9 overweight; 30 and above obese. */
export function bmiCategory(value: number): BmiCategory {
  if (value < 18.5) return "underweight";
  if (value < 25) return "normal";
  if (value < 30) return "overweight";
  return "obese";
}

/** Basal metabolic rate in kcal/day, revised Harris-Benedict: the male formula, and the other one for everyone else. */
export function basalMetabolicRate(p: { gender: Gender; weight: number; height: number; age: number }): number {
  return p.gender === "male"
    ? 88.362 + 13.397 * p.weight + 4.799 * p.height - 5.677 * p.age
    : 447.593 + 9.247 * p.weight + 3.098 * p.height - 4.33 * p.age;
}

export const ACTIVITY_MULTIPLIERS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};

/** Daily energy need: BMR × the activity multiplier, in kcal/day. */
export const dailyEnergy = (bmr: number, activity: ActivityLevel): number => bmr * ACTIVITY_MULTIPLIERS[activity];

export type GoalType = "maintenance" | "weight_loss" | "muscle_gain" | "ketogenic";

/** Percent of energy from protein, carbs and fat by goal type (docs/product/tracking.md#limits). */
export const MACRO_SPLITS: Record<GoalType, { protein: number; carbs: number; fat: number }> = {
  maintenance: { protein: 30, carbs: 40, fat: 30 },
  weight_loss: { protein: 40, carbs: 30, fat: 30 },
  muscle_gain: { protein: 35, carbs: 45, fat: 20 },
  ketogenic: { protein: 25, carbs: 5, fat: 70 },
};

export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** Grams of each macronutrient for a day of `calories` kcal, whole grams. */
export function macroGrams(calories: number, goalType: GoalType) {
  const s = MACRO_SPLITS[goalType];
  return {
    calories: Math.round(calories),
    // Integer percents keep halves exact: 2600 kcal × 35 % / 4 = 227.5 g rounds to 228.
    proteins: Math.round((calories * s.protein) / (100 * KCAL_PER_GRAM.protein)),
    carbs: Math.round((calories * s.carbs) / (100 * KCAL_PER_GRAM.carbs)),
    fats: Math.round((calories * s.fat) / (100 * KCAL_PER_GRAM.fat)),
  };
}
