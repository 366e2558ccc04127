import type { MealEntry, MyMeal } from "@app/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { FastPaths } from "./fast-paths.tsx";

const meal = (id: number, food: string, calories: number): MealEntry => ({
  id,
  userId: 7,
  food,
  calories,
  proteins: 10,
  carbs: 20,
  fats: 5,
  mealType: "lunch",
  timestamp: "2025-03-12T12:00:00.000Z",
  date: "2025-03-12",
  notes: null,
  items: [],
});
const myMeal: MyMeal = {
  id: 5,
  name: "Work lunch",
  calories: 308,
  proteins: 11,
  carbs: 50,
  fats: 6,
  items: [],
  createdAt: "2025-03-01T12:00:00.000Z",
};
const favourite = meal(1, "Salmon + Rice", 520);
const recent = meal(3, "Pasta al pomodoro", 610);

const handlers = {
  "GET /api/favourites": { body: { foods: [], meals: [favourite] } },
  "GET /api/my-meals": { body: [myMeal] },
  // The favourite is among the recent meals too: it is listed once, with the favourites.
  "GET /api/meals/recent": {
    body: [
      { meal: recent, timesLogged: 3 },
      { meal: favourite, timesLogged: 1 },
    ],
  },
};

const renderPaths = (locale: "en" | "it" = "en") =>
  renderWithProviders(<FastPaths mealType="dinner" date="2025-03-14" today="2025-03-14" onRegistrationRequired={vi.fn<() => void>()} />, {
    locale,
  });

describe("fast paths of the Add Meal form", () => {
  it("lists the favourites first, then My meals, then the recent meals, each meal once", async () => {
    mockFetch(handlers);
    renderPaths();
    const section = await screen.findByRole("region", { name: "Log again in one tap" });
    expect(await within(section).findByRole("button", { name: "Log Pasta al pomodoro, 610 kcal" })).toBeInTheDocument();
    const lists = within(section).getAllByRole("list");
    expect(lists.map((l) => document.getElementById(l.getAttribute("aria-labelledby")!)?.textContent)).toEqual([
      "Favourites",
      "My meals",
      "Recent meals",
    ]);
    expect(within(lists[0]!).getByRole("button", { name: "Remove Salmon + Rice from favourites" })).toHaveAttribute("aria-pressed", "true");
    expect(within(lists[2]!).queryByText("Salmon + Rice")).not.toBeInTheDocument();
    expect(screen.getByText("Logged as Dinner, on the day chosen above.")).toBeInTheDocument();
  });

  it("logs a My meal or a recent meal in one tap, as the form's meal type on the form's day", async () => {
    const calls = mockFetch({
      ...handlers,
      "POST /api/my-meals/5/log": { status: 201, body: { ...meal(20, "Work lunch", 308), date: "2025-03-14" } },
      "POST /api/meals/3/copy": { status: 201, body: { ...recent, id: 21, date: "2025-03-14" } },
    });
    renderPaths();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Log Work lunch, 308 kcal" }));
    expect(await screen.findByText("Work lunch was added to today's meals.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log Pasta al pomodoro, 610 kcal" }));
    expect(await screen.findByText("Pasta al pomodoro was added to today's meals.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      ["/api/my-meals/5/log", { mealType: "dinner", date: "2025-03-14" }],
      ["/api/meals/3/copy", { date: "2025-03-14", mealType: "dinner" }],
    ]);
    expect(calls.some((c) => c.path === "/api/meals/recent")).toBe(true);
  });

  it("stars a recent meal and unstars a favourite", async () => {
    const calls = mockFetch({
      ...handlers,
      "PUT /api/favourites/meals/3": { body: { ok: true } },
      "DELETE /api/favourites/meals/1": { body: { ok: true } },
    });
    renderPaths();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add Pasta al pomodoro to favourites" }));
    await user.click(screen.getByRole("button", { name: "Remove Salmon + Rice from favourites" }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path}`)).toEqual([
        "PUT /api/favourites/meals/3",
        "DELETE /api/favourites/meals/1",
      ]),
    );
  });

  it("shows nothing without favourites, My meals or recent meals, and speaks Italian", async () => {
    const calls = mockFetch({
      "GET /api/favourites": { body: { foods: [], meals: [] } },
      "GET /api/my-meals": { body: [] },
      "GET /api/meals/recent": { body: [] },
    });
    const { unmount, queryClient } = renderPaths();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("region", { name: "Log again in one tap" })).not.toBeInTheDocument();
    unmount();
    mockFetch(handlers);
    renderPaths("it");
    expect(await screen.findByRole("region", { name: "Registra di nuovo con un tocco" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Registra Work lunch, 308 kcal" })).toBeInTheDocument();
  });
});
