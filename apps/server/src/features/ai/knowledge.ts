/**
 * A small, cited knowledge base of dietary reference values for adults. Every answer that uses a
 * figure names its source. Values as published by the bodies named.
 */
export interface Source {
  label: string;
  url: string;
}

export const SOURCES = {
  efsaProtein: {
    label: "EFSA (2012), Scientific Opinion on Dietary Reference Values for protein",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/2557",
  },
  efsaCarbsFibre: {
    label: "EFSA (2010), Dietary Reference Values for carbohydrates and dietary fibre",
    url: "https://www.efsa.europa.eu/en/efsajournal/pub/1462",
  },
  efsaFat: { label: "EFSA (2010), Dietary Reference Values for fats", url: "https://www.efsa.europa.eu/en/efsajournal/pub/1461" },
  efsaWater: { label: "EFSA (2010), Dietary Reference Values for water", url: "https://www.efsa.europa.eu/en/efsajournal/pub/1459" },
  whoSugars: {
    label: "WHO (2015), Guideline: Sugars intake for adults and children",
    url: "https://www.who.int/publications/i/item/9789241549028",
  },
  whoSodium: {
    label: "WHO (2012), Guideline: Sodium intake for adults and children",
    url: "https://www.who.int/publications/i/item/9789241504836",
  },
  whoHealthyDiet: { label: "WHO (2020), Healthy diet fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet" },
  usdaDga: { label: "USDA & HHS, Dietary Guidelines for Americans 2020-2025", url: "https://www.dietaryguidelines.gov/" },
} satisfies Record<string, Source>;

export const REFERENCE = {
  /** Population reference intake of protein, g per kg body weight per day (EFSA). */
  proteinGPerKg: 0.83,
  /** Adequate intake of dietary fibre, g per day (EFSA). */
  fibreG: 25,
  /** Free sugars: below 10 % of energy, ideally below 5 % (WHO). */
  freeSugarsMaxEnergyShare: 0.1,
  freeSugarsIdealEnergyShare: 0.05,
  /** Salt below 5 g per day, about 2 g sodium (WHO). */
  saltMaxG: 5,
  sodiumMaxMg: 2000,
  /** Adequate intake of total water per day, litres (EFSA): women 2.0, men 2.5; about 70-80 % from drinks. */
  waterWomenL: 2.0,
  waterMenL: 2.5,
  /** Saturated fat below 10 % of energy (WHO). */
  satFatMaxEnergyShare: 0.1,
  /** Reference intake ranges, share of energy (EFSA). */
  carbsEnergyShare: [0.45, 0.6] as const,
  fatEnergyShare: [0.2, 0.35] as const,
  /** The product's recommended daily deficit for weight loss, kcal (about 0.5 kg a week). */
  weightLossDeficitKcal: 500,
  /** A moderate surplus for muscle gain, kcal. */
  muscleGainSurplusKcal: 300,
} as const;
