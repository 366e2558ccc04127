import type { MealEntry } from "@app/shared";
import { describe, expect, it } from "vitest";
import { groupMealsByDay, recentMealsOf } from "./meal-days.ts";

let nextId = 1;
function meal(date: string, time: string, calories = 100, food = `meal ${nextId}`): MealEntry {
  return {
    id: nextId++,
    userId: 7,
    food,
    calories,
    proteins: 1,
    carbs: 2,
    fats: 3,
    mealType: "lunch",
    timestamp: `${date}T${time}:00.000Z`,
    date,
    notes: null,
  };
}

describe("groupMealsByDay", () => {
  it("puts the newest day first and the latest meal of each day first, with day totals", () => {
    const meals = [
      meal("2025-03-13", "08:00", 100),
      meal("2025-03-14", "08:00", 200),
      meal("2025-03-14", "20:00", 300),
      meal("2025-03-12", "12:00", 50),
    ];
    const days = groupMealsByDay(meals);
    expect(days.map((d) => d.date)).toEqual(["2025-03-14", "2025-03-13", "2025-03-12"]);
    expect(days[0]?.meals.map((m) => m.calories)).toEqual([300, 200]);
    expect(days[0]?.totals).toEqual({ calories: 500, proteins: 2, carbs: 4, fats: 6 });
  });

  it("groups by the stored calendar day, not the UTC day of the timestamp", () => {
    // Eaten at 23:30 in Rome on the 14th: 22:30 UTC, still the 14th; at 00:30 on the 15th it is 23:30 UTC on the 14th.
    const late = { ...meal("2025-03-15", "00:00"), timestamp: "2025-03-14T23:30:00.000Z" };
    expect(groupMealsByDay([late, meal("2025-03-14", "12:00")]).map((d) => d.date)).toEqual(["2025-03-15", "2025-03-14"]);
  });

  it("gives nothing for no meals", () => {
    expect(groupMealsByDay([])).toEqual([]);
  });
});

describe("recentMealsOf", () => {
  it("keeps at most 5 of the day's meals, the latest first", () => {
    const today = Array.from({ length: 7 }, (_, i) => meal("2025-03-14", `0${i + 1}:00`, i));
    const recent = recentMealsOf([...today, meal("2025-03-13", "09:00")], "2025-03-14");
    expect(recent.map((m) => m.calories)).toEqual([6, 5, 4, 3, 2]);
  });
});
