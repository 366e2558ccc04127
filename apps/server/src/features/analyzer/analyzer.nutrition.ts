import type { AnalysisTotals, AnalyzedFood, MacroShares, NutritionPoint } from "@app/shared";

/**
 * Totals, macro shares, and benefits and concerns computed from the numbers. Pure functions.
 *
 * References:
 * - Reference Intakes for an average adult, Regulation (EU) 1169/2011 Annex XIII: energy 2000 kcal,
 *   fat 70 g, saturates 20 g, carbohydrate 260 g, sugars 90 g, protein 50 g, salt 6 g; fibre 25 g
 *   (EFSA adequate intake for adults).
 * - Claim conditions, Regulation (EC) 1924/2006 Annex: source of protein ≥ 12 % and high protein ≥ 20 %
 *   of energy from protein; source of fibre ≥ 3 g and high fibre ≥ 6 g per 100 g; low saturated fat
 *   ≤ 1.5 g, low sugars ≤ 5 g, low salt ≤ 0.3 g per 100 g.
 * - "High" front-of-pack thresholds (UK Department of Health guidance, 2016): fat > 17.5 g, saturates
 *   > 5 g, sugars > 22.5 g, salt > 1.5 g per 100 g, or more than 30 % of the Reference Intake in the portion.
 */
export const REFERENCE_INTAKES = {
  energyKcal: 2000,
  fatG: 70,
  satFatG: 20,
  carbsG: 260,
  sugarsG: 90,
  proteinG: 50,
  saltG: 6,
  fiberG: 25,
} as const;

type Lang = "en" | "it";

const r1 = (n: number) => Math.round(n * 10) / 10;
const exact = (n: number) => n;
/**
 * The meal's totals, rounded for display (0.1 g; salt 0.01 g). With `round: false` the exact sums, for
 * judging claims per 100 g: rounding 0.48 g to 0.5 g and scaling it back to 100 g would misstate the label.
 */
export function totalsOf(items: AnalyzedFood[], { round = true }: { round?: boolean } = {}): AnalysisTotals {
  const tenth = round ? r1 : exact;
  const sumNullable = (key: "fiberG" | "sugarsG" | "satFatG" | "saltG") => {
    if (items.every((i) => i[key] === null)) return null;
    const sum = items.reduce((s, i) => s + (i[key] ?? 0), 0);
    return key === "saltG" && round ? Math.round(sum * 100) / 100 : tenth(sum);
  };
  return {
    calories: Math.round(items.reduce((s, i) => s + (i.calories ?? 0), 0)),
    proteins: tenth(items.reduce((s, i) => s + (i.proteins ?? 0), 0)),
    carbs: tenth(items.reduce((s, i) => s + (i.carbs ?? 0), 0)),
    fats: tenth(items.reduce((s, i) => s + (i.fats ?? 0), 0)),
    fiberG: sumNullable("fiberG"),
    sugarsG: sumNullable("sugarsG"),
    satFatG: sumNullable("satFatG"),
    saltG: sumNullable("saltG"),
    grams: Math.round(items.reduce((s, i) => s + i.grams, 0)),
  };
}

/** Share of energy from protein, carbohydrate and fat (4/4/9 kcal per g), whole percent adding up to 100. */
export function macroSharesOf(t: Pick<AnalysisTotals, "proteins" | "carbs" | "fats">): MacroShares {
  const kcal = { proteins: t.proteins * 4, carbs: t.carbs * 4, fats: t.fats * 9 };
  const sum = kcal.proteins + kcal.carbs + kcal.fats;
  if (sum <= 0) return { proteins: 0, carbs: 0, fats: 0 };
  const raw = (Object.keys(kcal) as (keyof typeof kcal)[]).map((k) => ({ k, v: (kcal[k] / sum) * 100 }));
  // Largest remainder, so the three add up to exactly 100.
  const floors = raw.map((x) => ({ ...x, f: Math.floor(x.v) }));
  let left = 100 - floors.reduce((s, x) => s + x.f, 0);
  for (const x of [...floors].sort((a, b) => b.v - b.f - (a.v - a.f))) {
    if (left <= 0) break;
    x.f += 1;
    left -= 1;
  }
  return Object.fromEntries(floors.map((x) => [x.k, x.f])) as MacroShares;
}

const fmt = (n: number, lang: Lang) => {
  const s = String(r1(n));
  return lang === "it" ? s.replace(".", ",") : s;
};

