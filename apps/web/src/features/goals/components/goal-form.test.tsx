import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { GoalForm, type GoalFormData } from "./goal-form.tsx";

function renderForm(locale: "en" | "it" = "en") {
  const onSubmit = vi.fn<(data: GoalFormData, reset: () => void) => void>();
  renderWithProviders(<GoalForm today="2025-03-14" submitLabel="Create Goal" pending={false} onSubmit={onSubmit} />, { locale });
  return { onSubmit, user: userEvent.setup() };
}
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe("goal form", () => {
  it("starts from 2000 kcal, 150 g protein, 200 g carbs and 65 g fat, from today, active", () => {
    renderForm();
    expect([value("Calories (kcal)"), value("Protein (g)"), value("Carbs (g)"), value("Fat (g)")]).toEqual(["2000", "150", "200", "65"]);
    expect(value("Start date")).toBe("2025-03-14");
    expect((screen.getByLabelText("Make this my active goal") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Your macros add up to 1,985 kcal a day.")).toBeInTheDocument();
  });

  it("offers the 7 presets and fills the targets and the name from one", async () => {
    const { user } = renderForm();
    const options = Array.from((screen.getByLabelText("Goal type") as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(["Maintenance", "Weight loss", "Muscle gain", "Low carb", "Ketogenic", "Mediterranean", "Custom"]);
    await user.selectOptions(screen.getByLabelText("Goal type"), "Ketogenic");
    expect([value("Goal name"), value("Calories (kcal)"), value("Protein (g)"), value("Carbs (g)"), value("Fat (g)")]).toEqual([
      "Ketogenic",
      "1900",
      "120",
      "30",
      "140",
    ]);
    await user.selectOptions(screen.getByLabelText("Goal type"), "Maintenance");
    expect([value("Goal name"), value("Carbs (g)")]).toEqual(["Maintenance", "250"]);
  });

  it("shows the spec's validation texts", async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(screen.getByLabelText("Calories (kcal)"));
    await user.type(screen.getByLabelText("Calories (kcal)"), "0");
    await user.clear(screen.getByLabelText("Protein (g)"));
    await user.type(screen.getByLabelText("Protein (g)"), "-1");
    await user.clear(screen.getByLabelText("Carbs (g)"));
    await user.type(screen.getByLabelText("Carbs (g)"), "-1");
    await user.clear(screen.getByLabelText("Fat (g)"));
    await user.type(screen.getByLabelText("Fat (g)"), "-1");
    await user.type(screen.getByLabelText("End date (optional)"), "2025-03-01");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    for (const text of [
      "Name is required",
      "Calories must be greater than 0",
      "Proteins cannot be negative",
      "Carbs cannot be negative",
      "Fats cannot be negative",
      "The end date cannot be before the start date",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Enter a number' for an empty or non-numeric target", async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(screen.getByLabelText("Calories (kcal)"));
    await user.clear(screen.getByLabelText("Protein (g)"));
    await user.type(screen.getByLabelText("Protein (g)"), "lots");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    expect(screen.getAllByText("Enter a number")).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("marks the fields with a problem and puts the focus on the first", async () => {
    const { user } = renderForm();
    await user.clear(screen.getByLabelText("Start date"));
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    const name = screen.getByLabelText("Goal name");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("Start date")).toHaveAccessibleDescription("Start date is required");
    // After the first submit, a change checks the form again.
    await user.type(name, "Spring");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
  });

  it("submits a valid goal", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText("Goal name"), "Spring");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Spring",
      description: null,
      calories: 2000,
      proteins: 150,
      carbs: 200,
      fats: 65,
      startDate: "2025-03-14",
      endDate: null,
      isActive: true,
    });
  });

  it("speaks Italian", async () => {
    const { user } = renderForm("it");
    await user.click(screen.getByRole("button", { name: "Create Goal" }));
    expect(screen.getByText("Il nome è obbligatorio")).toBeInTheDocument();
    expect(screen.getByLabelText("Tipo di obiettivo")).toBeInTheDocument();
  });
});
