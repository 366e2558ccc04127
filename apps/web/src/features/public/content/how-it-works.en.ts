import type { TextSection } from "../blocks.ts";

/**
 * /how-it-works (docs/product/public-pages.md#how-it-works). The calculator steps take their figures from the shared calculators at run
 * time: {bmi}, {weight}, {heightM}, {heightCm}, {age}, {bmr}, {factor}, {maintenance}, {adjustment}, {target},
 * {protein}, {carbs}, {fat} (percentages), {proteinG} (grams), {proteinRange} (g per kg, from the shared protein table),
 * {freeHistoryDays}.
 */
const howItWorks = {
  title: "How NutriPilot works",
  intro:
    "From your profile to daily targets, from a photo to a meal in your diary: here is what happens behind each screen, with the real numbers for a sample profile.",
  contents: "On this page",
  calculator: {
    title: "From a profile to daily targets",
    intro: "This is what NutriPilot recommends for a sample profile. Switch the goal to see how the numbers change.",
    stepsTitle: "How these numbers are calculated",
    steps: [
      "Body mass index: weight divided by height squared, {weight} kg ÷ ({heightM} m)² = {bmi}.",
      "Basal metabolic rate, with the revised Harris-Benedict equation for men: 88.362 + 13.397 × {weight} + 4.799 × {heightCm} − 5.677 × {age} = {bmr} kcal a day.",
      "Maintenance energy: the basal rate times {factor}, the factor for moderate activity, gives {maintenance} kcal a day.",
      "{adjustment}. The daily target is {target} kcal.",
      "Protein: the middle of the {proteinRange} g per kg of body weight advised for this goal (ISSN position stand, 2017), {proteinG} g a day. Fat: {fat}% of the energy; carbohydrates the rest. That is {protein}% of the energy from protein, {carbs}% from carbohydrates and {fat}% from fat, at 4 kcal per gram of protein or carbohydrate and 9 kcal per gram of fat.",
    ],
    lossAdjustment: "The goal, weight loss: 500 kcal less than maintenance, about 0.5 kg a week",
    gainAdjustment: "The goal, muscle gain: 300 kcal more than maintenance, a moderate surplus",
    note: "These are estimates for a healthy adult. Bodies differ: follow your weight for a few weeks and adjust. NutriPilot is a wellness tool, not medical advice.",
  },
  sections: <TextSection[]>[
    {
      id: "food-analyzer",
      title: "Food Analyzer",
      blocks: [
        "Take a photo of your meal or upload one (JPG, JPEG, PNG, GIF or WebP, up to 10 MB). The analyzer identifies the foods it can see and estimates their portions.",
        "The calories and macronutrients are not invented by the model: NutriPilot looks each food up in its database and computes the numbers itself. The result lists the foods, the total calories and the share of protein, carbohydrates and fat, with notes on what stands out.",
        "It is an estimate. Sauces, hidden fats and mixed dishes are hard to see in a photo, so check the amounts before you rely on them.",
        "Without an account you can try one analysis. With an account, the Food Analyzer is part of Premium and of the free trial.",
        "[Try the Food Analyzer](/food-analyzer)",
      ],
    },
    {
      id: "meal-tracking",
      title: "Meal tracking",
      blocks: [
        "Each meal is logged as breakfast, lunch, dinner or a snack. Search the food database, choose an amount, and NutriPilot adds the calories, protein, carbohydrates and fat to your day.",
        {
          list: [
            "The food database holds about 28,000 foods from six public food composition tables, with their values per 100 g.",
            "Foods you eat often come back first, and you can create your own foods.",
            "Your day is counted in your own time zone, so a late dinner stays on the right day.",
            "The Free plan shows the last {freeHistoryDays} days of history; Premium keeps your complete diary.",
          ],
        },
        "[Open meal tracking](/dashboard?tab=meals)",
      ],
    },
    {
      id: "goals-management",
      title: "Goals management",
      blocks: [
        "A goal is a daily target for calories, protein, carbohydrates and fat. Start from a preset such as weight loss, maintenance or muscle gain, or use the calculator above with your own profile, and adjust any number.",
        "You have one active goal at a time. The dashboard compares each day with it, so you can see at a glance what is left.",
        "With Premium, the assistant can recommend goals from your profile and explain each one.",
        "[Manage your goals](/dashboard?tab=goals)",
      ],
    },
    {
      id: "assistant",
      title: "The AI assistant",
      blocks: [
        "The assistant answers nutrition questions and suggests meals using your goal, the meals you have logged, your food preferences and your thumbs up and thumbs down. Each answer shows its reasoning and names its sources.",
        "Numbers always come from the food database and the calculators on this page: the assistant may propose foods and amounts, and NutriPilot computes their calories and macronutrients itself.",
        "Without an account you can ask three questions for free. The Free plan includes {freeSuggestionsPerWeek} AI suggestions a week, and Premium has no limit.",
      ],
    },
  ],
  sourcesLink: "See the scientific sources behind these numbers",
};

export type HowItWorksContent = typeof howItWorks;
export default howItWorks;
