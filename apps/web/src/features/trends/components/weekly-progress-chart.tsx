import type { Macros } from "@app/shared";
import { BarChart3 } from "lucide-react";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { dailySeries, loggedAverage } from "../trend-data.ts";
import { useAverageText } from "./trends-chart.tsx";
import { ChartDataTable } from "./chart-data-table.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import { WeeklyChartView } from "./lazy-charts.ts";
import { useChartLabels } from "./use-chart-labels.ts";

interface WeeklyProgressChartProps {
  /** The meals of the last 7 days (or more; only those days are drawn). */
  meals: (Macros & { date: string })[] | undefined;
  today: string;
  isError: boolean;
  goalCalories?: number | undefined;
}

/** Weekly Nutrition Progress: calories per day for the last 7 days, a day without meals as zero (docs/product/tracking.md#meals). */
export function WeeklyProgressChart({ meals, today, isError, goalCalories }: WeeklyProgressChartProps) {
  const t = useT();
  const format = useFormat();
  const labels = { ...useChartLabels(goalCalories), formatDay: format.weekday };
  const averageText = useAverageText();
  const titleId = "weekly-progress-title";
  const data = meals ? dailySeries(meals, today, 7) : [];
  return (
    <Card titleId={titleId} className="flex flex-col">
      <CardHeader
        titleId={titleId}
        icon={<BarChart3 className="size-4" />}
        title={t("weekly.title")}
        description={meals ? `${t("weekly.description")} ${averageText(loggedAverage(meals, today, 7))}` : t("weekly.description")}
      />
      <ChartFrame label={t("weekly.title")} loading={!meals} error={isError}>
        <WeeklyChartView data={data} goalCalories={goalCalories} labels={labels} />
      </ChartFrame>
      {meals ? <ChartDataTable data={data} /> : null}
    </Card>
  );
}
