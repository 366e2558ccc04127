import { addDays, daysBetween, totalsByDay, type Macros } from "@app/shared";

export const TREND_PERIODS = [7, 14, 30] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
export const CHART_TYPES = ["line", "bar", "area", "mixed"] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export type DayTotals = Macros & { date: string };

/** The `days` calendar days ending `today`, oldest first. */
export function lastDays(today: string, days: number): { startDate: string; endDate: string; days: string[] } {
  const startDate = addDays(today, -(days - 1));
  return { startDate, endDate: today, days: daysBetween(startDate, today) };
}

/** One point per day for the charts, oldest first; a day without meals counts as zero (docs/product/tracking.md#trends-and-body-figures). */
export function dailySeries(meals: readonly (Macros & { date: string })[], today: string, days: number): DayTotals[] {
  return totalsByDay(meals, lastDays(today, days).days);
}

/**
 * Average calories a day over the days of the period that have meals (whole kcal), and how many those are:
 * a day nothing was logged is not a day of 0 kcal eaten, so it does not pull the average down.
 */
export function loggedAverage(
  meals: readonly (Macros & { date: string })[],
  today: string,
  days: number,
): { calories: number; loggedDays: number; days: number } {
  const period = new Set(lastDays(today, days).days);
  const inPeriod = meals.filter((meal) => period.has(meal.date));
  const loggedDays = new Set(inPeriod.map((meal) => meal.date)).size;
  const total = inPeriod.reduce((sum, meal) => sum + meal.calories, 0);
  return { calories: loggedDays === 0 ? 0 : Math.round(total / loggedDays), loggedDays, days };
}
