import { describe, expect, it } from "vitest";
import { answerOffline, nextMealType, parseFoodAmount, type ChatContext } from "./chat.engine.ts";

const salmon = {
  name: "Salmon, Atlantic, raw",
  source: "USDA SR28",
  per100g: { kcal: 208, protein: 20.42, carbs: 0, fat: 13.42, fiber: 0, sugars: 0, salt: 0.15 },
  portions: [{ label: "fillet", grams: 198 }],
};
const ctx = (over: Partial<ChatContext> = {}): ChatContext => ({
  language: "en",
  chatType: "meals",
  signedIn: true,
  localHour: 19,
  today: "2025-03-14",
  todaysMeals: async () => [
    {
      id: 1,
      userId: 1,
      food: "Greek yogurt (150 g)",
      calories: 145,
      proteins: 15,
      carbs: 6,
      fats: 5,
      mealType: "breakfast",
      timestamp: "2025-03-14T07:00:00Z",
      date: "2025-03-14",
      notes: null,
    },
    {
      id: 2,
      userId: 1,
      food: "Durum pasta (80 g dry)",
      calories: 280,
      proteins: 10,
      carbs: 56,
      fats: 1,
      mealType: "lunch",
      timestamp: "2025-03-14T12:00:00Z",
      date: "2025-03-14",
      notes: null,
    },
  ],
  activeGoal: async () => ({
    id: 1,
    userId: 1,
    name: "Weight loss",
    description: null,
    calories: 1600,
    proteins: 140,
    carbs: 170,
    fats: 50,
    startDate: "2025-03-01",
    endDate: null,
    isActive: true,
    createdAt: "2025-03-01T00:00:00Z",
  }),
  profile: async () => ({
    id: 1,
    userId: 1,
    name: "Maria",
    age: 28,
    gender: "male",
    height: 175,
    weight: 75,
    activityLevel: "moderate",
    createdAt: "2025-03-01T00:00:00Z",
    updatedAt: "2025-03-01T00:00:00Z",
  }),
  lookupFood: async (name) => (/salmon|salmone/.test(name) ? salmon : undefined),
  suggestMeal: async (mealType) => ({
    name: "Baked cod with potatoes",
    description: "",
    mealType: mealType ?? "dinner",
    calories: 610,
    proteins: 38,
    carbs: 60,
    fats: 20,
    fiber: 6,
    reasoning: "1 serving: fills 610 of the 640 kcal planned.",
  }),
  ...over,
});

describe("parseFoodAmount", () => {
  it.each([
    ["150 g of salmon", { grams: 150, food: "salmon" }],
    ["salmone 150g", { grams: 150, food: "salmone" }],
    ["0,5 kg di riso", { grams: 500, food: "riso" }],
    ["2 eggs", { count: 2, food: "eggs" }],
  ])("%s", (text, expected) => expect(parseFoodAmount(text)).toMatchObject(expected));
});

