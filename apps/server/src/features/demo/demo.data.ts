import { addDays, PRESET_FOODS, presetLabel, type MealEntry, type MealType, type NutritionGoal, type UserProfile } from "@app/shared";

/** The guest is user 0 (spec README). */
export const GUEST_ID = 0;

/** A believable week for the demo: what a person following the demo goal might eat. */
const WEEK: [MealType, string, string][][] = [
  [
    ["breakfast", "Greek yogurt", "08:00"],
    ["lunch", "Durum pasta", "13:00"],
    ["snack", "Apple", "16:30"],
    ["dinner", "Salmon", "20:00"],
  ],
  [
    ["breakfast", "Eggs", "07:45"],
    ["lunch", "Chicken breast", "12:45"],
    ["snack", "Almonds", "17:00"],
    ["dinner", "Quinoa", "19:45"],
  ],
  [
    ["breakfast", "Whole wheat bread", "08:15"],
    ["lunch", "Canned tuna", "13:15"],
    ["snack", "Banana", "16:00"],
    ["dinner", "Veggie burger", "20:15"],
  ],
  [
    ["breakfast", "Semi-skimmed milk", "07:30"],
    ["lunch", "Brown rice", "12:30"],
    ["snack", "Greek yogurt", "16:45"],
    ["dinner", "Mozzarella", "19:30"],
  ],
  [
    ["breakfast", "Greek yogurt", "08:00"],
    ["lunch", "White rice", "13:00"],
    ["snack", "Apple", "17:15"],
    ["dinner", "Salmon", "20:30"],
  ],
  [
    ["breakfast", "Eggs", "09:00"],
    ["lunch", "Boiled potatoes", "13:30"],
    ["snack", "Almonds", "16:30"],
    ["dinner", "Chicken breast", "20:00"],
  ],
  [
    ["breakfast", "Banana", "08:30"],
    ["lunch", "Durum pasta", "12:45"],
    ["snack", "Avocado", "17:00"],
    ["dinner", "Canned tuna", "19:45"],
  ],
];

/** The demo foods' labels in Italian (the same words as the Italian Add Meal presets). */
const ITALIAN_LABELS: Record<string, string> = {
  "Greek yogurt": "Yogurt greco (150 g)",
  "Chicken breast": "Petto di pollo (100 g)",
  Eggs: "Uova (2 medie)",
  "Durum pasta": "Pasta di semola (80 g a crudo)",
  "White rice": "Riso bianco (80 g a crudo)",
  "Whole wheat bread": "Pane integrale (50 g)",
  Salmon: "Salmone (100 g)",
  "Canned tuna": "Tonno in scatola (100 g)",
  Avocado: "Avocado (150 g)",
  Banana: "Banana (120 g)",
  Apple: "Mela (150 g)",
  Almonds: "Mandorle (30 g)",
  "Semi-skimmed milk": "Latte parzialmente scremato (250 ml)",
  "Boiled potatoes": "Patate lesse (150 g)",
  "Brown rice": "Riso integrale (80 g)",
  Mozzarella: "Mozzarella (100 g)",
  Quinoa: "Quinoa (80 g)",
  "Veggie burger": "Burger vegetale (100 g)",
};

/** Seven days of demo meals ending `today` (the visitor's calendar day), newest first, in `lang`. */
export function demoMeals(today: string, lang: "en" | "it" = "en"): MealEntry[] {
  const out: MealEntry[] = [];
  let id = 1;
  for (let back = 0; back < WEEK.length; back++) {
    const date = addDays(today, -back);
    for (const [mealType, name, time] of WEEK[back]!) {
      const p = PRESET_FOODS.find((f) => f.name === name)!;
      out.push({
        id: id++,
        userId: GUEST_ID,
        food: lang === "it" ? (ITALIAN_LABELS[name] ?? presetLabel(p)) : presetLabel(p),
        calories: p.calories,
        proteins: p.proteins,
        carbs: p.carbs,
        fats: p.fats,
        mealType,
        timestamp: `${date}T${time}:00.000Z`,
        date,
        notes: null,
      });
    }
  }
  return out.sort((a, b) => (a.date === b.date ? b.timestamp.localeCompare(a.timestamp) : b.date.localeCompare(a.date)));
}

export function demoGoals(today: string, lang: "en" | "it" = "en"): NutritionGoal[] {
  const start = addDays(today, -14);
  const it = lang === "it";
  return [
    {
      id: 1,
      userId: GUEST_ID,
      name: it ? "Perdita di peso" : "Weight loss",
      description: it
        ? "Un deficit moderato di 500 kcal al giorno, con molte proteine per mantenere i muscoli."
        : "A gentle 500 kcal daily deficit with plenty of protein to keep muscle.",
      calories: 1800,
      proteins: 135,
      carbs: 180,
      fats: 60,
      startDate: start,
      endDate: addDays(start, 90),
      isActive: true,
      createdAt: `${start}T09:00:00.000Z`,
    },
    {
      id: 2,
      userId: GUEST_ID,
      name: it ? "Mantenimento" : "Maintenance",
      description: it ? "Un'alimentazione equilibrata per mantenere il peso stabile." : "Balanced intake to hold a steady weight.",
      calories: 2000,
      proteins: 150,
      carbs: 250,
      fats: 65,
      startDate: addDays(start, -60),
      endDate: addDays(start, -1),
      isActive: false,
      createdAt: `${addDays(start, -60)}T09:00:00.000Z`,
    },
  ];
}

export function demoProfile(today: string): UserProfile {
  return {
    id: 1,
    userId: GUEST_ID,
    name: "Alex Demo",
    age: 32,
    gender: "female",
    height: 168,
    weight: 68,
    activityLevel: "moderate",
    createdAt: `${addDays(today, -30)}T09:00:00.000Z`,
    updatedAt: `${addDays(today, -2)}T09:00:00.000Z`,
  };
}
