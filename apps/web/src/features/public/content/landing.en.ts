/**
 * The landing page below the hero (docs/product/public-pages.md#landing), in English. Placeholders in braces are filled from the
 * server's settings: {trialDays}, {monthlyPrice}, {freeHistoryDays}, {freeSuggestionsPerWeek}.
 * Nothing here claims more than the product does: no food counts it does not ship, no accuracy figures,
 * and the stories and testimonials are marked as illustrative.
 */
export type Mark = "yes" | "no" | "partly";
export interface FaqItem {
  question: string;
  answer: string;
  /** Said instead of `answer` when the server runs with PAYWALL=hard. */
  answerHardPaywall?: string;
}
export interface ComparisonRow {
  label: string;
  cells: [Mark, Mark, Mark];
}

const landing = {
  mealPlan: {
    title: "A sample day on NutriPilot",
    intro:
      "This is what a balanced day can look like. Open a meal to see what is in it. Your own plan follows your goal, your tastes and your allergies.",
    meals: {
      breakfast: { name: "Breakfast", dish: "Oat porridge with Greek yogurt, blueberries and walnuts" },
      lunch: { name: "Lunch", dish: "Roast chicken with brown rice and a fresh salad" },
      dinner: { name: "Dinner", dish: "Baked salmon with boiled potatoes and broccoli" },
    },
    foods: {
      oats: "Rolled oats",
      greekYogurt: "Greek yogurt, plain, non-fat",
      blueberries: "Blueberries",
      walnuts: "Walnuts",
      chicken: "Roast chicken breast",
      brownRice: "Brown rice, cooked",
      lettuce: "Green leaf lettuce",
      tomatoes: "Tomatoes",
      oliveOil: "Olive oil",
      salmon: "Salmon, baked",
      potatoes: "Potatoes, boiled",
      broccoli: "Broccoli, boiled",
    },
    itemsLabel: "Foods and amounts",
    mealTotal: "Meal total",
    dayTotal: "The whole day: {kcal} kcal and {protein} g of protein. Add snacks to reach your own target.",
    protein: "{grams} g protein",
    note: "Energy and macronutrients computed from USDA SR28 values for the amounts shown. An illustration, not a prescription.",
    plannerLink: "Plan your own week in the Meal Planner",
  },
  science: {
    title: "Built on nutrition science, not guesswork",
    intro: "The numbers NutriPilot shows come from published sources that you can check for yourself.",
    points: [
      {
        title: "Food data from public tables",
        text: "About 28,000 foods from six food composition tables published by public bodies in the United States, France, Germany and the United Kingdom.",
      },
      {
        title: "Reference values from EFSA and WHO",
        text: "Guidance on protein, fibre, sugars, salt and fats follows the European Food Safety Authority and the World Health Organization.",
      },
      {
        title: "Standard, documented equations",
        text: "Energy needs are estimated with the revised Harris-Benedict equation and activity factors, explained step by step on the How It Works page.",
      },
    ],
    link: "See our scientific sources",
  },
  aiLearns: {
    title: "Suggestions that learn what you like",
    intro:
      "Rate a suggested meal with a thumbs up or a thumbs down. NutriPilot keeps your ratings and weighs them, together with your goal, the meals you log and your food preferences, for the next suggestions.",
    steps: [
      { title: "Thumbs up", text: "You see more meals like this one, with similar ingredients and cuisines." },
      { title: "Thumbs down", text: "Similar meals are avoided in the future." },
      {
        title: "The reason, every time",
        text: "Each suggestion says why it fits you: the calories you have left, your protein target or your preferences.",
      },
    ],
    link: "Register for AI recommendations",
  },
  privacy: {
    title: "Your data stays yours",
    intro: "Tracking what you eat is personal. We built NutriPilot so that you stay in control of it.",
    points: [
      "No advertising, and we never sell your data.",
      "Only the cookies the app needs to work: no tracking or advertising cookies.",
      "Download all your data whenever you like, and delete your account from your profile.",
      "Passwords are stored only as salted hashes, and we never store card numbers: payments go through our payment provider.",
    ],
    link: "Read our privacy policy",
  },
  features: {
    title: "Everything you need to eat with intention",
    intro: "Five tools that work together, from the first meal you log to a plan for the whole week.",
    cards: {
      meals: {
        title: "Track Your Meals",
        text: "Log breakfast, lunch, dinner and snacks from the food database or your own foods, and watch calories and macronutrients add up.",
        link: "Open meal tracking",
      },
      analyzer: {
        title: "Food Analyzer",
        text: "Photograph your plate and get an estimate of what is on it, with calories and macronutrients taken from the food database.",
        link: "Try the Food Analyzer",
      },
      goals: {
        title: "Manage Goals",
        text: "Set a calorie and macronutrient goal from a preset or from your own figures, and follow your progress day by day.",
        link: "Manage your goals",
      },
      preferences: {
        title: "Food Preferences",
        text: "Tell NutriPilot about allergies, diets, favourite cuisines and how long you like to cook, and suggestions follow them.",
        link: "Complete your profile",
      },
      planner: {
        title: "Meal Planner",
        text: "Build a weekly or monthly plan from a collection of European recipes, and regenerate any day you don't like.",
        link: "Open the Meal Planner",
      },
    },
  },
  howItWorks: {
    title: "How it works",
    intro: "Three steps, every day. It takes a few minutes once you know your usual foods.",
    steps: [
      { title: "Log what you eat", text: "Search the food database, choose a portion and add it to breakfast, lunch, dinner or a snack." },
      {
        title: "See your day at a glance",
        text: "Your dashboard adds up calories, protein, carbohydrates and fat and compares them with your goal.",
      },
      {
        title: "Adjust with guidance",
        text: "Ask the assistant, get meal ideas for what is left of your day, and refine your goal as you go.",
      },
    ],
    summary: {
      title: "Sample nutrient summary",
      caption: "Breakfast and lunch of the sample day, against the weight-loss target of the sample profile on How It Works.",
      calories: "Calories",
      protein: "Protein",
      carbs: "Carbohydrates",
      fat: "Fat",
      ofGoal: "{value} of {goal}",
    },
    link: "Read how NutriPilot calculates your targets",
  },
  comparison: {
    title: "How NutriPilot compares",
    intro: "Different tools suit different needs. Here is an honest comparison.",
    caption: "NutriPilot compared with a paper diary and with sessions with a nutritionist",
    feature: "Feature",
    columns: ["NutriPilot", "Paper or spreadsheet diary", "Sessions with a nutritionist"],
    rows: <ComparisonRow[]>[
      { label: "Calories and macronutrients worked out for you", cells: ["yes", "no", "partly"] },
      { label: "Food values from public composition tables", cells: ["yes", "no", "partly"] },
      { label: "Suggestions that adapt to your tastes", cells: ["yes", "no", "yes"] },
      { label: "Available at any time, on any device", cells: ["yes", "partly", "no"] },
      { label: "Personal clinical advice", cells: ["no", "no", "yes"] },
    ],
    costLabel: "Cost",
    costs: ["Free plan, Premium {monthlyPrice} a month", "Free", "Paid per session"],
    values: { yes: "Yes", no: "No", partly: "Partly" },
    note: "NutriPilot is a wellness tool and does not replace a doctor or a registered dietitian. If you have a medical condition, talk to a professional.",
  },
  stories: {
    title: "Success stories",
    disclaimer:
      "These stories are illustrative: they show typical ways people use NutriPilot. They are not reports from real customers, and results differ from person to person.",
    items: [
      {
        name: "Marta, 34",
        goal: "Steadier energy at work",
        text: "Logging her lunches showed Marta that she ate very little protein before the afternoon dip. She moved some protein to breakfast and lunch, and kept an eye on it in her daily summary.",
      },
      {
        name: "Luca, 41",
        goal: "Lose weight slowly",
        text: "Luca used the weight-loss goal with a moderate deficit and logged most days. Seeing the calories of his usual snacks helped him choose which ones to keep.",
      },
      {
        name: "Sofia, 27",
        goal: "Enough protein for training",
        text: "Sofia set a muscle-gain goal, asked the assistant for high-protein vegetarian ideas and liked the suggestions she would actually cook.",
      },
    ],
  },
  testimonials: {
    title: "Testimonials",
    disclaimer: "Illustrative testimonials written to show what people value in NutriPilot; they are not quotes from real users.",
    items: [
      {
        quote: "I finally understand what a portion of pasta really is. Logging takes me two minutes a day.",
        name: "Giulia",
        role: "Teacher",
      },
      {
        quote: "The thumbs down works: it stopped suggesting fish once I made clear I don't like it.",
        name: "Tom",
        role: "Software developer",
      },
      { quote: "I like that every number has a source. I can check where it comes from.", name: "Elena", role: "Nurse" },
    ],
  },
  pricing: {
    title: "Simple, transparent pricing",
    intro: "Start for free, and upgrade when you want the premium features.",
    trialNote: "Every new account starts with a {trialDays}-day free trial of Premium, with no card required.",
    link: "Compare all plans on the pricing page",
  },
  faq: {
    title: "Frequently asked questions",
    items: <FaqItem[]>[
      {
        question: "Is NutriPilot free?",
        answer:
          "Yes. The Free plan keeps meal tracking, goals and the BMI and metabolism calculators, with a history of the last {freeHistoryDays} days and {freeSuggestionsPerWeek} AI suggestions a week. Premium unlocks everything else.",
      },
      {
        question: "How long is the free trial?",
        answer:
          "{trialDays} days, starting when you create your account, with every premium feature and no card required. When it ends you move to the Free plan, and nothing is charged unless you choose Premium.",
        answerHardPaywall:
          "{trialDays} days, starting when you create your account, with every premium feature and no card required. When it ends, you need a Premium plan to keep using the app; nothing is charged automatically.",
      },
      {
        question: "Where does the food data come from?",
        answer:
          "From six public food composition tables: three from the U.S. Department of Agriculture, the French Ciqual table, the German BLS and the British CoFID, about 28,000 foods in total. The sources page lists each one with its licence.",
      },
      {
        question: "How accurate is the photo analysis?",
        answer:
          "It is an estimate. The analyzer recognises the foods and their portions as well as it can, and takes the nutrients from the food database. Check the result and correct the amounts when they look wrong.",
      },
      {
        question: "Can I try it without an account?",
        answer:
          "Yes. The demo dashboard shows the app with sample data, and without an account you can analyse one photo and ask the assistant three questions.",
      },
      {
        question: "Is NutriPilot medical advice?",
        answer:
          "No. NutriPilot is a wellness tool, and its figures are estimates for healthy adults. If you are pregnant, under 18, or live with a medical condition or an eating disorder, talk to a doctor or a registered dietitian before changing your diet.",
      },
      {
        question: "Can I export or delete my data?",
        answer: "Yes. From your profile you can download all your data (JSON, and your meals as CSV) and delete your account.",
      },
      {
        question: "Does it work on my phone?",
        answer: "Yes. NutriPilot works in any modern mobile browser, and you can install it on your home screen like an app.",
      },
    ],
    more: "Still have a question?",
    contactLink: "Contact our support team",
  },
  journey: {
    title: "Your journey with NutriPilot",
    intro: "A typical path. Go at your own pace: there is no streak to keep and nothing to lose by taking a break.",
    steps: [
      {
        when: "Day 1",
        title: "Set up your profile",
        text: "Create your account, enter your age, height, weight and activity, and pick a goal. Your free Premium trial starts straight away.",
      },
      {
        when: "Week 1",
        title: "Learn your habits",
        text: "Log what you eat. Seeing portions and totals every day is often the biggest eye-opener.",
      },
      {
        when: "Weeks 2-4",
        title: "Fine-tune",
        text: "Adjust your goal, rate suggestions and set your food preferences, so that the ideas you get fit your life.",
      },
      { when: "Month 2 and on", title: "Make it yours", text: "Plan your weeks, follow your trends and check in whenever you need to." },
    ],
  },
  cta: {
    title: "Ready to take the controls?",
    text: "Create a free account in a minute, or look around the demo first.",
    demoLink: "Explore the demo dashboard",
  },
};

export type LandingContent = typeof landing;
export default landing;
