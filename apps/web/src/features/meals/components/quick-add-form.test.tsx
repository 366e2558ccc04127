import type { LogMealInput } from "@app/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { QuickAddForm } from "./quick-add-form.tsx";

function renderForm(locale: "en" | "it" = "en") {
  const onSubmit = vi.fn<(input: LogMealInput, reset: () => void) => void>();
  renderWithProviders(<QuickAddForm name="Quick add" date="2025-03-14" defaultMealType="snack" pending={false} onSubmit={onSubmit} />, {
    locale,
  });
  return { onSubmit, user: userEvent.setup() };
}

describe("quick add", () => {
  it("logs calories alone, the macros left empty counting as 0, under the time of day's meal type", async () => {
    const { user, onSubmit } = renderForm();
    expect((screen.getByLabelText("Meal type") as HTMLSelectElement).value).toBe("snack");
    await user.type(screen.getByLabelText("Calories (kcal)"), "250");
    await user.type(screen.getByLabelText(/^Proteins/), "12,5");
    await user.click(screen.getByRole("button", { name: "Add Calories" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      mealType: "snack",
      date: "2025-03-14",
      food: "Quick add",
      calories: 250,
      proteins: 12.5,
      carbs: 0,
      fats: 0,
    });
  });

  it("needs the calories, and refuses a negative macro, in the user's language", async () => {
    const { user, onSubmit } = renderForm("it");
    await user.type(screen.getByLabelText(/^Grassi/), "-1");
    await user.click(screen.getByRole("button", { name: "Aggiungi calorie" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Le calorie devono essere almeno 0")).toBeInTheDocument();
    expect(screen.getByText("I grassi devono essere almeno 0")).toBeInTheDocument();
  });
});
