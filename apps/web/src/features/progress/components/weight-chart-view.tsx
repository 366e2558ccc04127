import type { WeighIn } from "@app/shared";
import { CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from "recharts";

export interface WeightChartLabels {
  scale: string;
  trend: string;
  formatDay: (day: string) => string;
  formatWeight: (kg: number) => string;
}

const axisTick = { fontSize: 12, fill: "#475569" };

/** Scale weights as dots and the trend as a line (recharts, in the lazily loaded chunk). */
export function WeightChartView({ weighIns, labels }: { weighIns: WeighIn[]; labels: WeightChartLabels }) {
  const values = weighIns.flatMap((w) => [w.weightKg, w.trendKg]);
  const min = Math.floor(Math.min(...values) - 1);
  const max = Math.ceil(Math.max(...values) + 1);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={weighIns} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="date" tickFormatter={labels.formatDay} tick={axisTick} minTickGap={16} />
        <YAxis domain={[min, max]} tickFormatter={(v: number) => labels.formatWeight(v)} tick={axisTick} width={64} />
        <Tooltip labelFormatter={(d) => labels.formatDay(String(d))} formatter={(v) => labels.formatWeight(Number(v))} />
        <Legend />
        <Scatter dataKey="weightKg" name={labels.scale} fill="#94a3b8" isAnimationActive={false} />
        <Line
          dataKey="trendKg"
          name={labels.trend}
          stroke="#047857"
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
          type="monotone"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
