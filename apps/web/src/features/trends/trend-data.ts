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

/** Average calories a day over the series, whole kcal. */
export function averageCalories(series: readonly DayTotals[]): number {
  return series.length === 0 ? 0 : Math.round(series.reduce((sum, day) => sum + day.calories, 0) / series.length);
}
