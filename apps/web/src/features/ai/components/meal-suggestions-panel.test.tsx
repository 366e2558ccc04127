import { MealEntrySchema, type LogMealInput, type MealSuggestion } from "@app/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { api } from "../../../lib/api.ts";
import { MealSuggestionsPanel } from "./meal-suggestions-panel.tsx";

/** The panel as the route composes it: 'Add Meal' gets a meal-logging mutation (the meals feature's in the app). */
function Panel(props: { userId: number | undefined; onRegistrationRequired?: () => void }) {
  const queryClient = useQueryClient();
  const logMeal = useMutation({
    mutationFn: (input: LogMealInput) => api.post("/api/meals", input, MealEntrySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["meals"] }),
  });
  return <MealSuggestionsPanel {...props} logMeal={logMeal} />;
}

const lentils: MealSuggestion = {
  name: "Lentil and spinach soup",
  description: "Red lentils simmered with spinach, carrot and cumin.",
  mealType: "dinner",
  calories: 610,
  proteins: 38,
  carbs: 80,
  fats: 12,
  fiber: 18,
  reasoning: "Fills 610 of your remaining 640 kcal and 38 g of the 41 g protein you still need.",
  recipeId: 12,
  cuisine: "indian",
  servings: 1.5,
  prepMinutes: 35,
};
const omelette: MealSuggestion = { ...lentils, name: "Herb omelette", mealType: "breakfast", recipeId: 3, reasoning: "A quick breakfast." };

function setup(userId: number | "visitor" = 7, locale: "en" | "it" = "en") {
  renderWithProviders(<Panel userId={userId === "visitor" ? undefined : userId} />, { locale });
  return userEvent.setup();
}

