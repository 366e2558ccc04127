import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { registerViaApi } from "./fixtures.ts";

/**
 * Issue 15's logging journeys, counted as a person on a phone would: every tap (a click; a native select
 * is 2: open, pick) and every keystroke. Each journey fails above its target.
 */
class Counter {
  taps = 0;
  keys = 0;
  async tap(target: Locator) {
    this.taps += 1;
    await target.click();
  }
  async select(target: Locator, label: string) {
    this.taps += 2;
    await target.selectOption({ label });
  }
  async type(target: Locator, text: string) {
    this.keys += text.length;
    await target.pressSequentially(text);
  }
}

const browserZone = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
/** Today, and `back` days before, in the browser's time zone. */
const localDay = (page: Page, back = 0) =>
  page.evaluate((days) => {
    const d = new Date(Date.now() - days * 86_400_000);
    return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
  }, back);

interface Meal {
  id: number;
  date: string;
  mealType: string;
  food: string;
  calories: number;
  items: { name: string; calories: number }[];
}
const mealsOf = async (page: Page, day: string) =>
  (await (await page.request.get(`/api/meals?startDate=${day}&endDate=${day}`)).json()) as Meal[];

/** The id of the first food the search finds for `q`. */
async function foodId(page: Page, q: string): Promise<number> {
  const results = (await (await page.request.get(`/api/foods/search?q=${encodeURIComponent(q)}&limit=1`)).json()) as { id: number }[];
  expect(results.length).toBeGreaterThan(0);
  return results[0]!.id;
}

test("copy yesterday's breakfast from the dashboard: at most 2 taps", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard");
  const today = await localDay(page);
  const yesterday = await localDay(page, 1);
  const headers = { "X-Time-Zone": await browserZone(page) };
  const breakfast = {
    mealType: "breakfast",
    date: yesterday,
    food: "Breakfast",
    calories: 0,
    proteins: 0,
    carbs: 0,
    fats: 0,
    items: [
      { foodId: await foodId(page, "yogurt"), amountGrams: 150 },
      { foodId: await foodId(page, "banana"), amountGrams: 120 },
    ],
  };
  expect((await page.request.post("/api/meals", { data: breakfast, headers })).status()).toBe(201);
  const lunch = { ...breakfast, mealType: "lunch", items: [{ foodId: await foodId(page, "rice"), amountGrams: 200 }] };
  expect((await page.request.post("/api/meals", { data: lunch, headers })).status()).toBe(201);
  const [source] = (await mealsOf(page, yesterday)).filter((m) => m.mealType === "breakfast");

  await page.goto("/dashboard");
  const count = new Counter();
  await expect(page.getByRole("button", { name: "Copy yesterday's lunch" })).toBeVisible();
  await count.tap(page.getByRole("button", { name: "Copy yesterday's breakfast" }));
  await expect(page.getByText("Meal Copied")).toBeVisible();
  await expect(page.getByRole("region", { name: "Calories", exact: true })).toContainText(`${source!.calories} kcal`);
  await expect(page.getByRole("region", { name: "Recent Meals" })).toContainText(source!.food);
  expect(count.taps, "taps to copy yesterday's breakfast").toBeLessThanOrEqual(2);

  const todays = await mealsOf(page, today);
  expect(todays).toHaveLength(1);
  expect(todays[0]).toMatchObject({ mealType: "breakfast", food: source!.food, calories: source!.calories });
  expect(todays[0]!.items.map((i) => i.name)).toEqual(source!.items.map((i) => i.name));
});

/** The page's clock at 12:30 today (local), lunch time: the form's meal type starts at lunch as it would then. */
async function atLunchTime(page: Page) {
  const now = new Date();
  await page.clock.setFixedTime(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12, 30));
}

