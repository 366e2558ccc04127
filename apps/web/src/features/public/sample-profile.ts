import { basalMetabolicRate, bmi, bmiCategory, dailyEnergy, type BmiCategory } from "@app/shared/nutrition/energy";
import { goalMacros } from "@app/shared/nutrition/protein";

/** The sample profile of the explainer page (docs/product/public-pages.md#how-it-works): 28 years, 75 kg, 175 cm, moderate activity; male. */
export const SAMPLE_PROFILE = { age: 28, weight: 75, height: 175, gender: "male", activityLevel: "moderate" } as const;

export const SAMPLE_GOALS = ["weight_loss", "muscle_gain"] as const;
export type SampleGoal = (typeof SAMPLE_GOALS)[number];

/**
 * The daily energy change for each goal, in kcal: the same figures the assistant uses for its goal
 * recommendations on the server (a 500 kcal deficit, about 0.5 kg a week; a moderate 300 kcal surplus).
 */
export const GOAL_ADJUSTMENT_KCAL: Record<SampleGoal, number> = { weight_loss: -500, muscle_gain: 300 };

export interface SampleRecommendation {
  bmi: number;
  bmiCategory: BmiCategory;
  /** Basal metabolic rate and maintenance energy, whole kcal/day. */
  bmr: number;
  maintenance: number;
  adjustment: number;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  /** Percent of energy from protein, carbohydrates and fat for this goal (protein from the shared protein table). */
  split: { protein: number; carbs: number; fat: number };
}

/** The explainer's figures, computed by the shared calculators (nothing here is typed in). */
export function sampleRecommendation(goal: SampleGoal, profile = SAMPLE_PROFILE): SampleRecommendation {
  const bodyMassIndex = bmi(profile.weight, profile.height);
  const bmrExact = basalMetabolicRate(profile);
  const maintenance = Math.round(dailyEnergy(bmrExact, profile.activityLevel));
  const adjustment = GOAL_ADJUSTMENT_KCAL[goal];
  const macros = goalMacros(maintenance + adjustment, goal, profile.weight, profile.height);
  return {
    bmi: bodyMassIndex,
    bmiCategory: bmiCategory(bodyMassIndex),
    bmr: Math.round(bmrExact),
    maintenance,
    adjustment,
    ...macros,
  };
}
