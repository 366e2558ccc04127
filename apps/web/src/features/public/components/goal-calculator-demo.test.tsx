import { basalMetabolicRate, bmi, dailyEnergy } from "@app/shared/nutrition/energy";
import { goalMacros } from "@app/shared/nutrition/protein";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, signedOut } from "../../../test/fetch-mock.ts";
import { renderApp } from "../../../test/render.tsx";
import { sampleRecommendation } from "../sample-profile.ts";

/** Pages and their texts load lazily; on a busy machine that takes longer than the default second. */
const LAZY = { timeout: 5000 };

const settings = {
  trialDays: 5,
  paywall: "soft",
  currency: "usd",
  plans: [
    { id: "premium-monthly", amountMinor: 399, interval: "month" },
    { id: "premium-yearly", amountMinor: 3999, interval: "year" },
  ],
  freeSuggestionsPerWeek: 5,
  freeHistoryDays: 7,
};

/** What the shared calculators give for 28 years, 75 kg, 175 cm, moderate activity, male. */
function expected(goal: "weight_loss" | "muscle_gain") {
  const maintenance = Math.round(dailyEnergy(basalMetabolicRate({ gender: "male", weight: 75, height: 175, age: 28 }), "moderate"));
  const { split: _split, ...grams } = goalMacros(maintenance + (goal === "weight_loss" ? -500 : 300), goal, 75, 175);
  return grams;
}

const en = (n: number) => new Intl.NumberFormat("en").format(n);

function result() {
  return screen.getByRole("region", { name: /Recommendation for this profile/ });
}

describe("how it works: the sample profile's targets", () => {
  it("are the shared calculators' figures, not typed in", () => {
    const loss = sampleRecommendation("weight_loss");
    expect(loss.bmi).toBe(bmi(75, 175));
    expect({ calories: loss.calories, proteins: loss.proteins, carbs: loss.carbs, fats: loss.fats }).toEqual(expected("weight_loss"));
    const gain = sampleRecommendation("muscle_gain");
    expect({ calories: gain.calories, proteins: gain.proteins, carbs: gain.carbs, fats: gain.fats }).toEqual(expected("muscle_gain"));
    // 1774 kcal basal rate × 1.55 = 2750 kcal; −500 and +300.
    expect([loss.calories, gain.calories]).toEqual([2250, 3050]);
  });

  it("shows weight loss by default, and the muscle-gain figures after the toggle", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: settings } });
    const user = userEvent.setup();
    renderApp("/how-it-works");

    const loss = expected("weight_loss");
    expect(((await screen.findByRole("radio", { name: "Weight loss" }, LAZY)) as HTMLInputElement).checked).toBe(true);
    expect(within(result()).getByText(`${en(loss.calories)} kcal/day`)).toBeInTheDocument();
    expect(within(result()).getByText(`${loss.proteins} g`)).toBeInTheDocument();
    expect(within(result()).getByText(`${loss.carbs} g`)).toBeInTheDocument();
    expect(within(result()).getByText(`${loss.fats} g`)).toBeInTheDocument();
    expect(within(result()).getByText("2,750 kcal minus 500 kcal")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Muscle gain" }));

    const gain = expected("muscle_gain");
    expect(within(result()).getByText(`${en(gain.calories)} kcal/day`)).toBeInTheDocument();
    expect(within(result()).getByText(`${gain.proteins} g`)).toBeInTheDocument();
    expect(within(result()).getByText(`${gain.carbs} g`)).toBeInTheDocument();
    expect(within(result()).getByText(`${gain.fats} g`)).toBeInTheDocument();
    expect(within(result()).getByText("2,750 kcal plus 300 kcal")).toBeInTheDocument();
    expect(screen.getByText(/Body mass index: .* = 24\.5\./)).toBeInTheDocument();
  });

  it("writes the numbers the Italian way in Italian", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: settings } });
    // The page's code is loaded by now and only the Italian texts are fetched: let React wait for them.
    await act(async () => {
      renderApp("/how-it-works", { locale: "it" });
    });
    // Italian groups thousands only from five digits: 2250, 12.500.
    expect(
      await screen.findByText(`${new Intl.NumberFormat("it").format(expected("weight_loss").calories)} kcal/giorno`),
    ).toBeInTheDocument();
    expect(screen.getByText(/= 24,5\./)).toBeInTheDocument();
  });

  it("has the three anchors of the spec", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: settings } });
    renderApp("/how-it-works");
    await screen.findByRole("heading", { name: "Food Analyzer", level: 2 }, LAZY);
    for (const id of ["food-analyzer", "meal-tracking", "goals-management"]) expect(document.getElementById(id)).not.toBeNull();
  });
});
