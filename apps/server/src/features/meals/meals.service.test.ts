import type { MealEntry } from "@app/shared";
import { describe, expect, it } from "vitest";
import { rankRecentMeals } from "./meals.service.ts";

const meal = (id: number, food: string, mealType: MealEntry["mealType"], timestamp: string, grams = 100): MealEntry => ({
  id,
  userId: 1,
  food,
  calories: 100,
  proteins: 1,
  carbs: 1,
  fats: 1,
  mealType,
  timestamp,
  date: timestamp.slice(0, 10),
  notes: null,
  items: [{ id: id * 10, foodId: id, name: food, amountGrams: grams, portionLabel: null, calories: 100, proteins: 1, carbs: 1, fats: 1 }],
});
// 12:30 in Rome (UTC+1 in March).
const opts = { mealType: "lunch" as const, minutes: 12 * 60 + 30, today: "2025-03-14", timeZone: "Europe/Rome", limit: 5 };

describe("recent meals ranking", () => {
  it("counts the same foods in the same amounts once, with how often they were logged, and their latest entry", () => {
    const ranked = rankRecentMeals(
      [
        meal(1, "Salad", "lunch", "2025-03-10T11:30:00Z"),
        { ...meal(1, "Salad", "lunch", "2025-03-12T11:30:00Z"), id: 7 },
        meal(2, "Soup", "lunch", "2025-03-13T11:30:00Z"),
      ],
      opts,
    );
    expect(ranked.map((r) => [r.meal.id, r.timesLogged])).toEqual([
      [7, 2],
      [2, 1],
    ]);
    // Another amount is another meal.
    expect(
      rankRecentMeals([meal(1, "Salad", "lunch", "2025-03-10T11:30:00Z"), meal(1, "Salad", "lunch", "2025-03-11T11:30:00Z", 150)], opts),
    ).toHaveLength(2);
  });

  it("ranks the meal type asked first, then the one eaten nearer this time of day, then the more recent", () => {
    const breakfast = meal(1, "Porridge", "breakfast", "2025-03-13T07:00:00Z");
    const lateLunch = meal(2, "Pasta", "lunch", "2025-03-10T14:30:00Z");
    const lunchNow = meal(3, "Rice", "lunch", "2025-03-10T11:30:00Z");
    expect(rankRecentMeals([breakfast, lateLunch, lunchNow], opts).map((r) => r.meal.food)).toEqual(["Rice", "Pasta", "Porridge"]);
    expect(rankRecentMeals([breakfast, lateLunch, lunchNow], { ...opts, mealType: "breakfast", minutes: 8 * 60 })[0]!.meal.food).toBe(
      "Porridge",
    );
    const older = meal(4, "Couscous", "lunch", "2025-02-14T11:30:00Z");
    expect(rankRecentMeals([older, lunchNow], opts).map((r) => r.meal.food)).toEqual(["Rice", "Couscous"]);
    expect(rankRecentMeals([breakfast, lateLunch, lunchNow], { ...opts, limit: 1 })).toHaveLength(1);
  });
});
