import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import type { ChartLabels } from "./chart-views.tsx";

/** The texts and formatters the chart drawings need, in the user's language. */
export function useChartLabels(goalCalories: number | undefined): ChartLabels {
  const t = useT();
  const format = useFormat();
  return {
    calories: t("nutrients.calories"),
    proteins: t("nutrients.protein"),
    carbs: t("nutrients.carbs"),
    fats: t("nutrients.fat"),
    goal: goalCalories ? t("trends.goalLine", { value: format.number(goalCalories) }) : undefined,
    formatDay: format.axisDay,
    formatFullDay: format.dayHeading,
    formatKcal: format.kcal,
    formatGrams: format.grams,
  };
}
