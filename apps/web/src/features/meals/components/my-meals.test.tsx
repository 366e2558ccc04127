import type { MealEntry, MyMeal } from "@app/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { MyMealsCard } from "./my-meals-card.tsx";
import { SaveMyMealButton } from "./save-my-meal.tsx";

const lunch: MealEntry = {
  id: 4,
  userId: 7,
  food: "Garden salad + Sourdough",
  calories: 308,
  proteins: 11,
  carbs: 50,
  fats: 6,
  mealType: "lunch",
  timestamp: "2025-03-14T12:00:00.000Z",
  date: "2025-03-14",
  notes: null,
  items: [],
};
const item = (id: number, name: string, amountGrams: number | null, calories: number) => ({
  id,
  foodId: amountGrams === null ? null : id + 100,
  name,
  amountGrams,
  portionLabel: null,
  calories,
  proteins: 1,
  carbs: 1,
  fats: 1,
});
const myMeal: MyMeal = {
  id: 5,
  name: "Work lunch",
  calories: 308,
  proteins: 2,
  carbs: 2,
  fats: 2,
  items: [item(1, "Garden salad", 200, 100), item(2, "Sourdough", 80, 208)],
  createdAt: "2025-03-01T12:00:00.000Z",
};

describe("Save as my meal", () => {
  it("saves a meal of the list under the name typed, refusing an empty name with the schema's text", async () => {
    const calls = mockFetch({ "POST /api/my-meals": { status: 201, body: { ...myMeal, name: "Office lunch" } } });
    renderWithProviders(<SaveMyMealButton meal={lunch} guest={false} onRegistrationRequired={vi.fn<() => void>()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save Garden salad + Sourdough as my meal" }));
    const dialog = await screen.findByRole("dialog", { name: "Save as my meal" });
    const name = within(dialog).getByLabelText("Name");
    expect(name).toHaveValue("Garden salad + Sourdough");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(name).toHaveAccessibleDescription("Give your meal a name");
    expect(name).toHaveFocus();
    await user.type(name, "Office lunch");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved to My meals")).toBeInTheDocument();
    expect(calls.map((c) => [`${c.method} ${c.path}`, c.body])).toEqual([["POST /api/my-meals", { name: "Office lunch", mealId: 4 }]]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the server's 'name taken' under the field, in Italian too", async () => {
    mockFetch({
      "POST /api/my-meals": {
        status: 400,
        body: {
          error: "VALIDATION_FAILED",
          message: "You already have a meal with that name",
          issues: [{ path: "name", message: "You already have a meal with that name" }],
        },
      },
    });
    renderWithProviders(<SaveMyMealButton meal={lunch} guest={false} onRegistrationRequired={vi.fn<() => void>()} />, { locale: "it" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Salva Garden salad + Sourdough tra i miei pasti" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Salva" }));
    expect(await within(dialog).findByText("Hai già un pasto con questo nome")).toBeInTheDocument();
  });

  it("asks a visitor to register instead", async () => {
    mockFetch({});
    const onRegistrationRequired = vi.fn<() => void>();
    renderWithProviders(<SaveMyMealButton meal={lunch} guest onRegistrationRequired={onRegistrationRequired} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Save Garden salad + Sourdough as my meal" }));
    expect(onRegistrationRequired).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("My meals card", () => {
  it("renames, changes a food's grams and removes a food in one save", async () => {
    const calls = mockFetch({
      "GET /api/my-meals": { body: [myMeal] },
      "PATCH /api/my-meals/5": { body: { ...myMeal, name: "Lunch box" } },
    });
    renderWithProviders(<MyMealsCard onRegistrationRequired={vi.fn<() => void>()} />);
    const user = userEvent.setup();
    await user.click(screen.getByText("My meals"));
    await user.click(await screen.findByRole("button", { name: "Edit Work lunch" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit my meal" });
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "Lunch box");
    const grams = within(dialog).getByLabelText("Garden salad, grams");
    await user.clear(grams);
    await user.type(grams, "0");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(grams).toHaveAccessibleDescription("Amount must be more than 0 and at most 5000 g");
    await user.clear(grams);
    await user.type(grams, "250.5");
    await user.click(within(dialog).getByRole("button", { name: "Remove Sourdough" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("My meal updated")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
      { name: "Lunch box", items: [{ id: 1, amountGrams: 250.5 }] },
    ]);
  });

  it("deletes a My meal after confirmation, and says when there is none", async () => {
    const calls = mockFetch({ "GET /api/my-meals": { body: [myMeal] }, "DELETE /api/my-meals/5": { body: { ok: true } } });
    renderWithProviders(<MyMealsCard onRegistrationRequired={vi.fn<() => void>()} />);
    const user = userEvent.setup();
    await user.click(screen.getByText("My meals"));
    await user.click(await screen.findByRole("button", { name: "Delete Work lunch" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Work lunch will be removed from My meals. The meals already logged stay.");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("My meal deleted")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/my-meals/5"]);
  });
});