test("a new 3-food lunch by search: at most 12 taps and 15 keystrokes, one meal with the sum of its foods", async ({ page }) => {
  await registerViaApi(page.request);
  await atLunchTime(page);
  await page.goto("/dashboard?tab=meals");
  const form = page.getByRole("region", { name: "Add Meal", exact: true });
  const search = form.getByRole("combobox", { name: "Search the food database" });
  const count = new Counter();

  // The meal type starts at the time of day's; pick lunch only when it is not.
  if ((await form.getByLabel("Meal type").inputValue()) !== "lunch") await count.select(form.getByLabel("Meal type"), "Lunch");
  await count.tap(search);
  for (const [query, word] of [
    ["pasta", /pasta/i],
    ["tuna", /tuna/i],
    ["apple", /apple/i],
  ] as const) {
    await count.type(search, query);
    const option = form.getByRole("listbox", { name: "Search the food database" }).getByRole("option").filter({ hasText: word }).first();
    await count.tap(option);
  }
  const chosen = form.getByRole("region", { name: "Chosen food" });
  await expect(chosen).toHaveCount(3);
  const total = Number(/Total: ([\d,]+) kcal/.exec((await form.getByText(/^Total: /).textContent()) ?? "")?.[1]?.replace(",", ""));
  expect(total).toBeGreaterThan(0);
  const results = await new AxeBuilder({ page }).include("form").analyze();
  expect(results.violations).toEqual([]);
  await count.tap(form.getByRole("button", { name: "Add Meal" }));
  await expect(page.getByText("Meal Added")).toBeVisible();

  expect(count.taps, "taps for a new 3-food lunch").toBeLessThanOrEqual(12);
  expect(count.keys, "keystrokes for a new 3-food lunch").toBeLessThanOrEqual(15);
  test.info().annotations.push({ type: "measured", description: `3-food lunch by search: ${count.taps} taps, ${count.keys} keystrokes` });

  const [meal] = await mealsOf(page, await localDay(page));
  expect(meal).toMatchObject({ mealType: "lunch", calories: total });
  expect(meal!.items).toHaveLength(3);
  expect(meal!.items.reduce((s, i) => s + i.calories, 0)).toBe(meal!.calories);
  // The meal type stays for the next meal, and the list shows the meal's foods on demand.
  await expect(form.getByLabel("Meal type")).toHaveValue("lunch");
  const row = page.getByRole("region", { name: "Meal History" }).getByRole("row").filter({ hasText: meal!.food });
  await row.getByText("3 foods").click();
  for (const item of meal!.items) await expect(row.getByText(item.name, { exact: false }).first()).toBeVisible();
});

test("the dashboard moves between days and a meal is logged on yesterday in one tap of the form", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard?tab=meals");
  const yesterday = await localDay(page, 1);
  const form = page.getByRole("region", { name: "Add Meal", exact: true });
  await form.getByLabel("Meal type").selectOption({ label: "Dinner" });
  await form.getByRole("button", { name: "Yesterday" }).click();
  await expect(form.getByLabel("Day")).toHaveValue(yesterday);
  await form.getByLabel("Preset food").selectOption({ label: "Salmon (100 g) · 208 kcal" });
  await form.getByRole("button", { name: "Add Meal" }).click();
  await expect(page.getByText("Meal Added")).toBeVisible();
  expect((await mealsOf(page, yesterday))[0]).toMatchObject({ food: "Salmon (100 g)", date: yesterday });

  await page.getByRole("tab", { name: "Overview" }).click();
  const calories = page.getByRole("region", { name: "Calories", exact: true });
  await expect(calories).not.toContainText("208 kcal");
  await page.getByRole("button", { name: /Previous day/ }).click();
  await expect(page.getByRole("navigation", { name: "Day shown" })).toContainText("Yesterday");
  await expect(calories).toContainText("208 kcal");
  await expect(page.getByRole("region", { name: "Recent Meals" })).toContainText("Salmon (100 g)");
  await page.getByRole("button", { name: "Back to today" }).click();
  await expect(calories).not.toContainText("208 kcal");
  // On the day after, yesterday's dinner is one tap away.
  await expect(page.getByRole("button", { name: "Copy yesterday's dinner" })).toBeVisible();
});

