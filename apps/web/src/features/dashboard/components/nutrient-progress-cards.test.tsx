import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { NutrientProgressCards } from "./nutrient-progress-cards.tsx";

const goal = { calories: 2000, proteins: 150, carbs: 200, fats: 65 };
const card = (name: string) => screen.getByRole("region", { name });

describe("nutrient progress cards", () => {
  it("shows today's totals against the goal with the rounded percent", () => {
    renderWithProviders(<NutrientProgressCards totals={{ calories: 1333, proteins: 49, carbs: 101, fats: 13 }} goal={goal} />);
    const calories = card("Calories");
    expect(within(calories).getByText("1,333 kcal")).toBeInTheDocument();
    expect(within(calories).getByText("Daily goal: 2,000 kcal")).toBeInTheDocument();
    // 1333 / 2000 = 66.65 % -> 67 %; 49 / 150 = 32.7 % -> 33 %; 101 / 200 = 50.5 % -> 51 %; 13 / 65 = 20 %.
    expect(within(calories).getByText("67%")).toBeInTheDocument();
    expect(within(card("Protein")).getByText("33%")).toBeInTheDocument();
    expect(within(card("Carbs")).getByText("51%")).toBeInTheDocument();
    expect(within(card("Fat")).getByText("20%")).toBeInTheDocument();
    const bar = within(calories).getByRole("progressbar", { name: "Calories" });
    expect(bar.getAttribute("aria-valuenow")).toBe("67");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("67% of daily goal");
  });

  it("caps the bar at 100 % while the percent says how far over it is", () => {
    renderWithProviders(<NutrientProgressCards totals={{ calories: 2500, proteins: 150, carbs: 0, fats: 70 }} goal={goal} />);
    const calories = card("Calories");
    expect(within(calories).getByText("125%")).toBeInTheDocument();
    expect(within(calories).getByText("500 kcal over goal")).toBeInTheDocument();
    const bar = within(calories).getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect((bar as HTMLProgressElement).value).toBe(100);
    expect(bar.getAttribute("aria-valuetext")).toBe("125% of daily goal");
    expect(within(card("Protein")).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(within(card("Carbs")).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
  });

  it("says 'No calorie goal set' and its siblings without an active goal", () => {
    renderWithProviders(<NutrientProgressCards totals={{ calories: 400, proteins: 20, carbs: 50, fats: 10 }} goal={null} />);
    expect(within(card("Calories")).getByText("No calorie goal set")).toBeInTheDocument();
    expect(within(card("Protein")).getByText("No protein goal set")).toBeInTheDocument();
    expect(within(card("Carbs")).getByText("No carbs goal set")).toBeInTheDocument();
    expect(within(card("Fat")).getByText("No fat goal set")).toBeInTheDocument();
    expect(screen.queryAllByRole("progressbar")).toHaveLength(0);
    expect(within(card("Calories")).getByText("400 kcal")).toBeInTheDocument();
  });

  it("formats numbers in Italian", () => {
    renderWithProviders(<NutrientProgressCards totals={{ calories: 12345, proteins: 20, carbs: 50, fats: 10 }} goal={null} />, {
      locale: "it",
    });
    expect(within(card("Calorie")).getByText("12.345 kcal")).toBeInTheDocument();
    expect(within(card("Calorie")).getByText("Nessun obiettivo di calorie impostato")).toBeInTheDocument();
  });
});
