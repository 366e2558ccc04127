import type { Macros } from "@app/shared";
import { AreaChart, BarChart3, ChartColumnBig, ChartLine, LineChart, Lock } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import type { MessageKey } from "../../../i18n/en.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { CHART_TYPES, dailySeries, loggedAverage, TREND_PERIODS, type ChartType, type TrendPeriod } from "../trend-data.ts";
import { ChartDataTable } from "./chart-data-table.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import { TrendsChartView } from "./lazy-charts.ts";
import { useChartLabels } from "./use-chart-labels.ts";

const TYPE_ICONS: Record<ChartType, typeof LineChart> = { line: ChartLine, bar: ChartColumnBig, area: AreaChart, mixed: BarChart3 };
const TYPE_LABELS: Record<ChartType, MessageKey> = {
  line: "trends.type.line",
  bar: "trends.type.bar",
  area: "trends.type.area",
  mixed: "trends.type.mixed",
};

const groupClasses = "inline-flex rounded-lg bg-slate-100 p-1";
const itemClasses =
  "inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=on]:bg-white data-[state=on]:text-emerald-900 data-[state=on]:shadow-sm";

interface TrendsChartProps {
  /** The meals of at least the chosen period. */
  meals: (Macros & { date: string })[] | undefined;
  today: string;
  isError: boolean;
  type: ChartType;
  onTypeChange: (type: ChartType) => void;
  period: TrendPeriod;
  onPeriodChange: (period: TrendPeriod) => void;
  /** The active goal's calories, drawn as a reference line. */
  goalCalories?: number | undefined;
}

/** The average of a period, over its days with meals, saying how many they were. */
export function useAverageText() {
  const t = useT();
  const format = useFormat();
  return ({ calories, loggedDays, days }: ReturnType<typeof loggedAverage>) =>
    loggedDays === 0
      ? t("trends.average.none", { days })
      : t(loggedDays === 1 ? "trends.average.one" : "trends.average.other", {
          calories: format.number(calories),
          logged: loggedDays,
          days,
        });
}

/** Nutritional Trends: line, bar, area or mixed over 7, 14 or 30 days, with the goal line (docs/product/tracking.md#trends-and-body-figures). */
export function TrendsChart({ meals, today, isError, type, onTypeChange, period, onPeriodChange, goalCalories }: TrendsChartProps) {
  const t = useT();
  const labels = useChartLabels(goalCalories);
  const averageText = useAverageText();
  const titleId = "trends-title";
  const data = meals ? dailySeries(meals, today, period) : [];
  return (
    <Card titleId={titleId}>
      <CardHeader
        titleId={titleId}
        icon={<LineChart className="size-4" />}
        title={t("trends.title")}
        description={
          <>
            {t("trends.description", { days: period })}
            {meals ? <> {averageText(loggedAverage(meals, today, period))}</> : null}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ToggleGroup.Root
          type="single"
          value={type}
          onValueChange={(value) => value && onTypeChange(value as ChartType)}
          aria-label={t("trends.chartType")}
          className={groupClasses}
        >
          {CHART_TYPES.map((chartType) => {
            const Icon = TYPE_ICONS[chartType];
            return (
              <ToggleGroup.Item key={chartType} value={chartType} className={itemClasses}>
                <Icon aria-hidden="true" className="hidden size-4 min-[400px]:block" />
                {t(TYPE_LABELS[chartType])}
              </ToggleGroup.Item>
            );
          })}
        </ToggleGroup.Root>
        <ToggleGroup.Root
          type="single"
          value={String(period)}
          onValueChange={(value) => value && onPeriodChange(Number(value) as TrendPeriod)}
          aria-label={t("trends.period")}
          className={groupClasses}
        >
          {TREND_PERIODS.map((days) => (
            <ToggleGroup.Item key={days} value={String(days)} className={itemClasses}>
              {t("trends.periodDays", { days })}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <div data-chart-type={type} data-period={period}>
        <ChartFrame
          label={`${t("trends.title")}: ${t(TYPE_LABELS[type])}, ${t("trends.periodDays", { days: period })}`}
          loading={!meals}
          error={isError}
          className="h-72 sm:h-80"
        >
          <TrendsChartView data={data} type={type} goalCalories={goalCalories} labels={labels} />
        </ChartFrame>
        {meals ? <ChartDataTable data={data} /> : null}
      </div>
    </Card>
  );
}

/** What visitors see instead of the trends: 'Sign In to View Trends' (docs/product/tracking.md#trends-and-body-figures, docs/product/access-and-plans.md#roles). */
export function TrendsSignInPrompt() {
  const t = useT();
  const titleId = "trends-title";
  return (
    <Card titleId={titleId}>
      <CardHeader titleId={titleId} icon={<LineChart className="size-4" />} title={t("trends.title")} />
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-5 py-10 text-center">
        <Lock aria-hidden="true" className="size-8 text-slate-500" />
        <h3 className="mt-3 text-lg font-semibold text-slate-900">{t("trends.signInTitle")}</h3>
        <p className="mt-1 max-w-md text-sm text-slate-700">{t("trends.signInText")}</p>
        <ButtonLink to="/auth?mode=login" className="mt-5">
          {t("trends.signInButton")}
        </ButtonLink>
      </div>
    </Card>
  );
}
