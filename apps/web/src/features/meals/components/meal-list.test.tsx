import type { MealEntry } from "@app/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, type FetchCall } from "../../../test/fetch-mock.ts";

/** Each row's star reads the favourites. */
const noFavourites = { "GET /api/favourites": { body: { foods: [], meals: [] } } };
/** The calls that change something. */
const writes = (calls: FetchCall[]) => calls.filter((c) => c.method !== "GET");
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { MealList } from "./meal-list.tsx";

const meals: MealEntry[] = [
  {
    id: 1,
    userId: 7,
    food: "Greek yogurt (150 g)",
    calories: 145,
    proteins: 15,
    carbs: 6,
    fats: 5,
    mealType: "breakfast",
    timestamp: "2025-03-14T07:00:00.000Z",
    date: "2025-03-14",
    notes: null,
  },
  {
    id: 2,
    userId: 7,
    food: "Salmon (100 g)",
    calories: 208,
    proteins: 20,
    carbs: 0,
    fats: 13,
    mealType: "dinner",
    timestamp: "2025-03-13T19:00:00.000Z",
    date: "2025-03-13",
    notes: null,
  },
  {
    id: 3,
    userId: 7,
    food: "Durum pasta (80 g dry)",
    calories: 280,
    proteins: 10,
    carbs: 56,
    fats: 1,
    mealType: "lunch",
    timestamp: "2025-03-14T12:00:00.000Z",
    date: "2025-03-14",
    notes: null,
  },
];

function renderList(props: Partial<Parameters<typeof MealList>[0]> = {}, locale: "en" | "it" = "en") {
  const onRegistrationRequired = vi.fn<() => void>();
  renderWithProviders(
    <MealList
      meals={meals}
      isPending={false}
      isError={false}
      onRetry={() => {}}
      guest={false}
      onRegistrationRequired={onRegistrationRequired}
      {...props}
    />,
    { locale },
  );
  return { onRegistrationRequired, user: userEvent.setup() };
}

describe("meal list", () => {
  it("groups the meals by day, newest first, under 'weekday, day month year' headings", () => {
    renderList();
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Friday, 14 March 2025", "Thursday, 13 March 2025"]);
    const friday = screen.getByRole("table", { name: "Friday, 14 March 2025" });
    expect(
      within(friday)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Type", "Food", "Calories", "P/C/F", "Actions"]);
    const rows = within(friday).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual(["Durum pasta (80 g dry)", "Greek yogurt (150 g)"]);
    expect(screen.getByText("425 kcal in 2 meals")).toBeInTheDocument();
    expect(screen.getByText("208 kcal in 1 meal")).toBeInTheDocument();
  });

  it("writes the day headings in Italian", () => {
    renderList({}, "it");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Venerdì, 14 marzo 2025",
      "Giovedì, 13 marzo 2025",
    ]);
  });

  it("says so when there are no meals", () => {
    renderList({ meals: [] });
    expect(screen.getByText("No meals logged yet. Add your first meal with the form.")).toBeInTheDocument();
  });

  it("deletes only after confirmation, then says so", async () => {
    const calls = mockFetch({ ...noFavourites, "DELETE /api/meals/2": { body: { ok: true } } });
    const { user } = renderList();
    await user.click(screen.getByRole("button", { name: "Delete Salmon (100 g)" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this meal?" });
    expect(
      within(dialog).getByText("Salmon (100 g) will be removed from Thursday, 13 March 2025. This cannot be undone."),
    ).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Meal Deleted")).toBeInTheDocument();
    expect(writes(calls).map((c) => `${c.method} ${c.path}`)).toEqual(["DELETE /api/meals/2"]);
  });

  it("shows the server's reason when a delete fails", async () => {
    mockFetch({ ...noFavourites, "DELETE /api/meals/2": { status: 404, body: { error: "NOT_FOUND", message: "Meal not found" } } });
    const { user } = renderList();
    await user.click(screen.getByRole("button", { name: "Delete Salmon (100 g)" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Unable to delete the meal: Meal not found")).toBeInTheDocument();
  });

  it("says 'Error while deleting the meal' when the server gives no message (a proxy's 502 page)", async () => {
    mockFetch({ "DELETE /api/meals/2": { status: 502 } });
    const { user } = renderList();
    await user.click(screen.getByRole("button", { name: "Delete Salmon (100 g)" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error while deleting the meal")).toBeInTheDocument();
  });

  it("asks a visitor to register instead of editing or deleting", async () => {
    const { user, onRegistrationRequired } = renderList({ guest: true });
    await user.click(screen.getByRole("button", { name: "Delete Salmon (100 g)" }));
    await user.click(screen.getByRole("button", { name: "Edit Salmon (100 g)" }));
    expect(onRegistrationRequired).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the foods of a meal of several foods when expanded", async () => {
    const lunch: MealEntry = {
      ...meals[2]!,
      food: "Pasta, cooked + Tomato sauce",
      calories: 300,
      items: [
        { id: 1, foodId: 5, name: "Pasta, cooked", amountGrams: 200, portionLabel: null, calories: 260, proteins: 10, carbs: 50, fats: 2 },
        { id: 2, foodId: 6, name: "Tomato sauce", amountGrams: 80, portionLabel: null, calories: 40, proteins: 1, carbs: 6, fats: 1 },
      ],
    };
    renderList({ meals: [lunch] });
    const user = userEvent.setup();
    const item = screen.getByText("Pasta, cooked: 200 g, 260 kcal, P/C/F 10/50/2 g");
    expect(item).not.toBeVisible();
    await user.click(screen.getByText("2 foods"));
    expect(item).toBeVisible();
    expect(screen.getByText("Tomato sauce: 80 g, 40 kcal, P/C/F 1/6/1 g")).toBeVisible();
  });

  it("copies a past meal to today in one tap; today's meals have no copy button", async () => {
    const calls = mockFetch({
      ...noFavourites,
      "POST /api/meals/2/copy": { status: 201, body: { ...meals[1], id: 9, date: "2025-03-14" } },
    });
    const { user } = renderList({ today: "2025-03-14" });
    expect(screen.queryByRole("button", { name: "Copy Greek yogurt (150 g) to today" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy Salmon (100 g) to today" }));
    expect(await screen.findByText("Meal Copied")).toBeInTheDocument();
    expect(writes(calls).map((c) => [`${c.method} ${c.path}`, c.body])).toEqual([["POST /api/meals/2/copy", {}]]);
  });
});
