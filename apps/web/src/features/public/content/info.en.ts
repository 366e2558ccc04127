/** /info and /about (docs/product/public-pages.md#about): what NutriPilot is, its key features, and what it is not. */
const info = {
  eyebrow: "About NutriPilot",
  title: "A co-pilot for what you eat",
  intro:
    "NutriPilot helps you understand what you eat and move towards a goal you choose, with numbers you can check and suggestions that fit your tastes.",
  mission: {
    title: "Why NutriPilot exists",
    paragraphs: [
      "Most people who want to eat better do not need a strict diet. They need to see what they actually eat, a sensible target, and ideas that fit their day.",
      "NutriPilot puts those three things in one place. You log your meals, the app adds up calories and macronutrients from public food composition data, and an assistant helps you close the gap to your goal. It explains its reasoning, so you learn as you go.",
    ],
  },
  features: {
    title: "Key features",
    items: [
      {
        title: "Meal tracking",
        text: "Breakfast, lunch, dinner and snacks, with a food database of about 28,000 foods and your own custom foods.",
      },
      {
        title: "Goals and calculators",
        text: "BMI, basal metabolic rate and daily energy, and calorie and macronutrient goals from presets or your own figures.",
      },
      { title: "Food Analyzer", text: "A photo of your plate becomes an estimate of its foods, calories and macronutrients." },
      {
        title: "AI assistant and suggestions",
        text: "Ask nutrition questions and get meal ideas that learn from your thumbs up and thumbs down.",
      },
      {
        title: "Meal Planner and preferences",
        text: "Weekly or monthly plans from European recipes that respect your allergies, diets and cooking time.",
      },
      { title: "Your data, portable", text: "Export everything as JSON, your meals as CSV, and delete your account whenever you want." },
    ],
  },
  audience: {
    title: "Who it is for",
    text: "Healthy adults who want to understand their eating habits, lose or gain weight gradually, or eat enough protein for their training. It works in English and Italian, on a phone or a computer.",
  },
  notMedical: {
    title: "What NutriPilot is not",
    text: "NutriPilot is a wellness tool. It does not diagnose or treat any condition and does not replace a doctor or a registered dietitian. If you are pregnant, under 18, or live with a medical condition or an eating disorder, ask a professional before changing your diet.",
  },
  sources: {
    title: "Open data, cited sources",
    text: "Food values come from six public food composition tables, and reference values from EFSA and WHO.",
    link: "See every source and its licence",
    howLink: "See how the targets are calculated",
  },
  start: {
    title: "Ready to try it?",
    text: "Sign in or create a free account. Every new account starts with a free trial of all Premium features.",
  },
};

export type InfoContent = typeof info;
export default info;
