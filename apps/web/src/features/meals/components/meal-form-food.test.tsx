import { NUTRIENT_KEYS, type FoodDetail, type FoodSearchResult, type MealEntry } from "@app/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { MealForm, type MealFormData } from "./meal-form.tsx";

const result: FoodSearchResult = {
  id: 885,
  name: "Chicken breast, raw",
  nameEn: "Chicken breast, raw",
  nameLocal: null,
  langLocal: null,
  category: "Poultry",
  source: "usda_sr28",
  sourceId: "05062",
  isCustom: false,
  isRecent: false,
  energyKcal: 120,
  proteinG: 22.5,
  carbsG: 0,
  fatG: 2.62,
  alternatives: [{ id: 10001, source: "ciqual_2025", sourceId: "36018", name: "Chicken, breast, raw", energyKcal: 110 }],
};

/** Every nutrient the schema lists, unknown (null) unless given. */
const nutrients = (values: Partial<FoodDetail["nutrients"]>) =>
  ({ ...Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, null])), ...values }) as FoodDetail["nutrients"];

const detail = (over: Partial<FoodDetail>): FoodDetail => ({
  id: 885,
  name: "Chicken breast, raw",
  nameEn: "Chicken breast, raw",
  nameLocal: null,
  langLocal: null,
  category: "Poultry",
  source: "usda_sr28",
  sourceId: "05062",
  isCustom: false,
  nutrients: nutrients({ energyKcal: 120, proteinG: 22.5, carbsG: 0, fatG: 2.62 }),
  carbs: { publishedBasis: "total_by_difference", publishedG: 0, fiberSubtracted: false },
  portions: [
    { description: "1 breast", grams: 174, fromSource: null },
    { description: "0.5 breast, bone removed", grams: 118, fromSource: null },
  ],
  sourceInfo: null,
  notes: null,
  alternatives: [{ id: 10001, source: "ciqual_2025", sourceId: "36018", name: "Chicken, breast, raw", energyKcal: 110 }],
  ...over,
});
const usda = detail({});
const ciqual = detail({
  id: 10001,
  name: "Chicken, breast, raw",
  nameEn: "Chicken, breast, raw",
  source: "ciqual_2025",
  nutrients: { ...usda.nutrients, energyKcal: 110, proteinG: 24, carbsG: 0, fatG: 1.5 },
  portions: [],
  alternatives: [{ id: 885, source: "usda_sr28", sourceId: "05062", name: "Chicken breast, raw", energyKcal: 120 }],
});

function setup(meal?: MealEntry, locale: "en" | "it" = "en") {
  const calls = mockFetch({
    "GET /api/foods/search": { body: [result] },
    "GET /api/foods/885": { body: usda },
    "GET /api/foods/10001": { body: ciqual },
  });
  const onSubmit = vi.fn<(data: MealFormData, reset: () => void) => void>();
  renderWithProviders(<MealForm meal={meal} submitLabel="Save" pending={false} onSubmit={onSubmit} />, { locale });
  return { calls, onSubmit, user: userEvent.setup() };
}

const value = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;
/** The running total the form shows for its foods. */
const total = () => screen.getByText(/^Total: /).textContent;

