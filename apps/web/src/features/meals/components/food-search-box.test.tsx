import type { FoodSearchResult } from "@app/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { FoodSearchBox } from "./food-search-box.tsx";

const chickenBreast: FoodSearchResult = {
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
  alternatives: [
    { id: 10001, source: "ciqual_2025", sourceId: "36018", name: "Chicken, breast, raw", energyKcal: 110 },
    { id: 24000, source: "bls_4_0", sourceId: "G5", name: "Chicken breast raw", energyKcal: 109 },
  ],
};
const breastRoll: FoodSearchResult = {
  ...chickenBreast,
  id: 1734,
  name: "Oven-roasted chicken breast roll",
  nameEn: "Oven-roasted chicken breast roll",
  energyKcal: 134,
  isRecent: true,
  alternatives: [],
};

function setup() {
  const calls = mockFetch({ "GET /api/foods/search": { body: [chickenBreast, breastRoll] } });
  const onChoose = vi.fn<(food: FoodSearchResult) => void>();
  renderWithProviders(<FoodSearchBox onChoose={onChoose} />);
  const input = screen.getByRole("combobox", { name: "Search the food database" });
  return { calls, onChoose, input, user: userEvent.setup() };
}

const searches = (calls: { path: string }[]) => calls.filter((c) => c.path === "/api/foods/search");

describe("food search box", () => {
  it("searches once after typing pauses, and shows each food's table, kcal and other tables", async () => {
    const { calls, input, user } = setup();
    await user.type(input, "chiken brest");
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(2);
    expect(searches(calls)).toHaveLength(1);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(options[0]?.textContent).toContain("Chicken breast, raw");
    expect(options[0]?.textContent).toContain("USDA SR28");
    expect(options[0]?.textContent).toContain("120 kcal per 100 g · also in 2 other tables");
    expect(options[1]?.textContent).toContain("Recent");
    expect(await screen.findByText("2 foods found. Enter takes the first, the arrow keys choose another.")).toBeInTheDocument();
  });

  it("moves with the arrow keys, closes with Escape, clears with a second Escape and chooses with Enter", async () => {
    const { input, user, onChoose } = setup();
    await user.type(input, "chicken");
    const [first, second] = await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(first!.id);
    expect(first!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(second!.id);
    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(first!.id);
    await user.keyboard("{ArrowUp}");
    expect(input.getAttribute("aria-activedescendant")).toBe(second!.id);

    await user.keyboard("{Escape}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect((input as HTMLInputElement).value).toBe("chicken");
    await user.keyboard("{Escape}");
    expect((input as HTMLInputElement).value).toBe("");

    await user.type(input, "chicken");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChoose).toHaveBeenCalledWith(breastRoll);
    expect((input as HTMLInputElement).value).toBe("");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("does not search one letter, and says when nothing is found", async () => {
    // The clock is the test's: the typing pause that would start a search passes without waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const calls = mockFetch({ "GET /api/foods/search": { body: [] } });
    renderWithProviders(<FoodSearchBox onChoose={() => {}} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const input = screen.getByRole("combobox", { name: "Search the food database" });
    await user.type(input, "x");
    await vi.advanceTimersByTimeAsync(2000);
    expect(searches(calls)).toHaveLength(0);
    await user.type(input, "yz");
    // Shown under the box and announced by the live region.
    expect(await screen.findAllByText("No foods found for “xyz”.")).toHaveLength(2);
  });

  it("Enter without an arrow key chooses the first result", async () => {
    const { input, user, onChoose } = setup();
    await user.type(input, "chicken");
    await screen.findAllByRole("option");
    await user.keyboard("{Enter}");
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(chickenBreast);
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("Enter pressed before the results arrive chooses the first result of the text as typed", async () => {
    const { calls, input, user, onChoose } = setup();
    await user.type(input, "chicken{Enter}");
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(chickenBreast));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(searches(calls)).toHaveLength(1);
  });

  it("chooses with a click", async () => {
    const { input, user, onChoose } = setup();
    await user.type(input, "chicken");
    await user.click((await screen.findAllByRole("option"))[0]!);
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(chickenBreast));
  });

  it("inside a dialog, Escape closes the open list first and the dialog only after", async () => {
    mockFetch({ "GET /api/foods/search": { body: [chickenBreast] } });
    const onOpenChange = vi.fn<(open: boolean) => void>();
    renderWithProviders(
      <Dialog open onOpenChange={onOpenChange} title="Edit Meal" closeLabel="Close">
        <FoodSearchBox onChoose={() => {}} />
      </Dialog>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search the food database" }), "chicken");
    await screen.findByRole("option");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe("food search box: favourite foods", () => {
  it("before anything is typed, lists the favourite foods first, marked, then the recent ones not among them", async () => {
    mockFetch({
      "GET /api/foods/recent": { body: [breastRoll, { ...chickenBreast, isRecent: true }] },
      "GET /api/favourites": { body: { foods: [chickenBreast], meals: [] } },
    });
    const onChoose = vi.fn<(food: FoodSearchResult) => void>();
    renderWithProviders(<FoodSearchBox onChoose={onChoose} showRecent />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Search the food database" }));
    await waitFor(() => expect(screen.getAllByRole("option").map((o) => o.textContent)).toHaveLength(2));
    const [first, second] = screen.getAllByRole("option");
    expect(first).toHaveTextContent("Chicken breast, raw");
    expect(first).toHaveTextContent("Favourite");
    expect(second).toHaveTextContent("Oven-roasted chicken breast roll");
    expect(second).toHaveTextContent("Recent");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChoose).toHaveBeenCalledWith(chickenBreast);
  });

  it("a tap on a result's star stars the food without choosing it", async () => {
    const calls = mockFetch({
      "GET /api/foods/search": { body: [chickenBreast, breastRoll] },
      "GET /api/favourites": { body: { foods: [], meals: [] } },
      "PUT /api/favourites/foods/1734": { body: { ok: true } },
    });
    const onChoose = vi.fn<(food: FoodSearchResult) => void>();
    renderWithProviders(<FoodSearchBox onChoose={onChoose} showRecent />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox", { name: "Search the food database" }), "chicken");
    await screen.findAllByRole("option");
    await user.click(screen.getByTestId("favourite-1734"));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT").map((c) => c.path)).toEqual(["/api/favourites/foods/1734"]));
    expect(onChoose).not.toHaveBeenCalled();
  });
});