const REF_NAMES = {
  ri: { en: "EU Reference Intake (Regulation 1169/2011)", it: "Assunzione di riferimento UE (Regolamento 1169/2011)" },
  claim: {
    en: "EU nutrition claim condition (Regulation 1924/2006)",
    it: "Condizione per l'indicazione nutrizionale UE (Regolamento 1924/2006)",
  },
  fop: { en: "UK front-of-pack 'high' threshold", it: "Soglia 'alto' dell'etichetta a semaforo del Regno Unito" },
};

type OptionalNutrient = "fiberG" | "sugarsG" | "satFatG" | "saltG";

interface Figures {
  grams: number;
  totals: AnalysisTotals;
  shares: MacroShares;
  /**
   * Nutrients some part of the meal has no value for (see `nutrientsKnownInPart`). Their total is a lower
   * bound: enough for a "high" concern or a "source of" benefit, never for a "low in" claim (unknown is not 0).
   */
  knownInPart?: readonly OptionalNutrient[];
}

/** The optional nutrients that some items give and others leave unknown (null): their sum is only a lower bound. */
export function nutrientsKnownInPart(items: AnalyzedFood[]): OptionalNutrient[] {
  const keys: OptionalNutrient[] = ["fiberG", "sugarsG", "satFatG", "saltG"];
  return keys.filter((k) => items.some((i) => i[k] === null) && items.some((i) => i[k] !== null));
}

