import type { MealEntry } from "@app/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { CopyYesterday } from "./copy-yesterday.tsx";

const meal = (id: number, date: string, mealType: MealEntry["mealType"]): MealEntry => ({
  id,
  userId: 7,
  food: `Meal ${id}`,
  calories: 100,
  proteins: 1,
  carbs: 1,
  fats: 1,
  mealType,
  timestamp: `${date}T08:00:00.000Z`,
  date,
  notes: null,
});

describe("copy yesterday's meals", () => {
  it("offers one button per meal type yesterday had, and copies that type to today in one tap", async () => {
    const calls = mockFetch({ "POST /api/meals/copy-day": { status: 201, body: [meal(10, "2025-03-14", "breakfast")] } });
    const meals = [meal(1, "2025-03-13", "breakfast"), meal(2, "2025-03-13", "dinner"), meal(3, "2025-03-12", "lunch")];
    renderWithProviders(<CopyYesterday meals={meals} today="2025-03-14" onRegistrationRequired={vi.fn<() => void>()} />);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Copy yesterday's breakfast", "Copy yesterday's dinner"]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Copy yesterday's breakfast" }));
    expect(await screen.findByText("Meal Copied")).toBeInTheDocument();
    expect(calls.map((c) => [`${c.method} ${c.path}`, c.body])).toEqual([
      ["POST /api/meals/copy-day", { fromDate: "2025-03-13", toDate: "2025-03-14", mealType: "breakfast" }],
    ]);
    // Copied: the button gives way to a note, so a second tap cannot log the same breakfast twice (found by review).
    const section = screen.getByRole("region", { name: "Same as yesterday?" });
    expect(within(section).getByRole("status")).toHaveTextContent("Breakfast: copied to today");
    expect(
      within(section)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Copy yesterday's dinner"]);
  });

  it("shows nothing when yesterday had no meals, and speaks Italian", () => {
    const { unmount } = renderWithProviders(<CopyYesterday meals={[]} today="2025-03-14" onRegistrationRequired={vi.fn<() => void>()} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <CopyYesterday meals={[meal(1, "2025-03-13", "lunch")]} today="2025-03-14" onRegistrationRequired={vi.fn<() => void>()} />,
      {
        locale: "it",
      },
    );
    expect(screen.getByRole("button", { name: "Copia il pranzo di ieri" })).toBeInTheDocument();
  });
});