describe("the offline engine", () => {
  const cases: [string, Partial<ChatContext>, string[]][] = [
    ["What did I eat today?", {}, ["425 kcal", "1175 kcal", "115 g protein"]],
    ["How many calories do I have left?", {}, ["1175 kcal"]],
    ["Cosa ho mangiato oggi?", {}, ["425 kcal", "ti restano 1175 kcal"]],
    ["How much protein in 150 g of salmon?", {}, ["150 g of Salmon", "protein 30.6 g", "USDA SR28"]],
    ["Quante proteine in 150 g di salmone?", {}, ["proteine 30,6 g"]],
    ["What is my BMI?", {}, ["24.5", "normal weight"]],
    ["Qual è il mio BMI?", {}, ["il tuo IMC è 24,5: normopeso (il normopeso va da 18,5 a 24,9)."]],
    ["Qual è il mio IMC?", {}, ["il tuo IMC è 24,5"]],
    ["What is my basal metabolism?", {}, ["1774 kcal", "2750 kcal", 'With a "moderate" activity level']],
    ["Qual è il mio metabolismo basale?", {}, ["1774 kcal", 'Con un livello di attività "moderato"']],
    ["What should I eat for dinner?", {}, ["Baked cod with potatoes", "610 kcal", "fills 610"]],
    ["Cosa mangio a cena?", {}, ["Per cena ti suggerisco Baked cod with potatoes", "610 kcal"]],
    ["Che cosa preparo per pranzo?", {}, ["Per pranzo ti suggerisco"]],
    ["How much protein should I eat?", {}, ["0.83 g per kg", "62 g", "EFSA"]],
    ["How much fibre do I need?", {}, ["25 g", "EFSA"]],
    ["How much sugar is too much?", {}, ["10 %", "40 g", "WHO"]],
    ["How much salt per day?", {}, ["5 g", "WHO"]],
    ["How much water should I drink?", {}, ["2.5 L", "EFSA"]],
    ["How should I change my goal to lose weight?", {}, ["2250 kcal", "500", "143 g protein (1.6-2.2 g/kg)"]],
    ["I want to build muscle", {}, ["3050 kcal", "143 g protein (1.6-2.2 g/kg)"]],
    ["Tell me about quantum physics", {}, ["I'm not sure I understood"]],
    ["What did I eat today?", { signedIn: false }, ["sign in"]],
  ];
  it.each(cases)("%s", async (q, over, facts) => {
    const { answer } = await answerOffline(q, ctx(over));
    for (const f of facts) expect(answer).toContain(f);
  });
  // The starter questions the web app offers (apps/web/src/i18n/{en,it}/ai.ts), each with the answer it must get.
  it.each([
    ["What should I eat for dinner?", "en", "meals", "suggestion"],
    ["What have I eaten today and what is left?", "en", "meals", "today"],
    ["How much protein in 150 g of salmon?", "en", "meals", "food-nutrients"],
    ["How many calories should I eat a day?", "en", "goals", "energy"],
    ["How should I change my goal to lose weight?", "en", "goals", "goal-loss"],
    ["How much protein do I need a day?", "en", "goals", "guidance-protein"],
    ["Cosa dovrei mangiare a cena?", "it", "meals", "suggestion"],
    ["Cosa ho mangiato oggi e cosa mi resta?", "it", "meals", "today"],
    ["Quante proteine in 150 g di salmone?", "it", "meals", "food-nutrients"],
    ["Quante calorie dovrei mangiare al giorno?", "it", "goals", "energy"],
    ["Come cambio il mio obiettivo per perdere peso?", "it", "goals", "goal-loss"],
    ["Di quante proteine ho bisogno al giorno?", "it", "goals", "guidance-protein"],
    ["Quante proteine mi servono al giorno?", "it", "goals", "guidance-protein"],
  ] as const)("answers the starter question %s", async (q, language, chatType, intent) => {
    const { intent: got } = await answerOffline(q, ctx({ language, chatType }));
    expect(got).toMatch(new RegExp(`^${intent}`));
  });
  // A visitor's starters (chat.starter.guest.* and the food question): answered without an account.
  it.each([
    ["How much protein in 150 g of salmon?", "en", "food-nutrients"],
    ["How much fibre should I eat a day?", "en", "guidance-fibre"],
    ["How much water should I drink a day?", "en", "guidance-water"],
    ["How much protein do I need a day?", "en", "guidance-protein"],
    ["How much sugar is too much?", "en", "guidance-sugar"],
    ["How much salt should I eat at most?", "en", "guidance-salt"],
    ["Quante proteine in 150 g di salmone?", "it", "food-nutrients"],
    ["Quanta fibra dovrei mangiare al giorno?", "it", "guidance-fibre"],
    ["Quanta acqua dovrei bere al giorno?", "it", "guidance-water"],
    ["Di quante proteine ho bisogno al giorno?", "it", "guidance-protein"],
    ["Quanti zuccheri al massimo al giorno?", "it", "guidance-sugar"],
    ["Quanto sale posso mangiare al massimo?", "it", "guidance-salt"],
  ] as const)("answers a visitor's starter question %s", async (q, language, intent) => {
    const { intent: got } = await answerOffline(q, ctx({ language, signedIn: false, profile: async () => undefined }));
    expect(got).toBe(intent);
  });
  it("guesses the next meal from the time of day", () => {
    expect(nextMealType(8)).toBe("breakfast");
    expect(nextMealType(12)).toBe("lunch");
    expect(nextMealType(16)).toBe("snack");
    expect(nextMealType(20)).toBe("dinner");
  });
});
