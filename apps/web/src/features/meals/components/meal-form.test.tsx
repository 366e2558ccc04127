import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays } from "@app/shared";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { MealForm, mealTypeAt, type MealFormData } from "./meal-form.tsx";

function renderForm(props: Partial<Parameters<typeof MealForm>[0]> = {}, locale: "en" | "it" = "en") {
  const onSubmit = vi.fn<(data: MealFormData, reset: () => void) => void>();
  renderWithProviders(<MealForm submitLabel="Add Meal" pending={false} onSubmit={onSubmit} {...props} />, { locale });
  return { onSubmit, user: userEvent.setup() };
}

const at = (h: number, m: number) => mealTypeAt(new Date(2025, 2, 14, h, m));
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** A page whose today, as useToday gives it, moves on at midnight (the button) while the form stays open. */
function Page() {
  const [today, setToday] = useState("2025-03-14");
  return (
    <>
      <button type="button" onClick={() => setToday((d) => addDays(d, 1))}>
        Midnight
      </button>
      <MealForm submitLabel="Add Meal" pending={false} onSubmit={() => {}} today={today} />
    </>
  );
}

describe("meal form", () => {
  it("offers the 20 presets exactly as tabled, then 'Other (custom)'", () => {
    renderForm();
    const options = within(screen.getByLabelText("Preset food")).getAllByRole("option");
    // The first option is the disabled prompt.
    expect(options).toHaveLength(22);
    expect(options[1]?.textContent).toBe("Greek yogurt (150 g) · 145 kcal");
    expect(options[4]?.textContent).toBe("Durum pasta (80 g dry) · 280 kcal");
    expect(options[20]?.textContent).toBe("Veggie burger (100 g) · 240 kcal");
    expect(options[21]?.textContent).toBe("Other (custom)");
  });

  it("fills the food as 'name (portion)' and the four values from a preset, and 'Other (custom)' clears them", async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText("Preset food"), "Eggs (2 medium) · 155 kcal");
    expect(value("Food")).toBe("Eggs (2 medium)");
    expect([value("Calories (kcal)"), value("Proteins (g)"), value("Carbs (g)"), value("Fats (g)")]).toEqual(["155", "13", "1", "11"]);

    await user.selectOptions(screen.getByLabelText("Preset food"), "Other (custom)");
    expect([value("Food"), value("Calories (kcal)"), value("Proteins (g)"), value("Carbs (g)"), value("Fats (g)")]).toEqual([
      "",
      "",
      "",
      "",
      "",
    ]);
  });

  it("submits a preset meal with its numbers", async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText("Meal type"), "Lunch");
    await user.selectOptions(screen.getByLabelText("Preset food"), "Salmon (100 g) · 208 kcal");
    await user.click(screen.getByRole("button", { name: "Add Meal" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      mealType: "lunch",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      food: "Salmon (100 g)",
      calories: 208,
      proteins: 20,
      carbs: 0,
      fats: 13,
    });
  });

  it("shows the validation texts of the spec under the fields and does not submit", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add Meal" }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const text of [
      "Meal type is required",
      "Food name is required",
      "Calories must be at least 0",
      "Proteins must be at least 0",
      "Carbs must be at least 0",
      "Fats must be at least 0",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Meal type").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Food").getAttribute("aria-describedby")).toContain("food-error");
    expect(document.activeElement).toBe(screen.getByLabelText("Meal type"));
  });

  it("rejects a negative value and accepts a decimal comma", async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText("Meal type"), "Snack");
    await user.type(screen.getByLabelText("Food"), "Toast");
    await user.type(screen.getByLabelText("Calories (kcal)"), "-5");
    await user.type(screen.getByLabelText("Proteins (g)"), "3,6");
    await user.type(screen.getByLabelText("Carbs (g)"), "20");
    await user.type(screen.getByLabelText("Fats (g)"), "1");
    await user.click(screen.getByRole("button", { name: "Add Meal" }));
    expect(screen.getByText("Calories must be at least 0")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Calories (kcal)"));
    await user.type(screen.getByLabelText("Calories (kcal)"), "95");
    expect(screen.queryByText("Calories must be at least 0")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Meal" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ calories: 95, proteins: 3.6 });
  });

  it("speaks Italian, presets included", async () => {
    const { user } = renderForm({ submitLabel: "Aggiungi pasto" }, "it");
    await user.selectOptions(screen.getByLabelText("Alimento predefinito"), "Yogurt greco (150 g) · 145 kcal");
    expect(value("Alimento")).toBe("Yogurt greco (150 g)");
    await user.selectOptions(screen.getByLabelText("Alimento predefinito"), "Altro (personalizzato)");
    await user.click(screen.getByRole("button", { name: "Aggiungi pasto" }));
    expect(screen.getByText("Il tipo di pasto è obbligatorio")).toBeInTheDocument();
    expect(screen.getByText("Il nome dell'alimento è obbligatorio")).toBeInTheDocument();
    expect(screen.getByText("Le calorie devono essere almeno 0")).toBeInTheDocument();
  });

  it("lets a visitor try it but never submits: saving needs an account", async () => {
    const onBlockedSubmit = vi.fn<() => void>();
    const { user, onSubmit } = renderForm({ onBlockedSubmit });
    await user.selectOptions(screen.getByLabelText("Preset food"), "Apple (150 g) · 80 kcal");
    await user.click(screen.getByRole("button", { name: "Add Meal" }));
    expect(onBlockedSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("defaults the meal type to the time of day: breakfast before 10:30, lunch until 15:00, a snack until 18:00, then dinner", () => {
    expect([at(6, 0), at(10, 29), at(10, 30), at(14, 59), at(15, 0), at(17, 59), at(18, 0), at(23, 59)]).toEqual([
      "breakfast",
      "breakfast",
      "lunch",
      "lunch",
      "snack",
      "snack",
      "dinner",
      "dinner",
    ]);
  });

  it("dates the meal today by default, yesterday in one tap, or any day typed", async () => {
    const { user, onSubmit } = renderForm({ today: "2025-03-14", defaultMealType: "breakfast" });
    expect(value("Day")).toBe("2025-03-14");
    expect(screen.getByLabelText("Day").getAttribute("max")).toBe("2025-03-15");
    await user.click(screen.getByRole("button", { name: "Yesterday" }));
    expect(value("Day")).toBe("2025-03-13");
    expect(screen.getByRole("button", { name: "Yesterday" }).getAttribute("aria-pressed")).toBe("true");
    await user.selectOptions(screen.getByLabelText("Preset food"), "Apple (150 g) · 80 kcal");
    await user.click(screen.getByRole("button", { name: "Add Meal" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ mealType: "breakfast", date: "2025-03-13", calories: 80 });
    // After the add, the day and the meal type stay for the next meal.
    act(() => onSubmit.mock.calls[0]![1]());
    expect(value("Day")).toBe("2025-03-13");
    expect((screen.getByLabelText("Meal type") as HTMLSelectElement).value).toBe("breakfast");
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(value("Day")).toBe("2025-03-14");
  });

  it("moves a new meal's day on at midnight, unless another day was chosen", async () => {
    renderWithProviders(<Page />);
    const user = userEvent.setup();
    expect(value("Day")).toBe("2025-03-14");
    await user.click(screen.getByRole("button", { name: "Midnight" }));
    expect(value("Day")).toBe("2025-03-15");
    expect(screen.getByLabelText("Day").getAttribute("max")).toBe("2025-03-16");
    await user.click(screen.getByRole("button", { name: "Yesterday" }));
    await user.click(screen.getByRole("button", { name: "Midnight" }));
    expect(value("Day")).toBe("2025-03-14");
  });
});
