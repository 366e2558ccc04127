import type { GoalType } from "./energy.ts";

/**
 * One table of daily protein per kg of body weight, by goal, used by the goal recommendations, the suggestions, the
 * explainer and the chat so they all say the same thing.
 *  - reference: EFSA (2012) population reference intake for adults, 0.83 g/kg a day (covers 97.5 % of sedentary adults);
 *  - maintenance (active adults): 1.2-1.6 g/kg (ACSM/AND/DC joint position 2016: 1.2-2.0 for athletes; lower half for
 *    recreationally active people);
 *  - weight loss (energy deficit) and muscle gain: 1.6-2.2 g/kg (ISSN position stand on protein and exercise, Jäger et
 *    al. 2017; Morton et al. 2018 meta-analysis: benefit plateaus at about 1.6, upper bound 2.2);
 *  - ketogenic: 1.2-1.6 g/kg (a moderate protein share keeps ketosis).
 * Capped sensibly: grams are reckoned on the body weight up to the weight at BMI 30, and on that weight above it
 * (fat mass does not need protein; a cap rather than a switch to another weight, so 200 g more body weight never
 * lowers the target), and never above 2.2 g/kg.
 */
export interface ProteinRange {
  minGPerKg: number;
  maxGPerKg: number;
  source: string;
}

export const PROTEIN_REFERENCE_G_PER_KG = 0.83;
export const PROTEIN_MAX_G_PER_KG = 2.2;

export const PROTEIN_RANGES: Record<GoalType | "reference", ProteinRange> = {
  reference: { minGPerKg: 0.83, maxGPerKg: 0.83, source: "EFSA (2012), Dietary Reference Values for protein" },
  maintenance: { minGPerKg: 1.2, maxGPerKg: 1.6, source: "ACSM, AND and DC (2016), Nutrition and Athletic Performance" },
  weight_loss: { minGPerKg: 1.6, maxGPerKg: 2.2, source: "ISSN (2017), position stand: protein and exercise" },
  muscle_gain: { minGPerKg: 1.6, maxGPerKg: 2.2, source: "ISSN (2017), position stand: protein and exercise" },
  ketogenic: { minGPerKg: 1.2, maxGPerKg: 1.6, source: "ACSM, AND and DC (2016), Nutrition and Athletic Performance" },
};

/** The body weight protein is reckoned on: the weight itself, at most the weight at BMI 30. */
export function proteinReferenceWeight(weightKg: number, heightCm?: number): number {
  if (!heightCm) return weightKg;
  const m = heightCm / 100;
  return Math.min(weightKg, Math.round(30 * m * m * 10) / 10);
}

/** Daily protein in whole grams for a goal: the range and the middle. */
export function proteinTarget(goal: GoalType | "reference", weightKg: number, heightCm?: number) {
  const r = PROTEIN_RANGES[goal];
  const w = proteinReferenceWeight(weightKg, heightCm);
  const min = Math.round(w * r.minGPerKg);
  const max = Math.round(w * Math.min(r.maxGPerKg, PROTEIN_MAX_G_PER_KG));
  return { minG: min, maxG: max, targetG: Math.round((min + max) / 2), weightKg: w, ...r };
}

/** Fat as a share of energy by goal (the rest of the energy, after protein and fat, is carbohydrate). */
const FAT_SHARE: Record<GoalType, number> = { maintenance: 30, weight_loss: 30, muscle_gain: 20, ketogenic: 70 };
/** Protein never gives more than this share of the day's energy. */
const PROTEIN_MAX_ENERGY_SHARE = 0.35;

/**
 * A day's macronutrients for a goal: protein from the protein table (the middle of the goal's range, on the body
 * weight), fat as a share of energy, carbohydrate the rest (a ketogenic day: 5 % carbohydrate, fat the rest). Whole
 * grams, with the resulting shares of energy in percent.
 */
export function goalMacros(calories: number, goal: GoalType, weightKg: number, heightCm?: number) {
  const kcal = Math.round(calories);
  const proteins = Math.min(proteinTarget(goal, weightKg, heightCm).targetG, Math.floor((kcal * PROTEIN_MAX_ENERGY_SHARE) / 4));
  let carbs: number;
  let fats: number;
  if (goal === "ketogenic") {
    carbs = Math.round((kcal * 0.05) / 4);
    fats = Math.max(0, Math.round((kcal - 4 * proteins - 4 * carbs) / 9));
  } else {
    fats = Math.round((kcal * FAT_SHARE[goal]) / 900);
    carbs = Math.max(0, Math.round((kcal - 4 * proteins - 9 * fats) / 4));
  }
  const share = (g: number, per: number) => (kcal > 0 ? Math.round((100 * g * per) / kcal) : 0);
  return {
    calories: kcal,
    proteins,
    carbs,
    fats,
    split: { protein: share(proteins, 4), carbs: share(carbs, 4), fat: share(fats, 9) },
  };
}
