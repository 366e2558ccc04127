import { describe, expect, it } from "vitest";
import { dailySeries, lastDays, loggedAverage } from "./trend-data.ts";

const day = (date: string, calories: number) => ({ date, calories, proteins: calories / 10, carbs: 1, fats: 2 });

describe("dailySeries", () => {
  it("has one point per day, oldest first, and a day without meals counts as zero", () => {
    const series = dailySeries([day("2025-03-14", 500), day("2025-03-14", 300), day("2025-03-11", 900)], "2025-03-14", 7);
    expect(series.map((d) => d.date)).toEqual([
      "2025-03-08",
      "2025-03-09",
      "2025-03-10",
      "2025-03-11",
      "2025-03-12",
      "2025-03-13",
      "2025-03-14",
    ]);
    expect(series.map((d) => d.calories)).toEqual([0, 0, 0, 900, 0, 0, 800]);
    expect(series[0]).toEqual({ date: "2025-03-08", calories: 0, proteins: 0, carbs: 0, fats: 0 });
  });

  it.each([7, 14, 30])("covers %i days across a month end, meals outside the period ignored", (days) => {
    const series = dailySeries([day("2025-02-01", 100), day("2025-03-02", 200)], "2025-03-02", days);
    expect(series).toHaveLength(days);
    expect(series.at(-1)).toMatchObject({ date: "2025-03-02", calories: 200 });
    expect(series.reduce((sum, d) => sum + d.calories, 0)).toBe(days === 30 ? 300 : 200);
  });

  it("is all zeros without meals", () => {
    expect(dailySeries([], "2025-03-14", 14).every((d) => d.calories === 0 && d.fats === 0)).toBe(true);
  });
});

describe("lastDays and loggedAverage", () => {
  it("give the range of the request, and the mean of the days with meals, not counting empty days as zero", () => {
    expect(lastDays("2025-01-03", 7)).toMatchObject({ startDate: "2024-12-28", endDate: "2025-01-03" });
    const meals = [day("2025-03-14", 500), day("2025-03-14", 300), day("2025-03-11", 1000), day("2025-02-01", 5000)];
    expect(loggedAverage(meals, "2025-03-14", 7)).toEqual({ calories: 900, loggedDays: 2, days: 7 });
    expect(loggedAverage([], "2025-03-14", 7)).toEqual({ calories: 0, loggedDays: 0, days: 7 });
  });
});