test("a 3-food lunch from recent foods: at most 6 taps and no keystrokes", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard?tab=meals");
  const headers = { "X-Time-Zone": await browserZone(page) };
  const ids = [await foodId(page, "pasta"), await foodId(page, "tuna"), await foodId(page, "tomato")];
  const yesterdaysLunch = {
    mealType: "lunch",
    date: await localDay(page, 1),
    food: "Lunch",
    calories: 0,
    proteins: 0,
    carbs: 0,
    fats: 0,
    items: ids.map((id) => ({ foodId: id, amountGrams: 100 })),
  };
  expect((await page.request.post("/api/meals", { data: yesterdaysLunch, headers })).status()).toBe(201);

  await atLunchTime(page);
  await page.goto("/dashboard?tab=meals");
  const form = page.getByRole("region", { name: "Add Meal", exact: true });
  const count = new Counter();
  if ((await form.getByLabel("Meal type").inputValue()) !== "lunch") await count.select(form.getByLabel("Meal type"), "Lunch");
  await count.tap(form.getByRole("combobox", { name: "Search the food database" }));
  const recent = form.getByRole("listbox", { name: "Your recent foods" });
  await expect(recent.getByRole("option")).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) {
    // The list stays open after each pick; the foods already chosen are still offered (a second portion).
    await count.tap(recent.getByRole("option").nth(i));
    await expect(form.getByRole("region", { name: "Chosen food" })).toHaveCount(i + 1);
  }
  await count.tap(form.getByRole("button", { name: "Add Meal" }));
  await expect(page.getByText("Meal Added")).toBeVisible();
  expect(count.taps, "taps for a 3-food lunch from recents").toBeLessThanOrEqual(6);
  expect(count.keys, "keystrokes for a 3-food lunch from recents").toBe(0);
  const [meal] = await mealsOf(page, await localDay(page));
  expect(meal).toMatchObject({ mealType: "lunch" });
  expect(meal!.items).toHaveLength(3);
});

test("a My meal is logged from the dashboard in at most 2 taps, with its foods", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard");
  const headers = { "X-Time-Zone": await browserZone(page) };
  const source = {
    mealType: "lunch",
    date: await localDay(page, 1),
    food: "Lunch",
    calories: 0,
    proteins: 0,
    carbs: 0,
    fats: 0,
    items: [
      { foodId: await foodId(page, "rice"), amountGrams: 180 },
      { foodId: await foodId(page, "chicken breast"), amountGrams: 120 },
    ],
  };
  const logged = await page.request.post("/api/meals", { data: source, headers });
  expect(logged.status()).toBe(201);
  const saved = await page.request.post("/api/my-meals", { data: { name: "Gym lunch", mealId: ((await logged.json()) as Meal).id } });
  expect(saved.status()).toBe(201);
  const myMeal = (await saved.json()) as { calories: number; items: { name: string }[] };

  await atLunchTime(page);
  await page.goto("/dashboard");
  const count = new Counter();
  await count.tap(page.getByRole("button", { name: "Add Today's Meal" }));
  const paths = page.getByRole("region", { name: "Log again in one tap" });
  await count.tap(paths.getByRole("button", { name: /^Log Gym lunch,/ }));
  await expect(page.getByText("Meal Added")).toBeVisible();
  expect(count.taps, "taps to log a My meal from the dashboard").toBeLessThanOrEqual(2);
  test.info().annotations.push({ type: "measured", description: `My meal from the dashboard: ${count.taps} taps, 0 keystrokes` });

  const [meal] = await mealsOf(page, await localDay(page));
  expect(meal).toMatchObject({ mealType: "lunch", calories: myMeal.calories });
  expect(meal!.items.map((i) => i.name)).toEqual(myMeal.items.map((i) => i.name));
});
