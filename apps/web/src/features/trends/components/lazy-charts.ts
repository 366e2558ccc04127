import { lazy } from "react";

// Both drawings live in one lazily loaded chunk with recharts.
export const TrendsChartView = lazy(() => import("./chart-views.tsx").then((m) => ({ default: m.TrendsChartView })));
export const WeeklyChartView = lazy(() => import("./chart-views.tsx").then((m) => ({ default: m.WeeklyChartView })));