describe("meal suggestions panel", () => {
  it("shows each suggestion's name, meal type, description and four nutrient tiles; 'Why this meal?' reveals the reasoning", async () => {
    mockFetch({ "GET /api/recommendations/meals": { body: { suggestions: [lentils, omelette] } } });
    const user = setup();
    const card = await screen.findByRole("article", { name: "Lentil and spinach soup" });
    expect(within(card).getByText("Dinner")).toBeInTheDocument();
    expect(within(card).getByText("Red lentils simmered with spinach, carrot and cumin.")).toBeInTheDocument();
    const tiles = within(card)
      .getAllByRole("definition")
      .map((d) => d.textContent);
    expect(tiles).toEqual(["610kcal", "38g", "80g", "12g"]);

    const reasoning = within(card).getByText(/Fills 610 of your remaining 640 kcal/);
    expect(reasoning.hidden).toBe(true);
    const why = within(card).getByRole("button", { name: "Why this meal?" });
    expect(why.getAttribute("aria-expanded")).toBe("false");
    await user.click(why);
    expect(why.getAttribute("aria-expanded")).toBe("true");
    expect(reasoning.hidden).toBe(false);
  });

  it("a dislike posts the whole suggestion as feedback with rating 1 and thanks the user", async () => {
    const calls = mockFetch({
      "GET /api/recommendations/meals": { body: { suggestions: [lentils] } },
      "POST /api/meal-feedback": { body: { ok: true } },
    });
    const user = setup();
    const card = await screen.findByRole("article", { name: "Lentil and spinach soup" });
    await user.click(within(card).getByRole("button", { name: "Dislike Lentil and spinach soup" }));
    expect(await screen.findByText("Thanks for your feedback!")).toBeInTheDocument();
    expect(screen.getByText("We'll avoid similar meals in the future")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/meal-feedback")?.body).toEqual({
      userId: 7,
      mealName: "Lentil and spinach soup",
      mealDescription: "Red lentils simmered with spinach, carrot and cumin.",
      rating: 1,
      mealData: lentils,
    });
    expect(within(card).getByRole("button", { name: "Dislike Lentil and spinach soup" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("a like says the feedback improves recommendations; a failed save says 'Failed to save feedback'", async () => {
    let fail = false;
    mockFetch({
      "GET /api/recommendations/meals": { body: { suggestions: [lentils] } },
      "POST /api/meal-feedback": () =>
        fail ? { status: 500, body: { error: "INTERNAL", message: "Something went wrong." } } : { body: { ok: true } },
    });
    const user = setup();
    const like = await screen.findByRole("button", { name: "Like Lentil and spinach soup" });
    await user.click(like);
    expect(await screen.findByText("We'll use this to improve your recommendations")).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole("button", { name: "Dislike Lentil and spinach soup" }));
    expect(await screen.findByText("Failed to save feedback")).toBeInTheDocument();
  });

  it("Generate New asks for fresh suggestions of the chosen meal type by a POST and replaces the list", async () => {
    const calls = mockFetch({
      "GET /api/recommendations/meals": ({ url }) => ({ body: { suggestions: url.includes("mealType=breakfast") ? [] : [lentils] } }),
      "POST /api/recommendations/meals": { body: { suggestions: [omelette] } },
    });
    const user = setup();
    await screen.findByRole("article", { name: "Lentil and spinach soup" });
    await user.click(screen.getByRole("button", { name: "Breakfast" }));
    expect(await screen.findByText(/No suggestions yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate New" }));
    expect(await screen.findByRole("article", { name: "Herb omelette" })).toBeInTheDocument();
    expect(await screen.findByText("Completed")).toBeInTheDocument();
    const generations = calls.filter((c) => c.method === "POST" && c.path === "/api/recommendations/meals");
    expect(generations.map((c) => c.body)).toEqual([{ mealType: "breakfast" }]);
    // Showing suggestions never asks for a generation.
    const urls = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map(([u]) => u);
    expect(urls.filter((u) => u.includes("forceNew"))).toEqual([]);
  });

  it("an empty generation is an error toast", async () => {
    mockFetch({
      "GET /api/recommendations/meals": { body: { suggestions: [lentils] } },
      "POST /api/recommendations/meals": { body: { suggestions: [] } },
    });
    const user = setup();
    await screen.findByRole("article", { name: "Lentil and spinach soup" });
    await user.click(screen.getByRole("button", { name: "Generate New" }));
    expect(await screen.findByText("An error occurred during generation. Please try again later.")).toBeInTheDocument();
    // The earlier suggestions stay.
    expect(screen.getByRole("article", { name: "Lentil and spinach soup" })).toBeInTheDocument();
  });

  it("'Add Meal' logs a recipe's suggestion as its foods (recipe, servings, side) by POST /api/recommendations/meals/log, says so, and reloads the meals", async () => {
    const withSide: MealSuggestion = { ...lentils, side: { key: "tofu", name: "firm tofu", grams: 120 } };
    const calls = mockFetch({
      "GET /api/recommendations/meals": { body: { suggestions: [withSide] } },
      "POST /api/recommendations/meals/log": () => ({
        status: 201,
        body: {
          id: 41,
          userId: 7,
          food: "Lentil and spinach soup, 120 g firm tofu",
          calories: 612,
          proteins: 38,
          carbs: 80,
          fats: 12,
          mealType: "dinner",
          notes: null,
          timestamp: "2026-11-26T18:00:00.000Z",
          date: "2026-11-26",
        },
      }),
    });
    const { queryClient } = renderWithProviders(<Panel userId={7} />);
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    const user = userEvent.setup();
    const card = await screen.findByRole("article", { name: "Lentil and spinach soup" });
    await user.click(within(card).getByRole("button", { name: "Add Meal Lentil and spinach soup" }));
    expect(await screen.findByText("Meal Added")).toBeInTheDocument();
    expect(screen.getByText("Lentil and spinach soup is in today's meals (610 kcal).")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      ["/api/recommendations/meals/log", { recipeId: 12, servings: 1.5, mealType: "dinner", side: { key: "tofu", grams: 120 } }],
    ]);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["meals"] });
  });

  it("'Add Meal' of a suggestion without a recipe logs its numbers as suggested by POST /api/meals", async () => {
    const typed: MealSuggestion = { ...lentils, recipeId: undefined, servings: undefined };
    const calls = mockFetch({
      "GET /api/recommendations/meals": { body: { suggestions: [typed] } },
      "POST /api/meals": ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 42, userId: 7, timestamp: "2026-11-26T18:00:00.000Z", date: "2026-11-26" },
      }),
    });
    const user = setup();
    const card = await screen.findByRole("article", { name: "Lentil and spinach soup" });
    await user.click(within(card).getByRole("button", { name: "Add Meal Lentil and spinach soup" }));
    expect(await screen.findByText("Meal Added")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      [
        "/api/meals",
        {
          food: "Lentil and spinach soup",
          calories: 610,
          proteins: 38,
          carbs: 80,
          fats: 12,
          mealType: "dinner",
          notes: "Red lentils simmered with spinach, carrot and cumin.",
        },
      ],
    ]);
  });

  it("'Add Meal' that fails says so, in Italian", async () => {
    mockFetch({
      "GET /api/recommendations/meals": { body: { suggestions: [lentils] } },
      "POST /api/recommendations/meals/log": { status: 500, body: { error: "INTERNAL", message: "Something went wrong." } },
    });
    const user = setup(7, "it");
    const card = await screen.findByRole("article", { name: "Lentil and spinach soup" });
    await user.click(within(card).getByRole("button", { name: "Aggiungi pasto Lentil and spinach soup" }));
    expect(await screen.findByText("Non è stato possibile aggiungere il pasto. Riprova.")).toBeInTheDocument();
  });

  it("a visitor's 'Add Meal' calls the registration prompt and nothing else", async () => {
    const calls = mockFetch({});
    const onRegistrationRequired = vi.fn<() => void>();
    renderWithProviders(<Panel userId={undefined} onRegistrationRequired={onRegistrationRequired} />);
    const user = userEvent.setup();
    const [first] = screen.getAllByRole("article");
    await user.click(within(first!).getByRole("button", { name: /^Add Meal/ }));
    expect(onRegistrationRequired).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls).toEqual([]));
  });

  it("Generate New names the cards on screen, so the server never repeats them", async () => {
    const calls = mockFetch({
      "GET /api/recommendations/meals": { body: { suggestions: [lentils, omelette] } },
      "POST /api/recommendations/meals": { body: { suggestions: [{ ...lentils, name: "Minestrone", recipeId: 30 }] } },
    });
    const user = setup();
    await screen.findByRole("article", { name: "Lentil and spinach soup" });
    await user.click(screen.getByRole("button", { name: "Generate New" }));
    expect(await screen.findByRole("article", { name: "Minestrone" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ shown: [12, 3] }]);
  });

  it("a visitor sees 'Example Meal Suggestions' with samples, and Generate New gives the Italian prompt without a call", async () => {
    const calls = mockFetch({});
    const user = setup("visitor");
    expect(screen.getByRole("heading", { name: "Example Meal Suggestions" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(4);
    await user.click(screen.getByRole("button", { name: "Snack" }));
    expect(screen.getAllByRole("article")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Generate New" }));
    expect(await screen.findByText("Per suggerimenti personalizzati")).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
