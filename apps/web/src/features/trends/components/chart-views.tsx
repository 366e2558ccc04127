import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartType, DayTotals } from "../trend-data.ts";

/**
 * The recharts drawings, in their own chunk: this module is only loaded through React.lazy, so the
 * charting library stays out of the first page load.
 */

export const SERIES_COLORS = { calories: "#059669", proteins: "#e11d48", carbs: "#d97706", fats: "#0284c7" } as const;

/** Animation is off for reduced motion and in automated browsers, where a half-drawn chart would be captured. */
function shouldAnimate(): boolean {
  if (typeof window === "undefined") return false;
  if (navigator.webdriver) return false;
  return !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

export interface ChartLabels {
  calories: string;
  proteins: string;
  carbs: string;
  fats: string;
  goal?: string | undefined;
  /** Axis ticks. */
  formatDay: (day: string) => string;
  /** Tooltip titles. */
  formatFullDay: (day: string) => string;
  formatKcal: (value: number) => string;
  formatGrams: (value: number) => string;
}

const axisTick = { fontSize: 12, fill: "#475569" };

export function TrendsChartView({
  data,
  type,
  goalCalories,
  labels,
}: {
  data: DayTotals[];
  type: ChartType;
  goalCalories?: number | undefined;
  labels: ChartLabels;
}) {
  const animate = shouldAnimate();
  const macros = ["proteins", "carbs", "fats"] as const;
  const common = { isAnimationActive: animate, animationDuration: 500 };
  const maxCalories = Math.max(goalCalories ?? 0, ...data.map((d) => d.calories));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 24, right: 4, bottom: 0, left: 0 }}
        barGap={1}
        barCategoryGap={data.length > 14 ? "15%" : "25%"}
      >
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={labels.formatDay}
          tick={axisTick}
          tickLine={false}
          axisLine={{ stroke: "#cbd5e1" }}
          minTickGap={12}
        />
        <YAxis
          yAxisId="kcal"
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={44}
          domain={[0, Math.max(100, Math.ceil((maxCalories * 1.1) / 100) * 100)]}
          // Which series reads on which axis: calories on the left, the grams of the macronutrients on the right.
          label={{ value: "kcal", position: "top", offset: 10, ...axisTick }}
        />
        <YAxis
          yAxisId="g"
          orientation="right"
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={36}
          label={{ value: "g", position: "top", offset: 10, ...axisTick }}
        />
        <Tooltip
          labelFormatter={(label) => labels.formatFullDay(String(label))}
          formatter={(value, name, item) => [
            item.dataKey === "calories" ? labels.formatKcal(Number(value)) : labels.formatGrams(Number(value)),
            name,
          ]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} iconSize={10} />
        {goalCalories ? (
          <ReferenceLine
            yAxisId="kcal"
            y={goalCalories}
            stroke="#334155"
            strokeDasharray="6 4"
            strokeWidth={1.5}
            label={{ value: labels.goal, position: "insideTopRight", fill: "#334155", fontSize: 12 }}
          />
        ) : null}
        {type === "line" || type === "area" ? null : (
          <Bar yAxisId="kcal" dataKey="calories" name={labels.calories} fill={SERIES_COLORS.calories} radius={[3, 3, 0, 0]} {...common} />
        )}
        {type === "line" ? (
          <Line
            yAxisId="kcal"
            type="monotone"
            dataKey="calories"
            name={labels.calories}
            stroke={SERIES_COLORS.calories}
            strokeWidth={2.5}
            dot={data.length <= 14}
            {...common}
          />
        ) : null}
        {type === "area" ? (
          <Area
            yAxisId="kcal"
            type="monotone"
            dataKey="calories"
            name={labels.calories}
            stroke={SERIES_COLORS.calories}
            fill={SERIES_COLORS.calories}
            fillOpacity={0.15}
            strokeWidth={2}
            {...common}
          />
        ) : null}
        {macros.map((key) =>
          type === "bar" ? (
            <Bar key={key} yAxisId="g" dataKey={key} name={labels[key]} fill={SERIES_COLORS[key]} radius={[3, 3, 0, 0]} {...common} />
          ) : type === "area" ? (
            <Area
              key={key}
              yAxisId="g"
              type="monotone"
              dataKey={key}
              name={labels[key]}
              stroke={SERIES_COLORS[key]}
              fill={SERIES_COLORS[key]}
              fillOpacity={0.1}
              strokeWidth={1.5}
              {...common}
            />
          ) : (
            <Line
              key={key}
              yAxisId="g"
              type="monotone"
              dataKey={key}
              name={labels[key]}
              stroke={SERIES_COLORS[key]}
              strokeWidth={2}
              dot={data.length <= 14 ? { r: 2.5 } : false}
              {...common}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function WeeklyChartView({
  data,
  goalCalories,
  labels,
}: {
  data: DayTotals[];
  goalCalories?: number | undefined;
  labels: ChartLabels;
}) {
  const animate = shouldAnimate();
  const maxCalories = Math.max(goalCalories ?? 0, ...data.map((d) => d.calories));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 16, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={labels.formatDay}
          tick={axisTick}
          tickLine={false}
          axisLine={{ stroke: "#cbd5e1" }}
          interval={0}
        />
        <YAxis
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={44}
          domain={[0, Math.max(100, Math.ceil((maxCalories * 1.1) / 100) * 100)]}
        />
        <Tooltip
          labelFormatter={(label) => labels.formatFullDay(String(label))}
          formatter={(value, name, item) => [
            item.dataKey === "calories" ? labels.formatKcal(Number(value)) : labels.formatGrams(Number(value)),
            name,
          ]}
        />
        {goalCalories ? (
          <ReferenceLine
            y={goalCalories}
            stroke="#334155"
            strokeDasharray="6 4"
            strokeWidth={1.5}
            label={{ value: labels.goal, position: "insideTopRight", fill: "#334155", fontSize: 12 }}
          />
        ) : null}
        <Bar
          dataKey="calories"
          name={labels.calories}
          fill="#10b981"
          radius={[4, 4, 0, 0]}
          maxBarSize={44}
          isAnimationActive={animate}
          animationDuration={500}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
