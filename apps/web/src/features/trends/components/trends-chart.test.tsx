import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import type { ChartType, TrendPeriod } from "../trend-data.ts";
import { TrendsChart, TrendsSignInPrompt } from "./trends-chart.tsx";

// The drawing itself (recharts) needs a real layout; the tests read the data table beside it.
vi.mock("./lazy-charts.ts", () => ({
  TrendsChartView: ({ type, data }: { type: string; data: unknown[] }) => <div data-testid="drawing">{`${type}:${data.length}`}</div>,
  WeeklyChartView: () => <div data-testid="drawing" />,
}));

const meals = [
  { date: "2025-03-14", calories: 600, proteins: 30, carbs: 60, fats: 20 },
  { date: "2025-03-14", calories: 400, proteins: 20, carbs: 40, fats: 10 },
  { date: "2025-03-10", calories: 1500, proteins: 90, carbs: 150, fats: 50 },
  { date: "2025-02-20", calories: 900, proteins: 1, carbs: 1, fats: 1 },
];

function Harness() {
  const [type, setType] = useState<ChartType>("line");
  const [period, setPeriod] = useState<TrendPeriod>(7);
  return (
    <TrendsChart
      meals={meals}
      today="2025-03-14"
      isError={false}
      type={type}
      onTypeChange={setType}
      period={period}
      onPeriodChange={setPeriod}
      goalCalories={1800}
    />
  );
}

const dataRows = () => within(screen.getByTestId("chart-data")).getAllByRole("row").slice(1);

describe("trends chart", () => {
  it("averages the days with meals only, and says how many they were", async () => {
    renderWithProviders(<Harness />);
    // 1,000 kcal on the 14th and 1,500 on the 10th: 1,250 a day on 2 of the 7 days, not 2,500 / 7 = 357.
    expect(
      screen.getByText(/Average 1,250 kcal a day over the 2 days with meals \(of 7\); days without meals are left out\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "30 days" }));
    expect(screen.getByText(/Average 1,133 kcal a day over the 3 days with meals \(of 30\)/)).toBeInTheDocument();
  });

  it("lists every day of the period, a day without meals as zero", async () => {
    renderWithProviders(<Harness />);
    const rows = dataRows();
    expect(rows).toHaveLength(7);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(within(rows[0]!).getByRole("rowheader").textContent).toBe("Saturday, 8 March 2025");
    expect(cells(0)).toEqual(["0 kcal", "0 g", "0 g", "0 g"]);
    expect(cells(2)).toEqual(["1,500 kcal", "90 g", "150 g", "50 g"]);
    expect(cells(6)).toEqual(["1,000 kcal", "50 g", "100 g", "30 g"]);
    expect(await screen.findByTestId("drawing")).toBeInTheDocument();
  });

  it("switches chart type and period", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect((await screen.findByTestId("drawing")).textContent).toBe("line:7");
    await user.click(screen.getByRole("radio", { name: "Bar" }));
    expect(screen.getByRole("radio", { name: "Bar" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByTestId("drawing").textContent).toBe("bar:7");
    await user.click(screen.getByRole("radio", { name: "30 days" }));
    expect(screen.getByTestId("drawing").textContent).toBe("bar:30");
    expect(dataRows()).toHaveLength(30);
    expect(within(dataRows()[7]!).getAllByRole("cell")[0]?.textContent).toBe("900 kcal");
    await user.click(screen.getByRole("radio", { name: "Mixed" }));
    await user.click(screen.getByRole("radio", { name: "14 days" }));
    expect(screen.getByTestId("drawing").textContent).toBe("mixed:14");
    expect(screen.getByText(/Daily totals over the last 14 days/)).toBeInTheDocument();
  });

  it("tells visitors to sign in instead", () => {
    renderWithProviders(<TrendsSignInPrompt />);
    expect(screen.getByRole("heading", { name: "Sign In to View Trends" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth?mode=login");
  });
});