/** Benefits and concerns, each with its figure, the reference it meets or exceeds, and a sentence. */
export function assessNutrition(f: Figures, lang: Lang): { benefits: NutritionPoint[]; concerns: NutritionPoint[] } {
  const benefits: NutritionPoint[] = [];
  const concerns: NutritionPoint[] = [];
  const { totals: t, grams } = f;
  if (grams <= 0 || t.calories <= 0) return { benefits, concerns };
  const per100 = (v: number) => (v / grams) * 100;
  const pctRi = (v: number, key: keyof typeof REFERENCE_INTAKES) => Math.round((v / REFERENCE_INTAKES[key]) * 100);
  const it = lang === "it";

  // Protein: share of energy.
  const proteinShare = t.proteins > 0 ? ((t.proteins * 4) / (t.proteins * 4 + t.carbs * 4 + t.fats * 9)) * 100 : 0;
  if (proteinShare >= 12) {
    const high = proteinShare >= 20;
    benefits.push({
      code: high ? "HIGH_PROTEIN" : "SOURCE_OF_PROTEIN",
      nutrient: "proteinG",
      amount: Math.round(proteinShare),
      basis: "energyShare",
      reference: high ? 20 : 12,
      percentOfReferenceIntake: pctRi(t.proteins, "proteinG"),
      referenceName: REF_NAMES.claim[lang],
      text: it
        ? `${high ? "Ricco di proteine" : "Fonte di proteine"}: ${Math.round(proteinShare)} % dell'energia dalle proteine (soglia ${high ? 20 : 12} %); ${fmt(t.proteins, lang)} g, ${pctRi(t.proteins, "proteinG")} % dell'assunzione di riferimento di 50 g`
        : `${high ? "High in protein" : "Source of protein"}: ${Math.round(proteinShare)}% of energy from protein (threshold ${high ? 20 : 12}%); ${fmt(t.proteins, lang)} g, ${pctRi(t.proteins, "proteinG")}% of the 50 g reference intake`,
    });
  }
  if (t.fiberG !== null && per100(t.fiberG) >= 3) {
    const high = per100(t.fiberG) >= 6;
    benefits.push({
      code: high ? "HIGH_FIBRE" : "SOURCE_OF_FIBRE",
      nutrient: "fiberG",
      amount: r1(per100(t.fiberG)),
      basis: "per100g",
      reference: high ? 6 : 3,
      percentOfReferenceIntake: pctRi(t.fiberG, "fiberG"),
      referenceName: REF_NAMES.claim[lang],
      text: it
        ? `${high ? "Ricco di fibre" : "Fonte di fibre"}: ${fmt(per100(t.fiberG), lang)} g per 100 g (soglia ${high ? 6 : 3} g); ${fmt(t.fiberG, lang)} g in questa quantità, ${pctRi(t.fiberG, "fiberG")} % dei 25 g giornalieri di riferimento`
        : `${high ? "High in fibre" : "Source of fibre"}: ${fmt(per100(t.fiberG), lang)} g per 100 g (threshold ${high ? 6 : 3} g); ${fmt(t.fiberG, lang)} g in this amount, ${pctRi(t.fiberG, "fiberG")}% of the 25 g daily reference`,
    });
  }
  const low = (
    key: "satFatG" | "sugarsG" | "saltG",
    limit: number,
    code: "LOW_SATURATED_FAT" | "LOW_SUGARS" | "LOW_SALT",
    en: string,
    itName: string,
  ) => {
    const v = t[key];
    // A "low in" claim needs every part's value: a part with no value could hold any amount.
    if (v === null || f.knownInPart?.includes(key) || per100(v) > limit) return;
    benefits.push({
      code,
      nutrient: key,
      amount: r1(per100(v)),
      basis: "per100g",
      reference: limit,
      percentOfReferenceIntake: pctRi(v, key),
      referenceName: REF_NAMES.claim[lang],
      text: it
        ? `${itName}: ${fmt(per100(v), lang)} g per 100 g (al massimo ${fmt(limit, lang)} g)`
        : `${en}: ${fmt(per100(v), lang)} g per 100 g (at most ${fmt(limit, lang)} g)`,
    });
  };
  low("satFatG", 1.5, "LOW_SATURATED_FAT", "Low in saturated fat", "Povero di grassi saturi");
  low("sugarsG", 5, "LOW_SUGARS", "Low in sugars", "Povero di zuccheri");
  low("saltG", 0.3, "LOW_SALT", "Low in salt", "Povero di sale");

  const high = (
    value: number | null,
    key: "fatG" | "satFatG" | "sugarsG" | "saltG",
    per100Limit: number,
    code: "HIGH_FAT" | "HIGH_SATURATED_FAT" | "HIGH_SUGARS" | "HIGH_SALT",
    en: string,
    itName: string,
  ) => {
    if (value === null) return;
    const portionLimit = REFERENCE_INTAKES[key] * 0.3;
    const byDensity = per100(value) > per100Limit;
    const byPortion = value > portionLimit;
    if (!byDensity && !byPortion) return;
    const pct = pctRi(value, key);
    concerns.push({
      code,
      nutrient: key,
      amount: byDensity ? r1(per100(value)) : r1(value),
      basis: byDensity ? "per100g" : "portion",
      reference: byDensity ? per100Limit : r1(portionLimit),
      percentOfReferenceIntake: pct,
      referenceName: byDensity ? REF_NAMES.fop[lang] : REF_NAMES.ri[lang],
      text: it
        ? byDensity
          ? `${itName}: ${fmt(per100(value), lang)} g per 100 g (alto oltre ${fmt(per100Limit, lang)} g); ${fmt(value, lang)} g in questa quantità, ${pct} % dell'assunzione di riferimento di ${REFERENCE_INTAKES[key]} g`
          : `${itName}: ${fmt(value, lang)} g in questa quantità, ${pct} % dell'assunzione di riferimento di ${REFERENCE_INTAKES[key]} g (oltre il 30 %)`
        : byDensity
          ? `${en}: ${fmt(per100(value), lang)} g per 100 g (high above ${fmt(per100Limit, lang)} g); ${fmt(value, lang)} g in this amount, ${pct}% of the ${REFERENCE_INTAKES[key]} g reference intake`
          : `${en}: ${fmt(value, lang)} g in this amount, ${pct}% of the ${REFERENCE_INTAKES[key]} g reference intake (over 30%)`,
    });
  };
  high(t.satFatG, "satFatG", 5, "HIGH_SATURATED_FAT", "High in saturated fat", "Ricco di grassi saturi");
  high(t.sugarsG, "sugarsG", 22.5, "HIGH_SUGARS", "High in sugars", "Ricco di zuccheri");
  high(t.saltG, "saltG", 1.5, "HIGH_SALT", "High in salt", "Ricco di sale");
  high(t.fats, "fatG", 17.5, "HIGH_FAT", "High in fat", "Ricco di grassi");

  if (t.calories > REFERENCE_INTAKES.energyKcal * 0.4) {
    const pct = pctRi(t.calories, "energyKcal");
    concerns.push({
      code: "HIGH_ENERGY",
      nutrient: "energyKcal",
      amount: t.calories,
      basis: "portion",
      reference: REFERENCE_INTAKES.energyKcal * 0.4,
      percentOfReferenceIntake: pct,
      referenceName: REF_NAMES.ri[lang],
      text: it
        ? `Molte calorie: ${t.calories} kcal, ${pct} % delle 2000 kcal di riferimento (oltre il 40 % in un solo pasto)`
        : `High in energy: ${t.calories} kcal, ${pct}% of the 2000 kcal reference intake (over 40% in one meal)`,
    });
  }
  return { benefits, concerns };
}
