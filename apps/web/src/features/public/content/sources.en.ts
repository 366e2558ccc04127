/**
 * /scientific-sources (docs/product/public-pages.md#scientific-sources): the reference bodies, the equations and the food composition tables.
 * The references are the ones the assistant cites (apps/server/src/features/ai/knowledge.ts).
 */
const sources = {
  eyebrow: "Science & Transparency",
  title: "The science behind NutriPilot",
  intro:
    "Every number NutriPilot shows comes from a published source. This page lists them, with links to the originals, so you can check our work.",
  bodies: {
    title: "Reference bodies",
    items: [
      {
        name: "EFSA",
        fullName: "European Food Safety Authority",
        text: "The EU agency that sets Dietary Reference Values for energy and nutrients. We use its values for protein, carbohydrates, fibre, fats and water.",
        links: [
          { label: "EFSA (2012), Dietary Reference Values for protein", url: "https://www.efsa.europa.eu/en/efsajournal/pub/2557" },
          {
            label: "EFSA (2010), Dietary Reference Values for carbohydrates and dietary fibre",
            url: "https://www.efsa.europa.eu/en/efsajournal/pub/1462",
          },
          { label: "EFSA (2010), Dietary Reference Values for fats", url: "https://www.efsa.europa.eu/en/efsajournal/pub/1461" },
          { label: "EFSA (2010), Dietary Reference Values for water", url: "https://www.efsa.europa.eu/en/efsajournal/pub/1459" },
        ],
      },
      {
        name: "WHO",
        fullName: "World Health Organization",
        text: "Its guidelines set the limits we use for free sugars, salt and saturated fat, and the BMI categories.",
        links: [
          {
            label: "WHO (2015), Guideline: Sugars intake for adults and children",
            url: "https://www.who.int/publications/i/item/9789241549028",
          },
          {
            label: "WHO (2012), Guideline: Sodium intake for adults and children",
            url: "https://www.who.int/publications/i/item/9789241504836",
          },
          { label: "WHO, Healthy diet fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet" },
        ],
      },
      {
        name: "USDA",
        fullName: "United States Department of Agriculture",
        text: "Publisher of three of our six food tables through FoodData Central, and, with the Department of Health and Human Services, of the Dietary Guidelines for Americans.",
        links: [
          { label: "USDA FoodData Central", url: "https://fdc.nal.usda.gov/" },
          { label: "USDA & HHS, Dietary Guidelines for Americans", url: "https://www.dietaryguidelines.gov/" },
        ],
      },
    ],
  },
  methods: {
    title: "Equations and classifications",
    items: [
      {
        name: "Basal metabolic rate",
        text: "The revised Harris-Benedict equation (Roza and Shizgal, 1984), with separate formulas for men and women.",
        link: {
          label: "Roza AM, Shizgal HM. The Harris Benedict equation reevaluated. Am J Clin Nutr. 1984;40(1):168-182",
          url: "https://doi.org/10.1093/ajcn/40.1.168",
        },
      },
      {
        name: "Daily energy",
        text: "The basal rate multiplied by an activity factor: 1.2 sedentary, 1.375 light, 1.55 moderate, 1.725 active and 1.9 very active.",
      },
      {
        name: "Body mass index",
        text: "Weight in kilograms divided by the square of height in metres, with the WHO adult categories: under 18.5 underweight, 18.5 to 24.9 normal, 25 to 29.9 overweight, 30 and above obese.",
      },
      {
        name: "Macronutrient energy",
        text: "4 kcal per gram of protein and of carbohydrate, and 9 kcal per gram of fat, the conversion factors used in EU nutrition labelling.",
      },
    ],
  },
  tables: {
    title: "Food composition tables",
    intro:
      "The food database combines six public tables, about 28,000 foods in all. Values are per 100 g of the edible part. Where a table does not report a nutrient, NutriPilot shows it as unknown rather than zero.",
    labels: {
      publisher: "Publisher",
      version: "Version",
      licence: "Licence",
      foods: "Foods",
      attribution: "Attribution",
      website: "Website of the table",
    },
    notes: {
      usda_sr28: "The classic U.S. reference table of raw and prepared foods, with household portions.",
      usda_fndds_2021_2023: "Foods and mixed dishes as eaten in the United States, used in national dietary surveys.",
      usda_foundation_2025_04: "Recent, detailed analyses of basic foods.",
      ciqual_2025: "The French national table, published by ANSES.",
      bls_4_0: "The German national table, published by the Max Rubner Institute. We use energy, macronutrients, fibre, sugars and starch.",
      uk_cofid_2015: "The British McCance and Widdowson's table. We use its main nutrients (proximates).",
    },
    foodsCount: "{count} foods",
  },
  use: {
    title: "How we use these sources",
    points: [
      "Calories and macronutrients of a meal are computed from the food database, never written by an AI model.",
      "NutriPilot counts available carbohydrates: fibre is shown separately. The U.S. tables include fibre in their carbohydrate figure, so we subtract it where it is known.",
      "When the assistant quotes a reference value, it names the source it comes from.",
    ],
  },
  limits: {
    title: "Limits",
    text: "Food tables give typical values: the food on your plate can differ with the variety, the recipe and the cooking. Reference values are for healthy populations. NutriPilot is a wellness tool and does not replace advice from a doctor or a registered dietitian.",
  },
};

export type SourcesContent = typeof sources;
export default sources;