describe("meal form: a food from the database", () => {
  it("names the meal with the food's short name and keeps the full name in the chosen food's panel", async () => {
    const salmonName = "Fish, salmon, Atlantic, farmed, raw";
    const salmon: FoodSearchResult = {
      ...result,
      id: 15236,
      name: salmonName,
      nameEn: salmonName,
      sourceId: "15236",
      energyKcal: 208,
      alternatives: [],
    };
    mockFetch({
      "GET /api/foods/search": { body: [salmon] },
      "GET /api/foods/15236": {
        body: detail({ id: 15236, name: salmonName, nameEn: salmonName, sourceId: "15236", portions: [], alternatives: [] }),
      },
    });
    const onSubmit = vi.fn<(data: MealFormData) => void>();
    renderWithProviders(<MealForm submitLabel="Save" pending={false} onSubmit={onSubmit} />, { locale: "en" });
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search the food database" }), "salmon");
    await within(await screen.findByRole("listbox", { name: "Search the food database" })).findByRole("option");
    await user.keyboard("{Enter}");
    expect(await screen.findAllByText(salmonName)).not.toHaveLength(0);
    await user.selectOptions(screen.getByLabelText("Meal type"), "Dinner");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ food: "Salmon, raw" });
  });

  it("fills the food and whole-number values from the chosen food and amount, then submits the reference", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByRole("combobox", { name: "Search the food database" }), "chiken brest");
    await within(await screen.findByRole("listbox", { name: "Search the food database" })).findByRole("option");
    await user.keyboard("{ArrowDown}{Enter}");

    // 100 g at once, from the search result; the typed food and values give way to the running total.
    expect(screen.queryByLabelText("Food")).not.toBeInTheDocument();
    expect(total()).toBe("Total: 120 kcal, 23 g proteins, 0 g carbs, 3 g fats");

    const amount = screen.getByLabelText("Amount");
    await user.clear(amount);
    await user.type(amount, "150");
    // 180 kcal, 33.75 → 34 g proteins, 3.93 → 4 g fats.
    expect(total()).toBe("Total: 180 kcal, 34 g proteins, 0 g carbs, 4 g fats");
    expect(screen.getByText("150 g give 180 kcal, 34 g proteins, 0 g carbs, 4 g fats.")).toBeInTheDocument();

    // Two portions of 174 g: 348 g.
    await screen.findByRole("option", { name: "1 breast (174 g)" });
    await user.selectOptions(screen.getByLabelText("Unit"), "1 breast (174 g)");
    expect(value("Amount")).toBe("1");
    await user.clear(amount);
    await user.type(amount, "2");
    // 120 × 3.48 = 417.6 → 418; 22.5 × 3.48 = 78.3 → 78; 2.62 × 3.48 = 9.1 → 9.
    expect(total()).toBe("Total: 418 kcal, 78 g proteins, 0 g carbs, 9 g fats");

    await user.selectOptions(screen.getByLabelText("Meal type"), "Dinner");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      mealType: "dinner",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      food: "Chicken breast, raw",
      calories: 418,
      proteins: 78,
      carbs: 0,
      fats: 9,
      items: [{ foodId: 885, amountGrams: 348, portionLabel: "1 breast" }],
    });
  });

  it("names the table's portions in Italian for an Italian reader, and stores the table's own words", async () => {
    const { user, onSubmit } = setup(undefined, "it");
    await user.type(screen.getByRole("combobox", { name: "Cerca nella banca dati degli alimenti" }), "petto di pollo");
    await within(await screen.findByRole("listbox", { name: "Cerca nella banca dati degli alimenti" })).findByRole("option");
    await user.keyboard("{ArrowDown}{Enter}");
    await screen.findByRole("option", { name: "1 petto (174 g)" });
    await user.selectOptions(screen.getByLabelText("Unità"), "1 petto (174 g)");
    const amount = screen.getByLabelText("Quantità");
    await user.clear(amount);
    await user.type(amount, "2");
    expect(screen.getByText(/^Totale: 418 kcal/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Tipo di pasto"), "Cena");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ items: [{ foodId: 885, amountGrams: 348, portionLabel: "1 breast" }] });
  });

  it("switches to the same food in another table in one click, keeping the amount", async () => {
    const { user } = setup();
    await user.type(screen.getByRole("combobox", { name: "Search the food database" }), "chicken");
    await within(await screen.findByRole("listbox", { name: "Search the food database" })).findByRole("option");
    await user.keyboard("{ArrowDown}{Enter}");
    await user.clear(screen.getByLabelText("Amount"));
    await user.type(screen.getByLabelText("Amount"), "200");
    await user.click(await screen.findByRole("button", { name: "CIQUAL: 110 kcal" }));
    await waitFor(() => expect(total()).toBe("Total: 220 kcal, 48 g proteins, 0 g carbs, 3 g fats"));
    expect(screen.getByRole("region", { name: /^Chosen food/ }).textContent).toContain("CIQUAL");
  });

  it("refuses an amount that is not a number, and a preset drops the food", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByRole("combobox", { name: "Search the food database" }), "chicken");
    await within(await screen.findByRole("listbox", { name: "Search the food database" })).findByRole("option");
    await user.keyboard("{ArrowDown}{Enter}");
    await user.selectOptions(screen.getByLabelText("Meal type"), "Lunch");
    await user.clear(screen.getByLabelText("Amount"));
    await user.type(screen.getByLabelText("Amount"), "lots");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Enter the amount of the food")).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText("Amount"));

    await user.selectOptions(screen.getByLabelText("Preset food"), "Salmon (100 g) · 208 kcal");
    expect(screen.queryByRole("region", { name: /^Chosen food/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
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

  it("re-shows the food and amount of a meal being edited, and keeps them when only the notes change", async () => {
    const meal: MealEntry = {
      id: 7,
      userId: 1,
      food: "Chicken breast, raw",
      calories: 418,
      proteins: 78,
      carbs: 0,
      fats: 9,
      mealType: "dinner",
      timestamp: "2025-03-14T19:00:00.000Z",
      date: "2025-03-14",
      notes: null,
      foodId: 885,
      amountGrams: 348,
      portionLabel: "1 breast",
    };
    const { user, onSubmit } = setup(meal);
    const panel = await screen.findByRole("region", { name: /^Chosen food/ });
    await screen.findByRole("option", { name: "1 breast (174 g)" });
    expect((screen.getByLabelText("Unit") as HTMLSelectElement).value).toBe("1 breast");
    expect(value("Amount")).toBe("2");
    expect(panel.textContent).toContain("Chicken breast, raw");
    expect(total()).toBe("Total: 418 kcal, 78 g proteins, 0 g carbs, 9 g fats");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      items: [{ foodId: 885, amountGrams: 348, portionLabel: "1 breast" }],
      calories: 418,
    });

    // Removing the food: the values are typed again, and the stored reference is cleared on save.
    await user.click(screen.getByRole("button", { name: "Remove Chicken breast, raw" }));
    expect(value("Calories (kcal)")).toBe("418");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ foodId: null, calories: 418 });
    expect(onSubmit.mock.calls[1]?.[0]).not.toHaveProperty("items");
  });

  it("adds several foods to one meal, each removable, with the running total, and keeps the meal type after an add", async () => {
    const calls = mockFetch({
      "GET /api/foods/search": {
        body: [
          result,
          { ...result, id: 10001, name: "Chicken, breast, raw", source: "ciqual_2025", energyKcal: 110, proteinG: 24, fatG: 1.5 },
        ],
      },
      "GET /api/foods/885": { body: usda },
      "GET /api/foods/10001": { body: ciqual },
    });
    const onSubmit = vi.fn<(data: MealFormData, reset: () => void) => void>();
    renderWithProviders(<MealForm submitLabel="Save" pending={false} onSubmit={onSubmit} defaultMealType="lunch" />);
    const user = userEvent.setup();
    expect((screen.getByLabelText("Meal type") as HTMLSelectElement).value).toBe("lunch");
    const search = screen.getByRole("combobox", { name: "Search the food database" });
    await user.type(search, "chicken");
    await user.click(
      await within(await screen.findByRole("listbox", { name: "Search the food database" })).findByRole("option", {
        name: /^Chicken breast, raw/,
      }),
    );
    // The focus stays in the search: the next food is typed at once.
    expect(document.activeElement).toBe(search);
    await user.type(search, "chicken");
    await user.click(
      await within(await screen.findByRole("listbox", { name: "Search the food database" })).findByRole("option", {
        name: /^Chicken, breast, raw/,
      }),
    );
    const amounts = await screen.findAllByLabelText("Amount");
    expect(amounts).toHaveLength(2);
    await user.clear(amounts[1]!);
    await user.type(amounts[1]!, "50");
    // 120 + 55 kcal, 23 + 12 g proteins, 3 + 1 g fats.
    expect(total()).toBe("Total: 175 kcal, 35 g proteins, 0 g carbs, 4 g fats");

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      mealType: "lunch",
      food: "Chicken breast, raw + Chicken, breast, raw",
      calories: 175,
      items: [
        { foodId: 885, amountGrams: 100 },
        { foodId: 10001, amountGrams: 50 },
      ],
    });

    await user.click(screen.getByRole("button", { name: "Remove Chicken breast, raw" }));
    expect(total()).toBe("Total: 55 kcal, 12 g proteins, 0 g carbs, 1 g fats");
    await user.selectOptions(screen.getByLabelText("Meal type"), "Dinner");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ mealType: "dinner", items: [{ foodId: 10001, amountGrams: 50 }] });
    // After an add, the form empties but keeps the meal type for the next meal of the same kind.
    act(() => onSubmit.mock.calls[1]![1]());
    expect(screen.queryByText(/^Total: /)).not.toBeInTheDocument();
    expect((screen.getByLabelText("Meal type") as HTMLSelectElement).value).toBe("dinner");
    expect(calls.length).toBeGreaterThan(0);
  });
});
