import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { ProfileForm, type ProfileFormData } from "./profile-form.tsx";

function renderForm() {
  const onSubmit = vi.fn<(data: ProfileFormData) => void>();
  renderWithProviders(<ProfileForm profile={null} suggestedName="ada" pending={false} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe("profile form", () => {
  it("starts from age 30, male, 70 kg, 170 cm, moderate", () => {
    renderForm();
    expect([value("Name"), value("Age"), value("Weight (kg)"), value("Height (cm)"), value("Activity level")]).toEqual([
      "ada",
      "30",
      "70",
      "170",
      "moderate",
    ]);
    expect((screen.getByRole("radio", { name: "Male" }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ["Name", "a", "Name must contain at least 2 characters"],
    ["Age", "0", "Age must be at least 1"],
    ["Age", "121", "Age must be at most 120"],
    ["Weight (kg)", "19", "Weight must be at least 20 kg"],
    ["Weight (kg)", "301", "Weight must be at most 300 kg"],
    ["Height (cm)", "49", "Height must be at least 50 cm"],
    ["Height (cm)", "251", "Height must be at most 250 cm"],
    ["Age", "25.5", "Age must be a whole number of years"],
    ["Age", "", "Enter a number"],
    ["Weight (kg)", "seventy", "Enter a number"],
    ["Height (cm)", "", "Enter a number"],
  ])("%s %s says '%s'", async (label, typed, message) => {
    const { user, onSubmit } = renderForm();
    await user.clear(screen.getByLabelText(label));
    if (typed) await user.type(screen.getByLabelText(label), typed);
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the profile", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("radio", { name: "Female" }));
    await user.selectOptions(screen.getByLabelText("Activity level"), "Very active");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "ada",
      age: 30,
      gender: "female",
      weight: 70,
      height: 170,
      activityLevel: "very_active",
    });
  });
});
