import {
  NUTRIENT_KEYS,
  type DailySummary,
  type FoodDetail,
  type FoodSearchResult,
  type LogMealInput,
  type MealEntry,
  type NutritionGoal,
  type ProfileFigures,
} from "@app/shared";

/** The documented example of each v1 answer: in the OpenAPI document and on /api-docs (a test checks each against its schema). */
const goal: NutritionGoal = {
  id: 12,
  userId: 7,
  name: "Spring cut",
  description: "Lose 3 kg by June",
  calories: 1900,
  proteins: 140,
  carbs: 190,
  fats: 60,
  startDate: "2026-03-01",
  endDate: null,
  isActive: true,
  createdAt: "2026-03-01T08:30:00.000Z",
};

const meal: MealEntry = {
  id: 345,
  userId: 7,
  food: "Greek yogurt with honey and walnuts",
  calories: 420,
  proteins: 24,
  carbs: 38,
  fats: 19,
  mealType: "breakfast",
  timestamp: "2026-03-14T07:45:00.000Z",
  date: "2026-03-14",
  notes: null,
  foodId: null,
  amountGrams: null,
  portionLabel: null,
  items: [],
};

const logMeal: LogMealInput = {
  food: "Greek yogurt with honey and walnuts",
  calories: 420,
  proteins: 24,
  carbs: 38,
  fats: 19,
  mealType: "breakfast",
  date: "2026-03-14",
  timestamp: "2026-03-14T07:45:00.000Z",
};

const summary: DailySummary = {
  date: "2026-03-14",
  mealCount: 3,
  intake: { calories: 1540, proteins: 102, carbs: 160, fats: 51 },
  goal: { id: 12, name: "Spring cut", calories: 1900, proteins: 140, carbs: 190, fats: 60 },
  remaining: { calories: 360, proteins: 38, carbs: 30, fats: 9 },
  percentOfGoal: { calories: 81, proteins: 73, carbs: 84, fats: 85 },
};

const foodResult: FoodSearchResult = {
  id: 1021,
  name: "Yogurt, Greek, plain, whole milk",
  nameEn: "Yogurt, Greek, plain, whole milk",
  nameLocal: null,
  langLocal: null,
  category: "Dairy and Egg Products",
  source: "usda_sr28",
  sourceId: "170903",
  isCustom: false,
  isRecent: false,
  energyKcal: 97,
  proteinG: 9,
  carbsG: 4,
  fatG: 5,
  alternatives: [],
};

const nutrients = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, null])) as FoodDetail["nutrients"];
const foodDetail: FoodDetail = {
  id: 1021,
  name: "Yogurt, Greek, plain, whole milk",
  nameEn: "Yogurt, Greek, plain, whole milk",
  nameLocal: null,
  langLocal: null,
  category: "Dairy and Egg Products",
  source: "usda_sr28",
  sourceId: "170903",
  isCustom: false,
  nutrients: { ...nutrients, energyKcal: 97, proteinG: 9, carbsG: 4, fatG: 5 },
  carbs: { publishedBasis: "total_by_difference", publishedG: 4, fiberSubtracted: false },
  portions: [{ description: "1 container (170 g)", grams: 170, fromSource: null }],
  sourceInfo: null,
  notes: null,
  alternatives: [],
};

const figures: ProfileFigures = {
  weight: 72,
  height: 178,
  age: 30,
  gender: "male",
  activityLevel: "light",
  bmi: 22.7,
  bmiCategory: "normal",
  bmr: 1737,
  tdee: 2388,
};

const csv =
  "id,date,timestamp,mealType,food,calories,proteins,carbs,fats,notes\r\n345,2026-03-14,2026-03-14T07:45:00.000Z,breakfast,Greek yogurt with honey and walnuts,420,24,38,19,\r\n";

export const EXAMPLES = { goal, meal, logMeal, summary, foodResult, foodDetail, figures, csv };
