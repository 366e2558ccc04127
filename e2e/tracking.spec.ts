import fs from "node:fs";
import { friendlyFoodName } from "@app/shared";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { registerViaApi } from "./fixtures.ts";

/** The browser's own time zone, sent with API calls so the server dates them as the page does. */
const browserZone = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Today, and `back` days before, in the browser's time zone. */
const localDay = (page: Page, back = 0) =>
  page.evaluate((days) => {
    const d = new Date(Date.now() - days * 86_400_000);
    return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
  }, back);

async function logMealViaApi(page: Page, meal: Record<string, unknown>) {
  const res = await page.request.post("/api/meals", { data: meal, headers: { "X-Time-Zone": await browserZone(page) } });
  expect(res.status()).toBe(201);
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a meal added from a preset shows on the dashboard card and in the list", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard?tab=meals");
  const form = card(page, "Add Meal");
  await form.getByLabel("Meal type").selectOption({ label: "Breakfast" });
  await form.getByLabel("Preset food").selectOption({ label: "Greek yogurt (150 g) · 145 kcal" });
  await expect(form.getByLabel("Food", { exact: true })).toHaveValue("Greek yogurt (150 g)");
  await expect(form.getByLabel("Calories (kcal)")).toHaveValue("145");
  await form.getByRole("button", { name: "Add Meal" }).click();
  await expect(page.getByText("Meal Added")).toBeVisible();
  // The form is ready for the next meal.
  await expect(form.getByLabel("Food", { exact: true })).toHaveValue("");

  const history = card(page, "Meal History");
  const todayHeading = await page.evaluate(
    (day) => {
      const parts = new Intl.DateTimeFormat("en", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).formatToParts(new Date(`${day}T00:00:00Z`));
      const get = (type: string) => parts.find((p) => p.type === type)?.value;
      return `${get("weekday")}, ${get("day")} ${get("month")} ${get("year")}`;
    },
    await localDay(page),
  );
  const table = history.getByRole("table", { name: todayHeading });
  await expect(table.getByRole("row", { name: /Greek yogurt \(150 g\)/ })).toContainText("145");
  await expect(table.getByRole("row", { name: /Greek yogurt \(150 g\)/ })).toContainText("15/6/5 g");

  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(card(page, "Calories")).toContainText("145 kcal");
  await expect(card(page, "Protein")).toContainText("15 g");
  await expect(card(page, "Calories")).toContainText("No calorie goal set");
  await expect(card(page, "Recent Meals")).toContainText("Greek yogurt (150 g)");

  // Edit it, then delete it behind the confirmation.
  await page.getByRole("tab", { name: "Meals" }).click();
  await history.getByRole("button", { name: "Edit Greek yogurt (150 g)" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Meal" });
  await edit.getByLabel("Calories (kcal)").fill("150.6");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Meal Updated")).toBeVisible();
  // Rounded to a whole number on save.
  await expect(table.getByRole("row", { name: /Greek yogurt/ })).toContainText("151");
  await history.getByRole("button", { name: "Delete Greek yogurt (150 g)" }).click();
  await page.getByRole("alertdialog", { name: "Delete this meal?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Meal Deleted")).toBeVisible();
  await expect(history.getByText("No meals logged yet. Add your first meal with the form.")).toBeVisible();
});

test("a meal logged by searching a food with a typo gets the food's values for 150 g", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard?tab=meals");
  const form = card(page, "Add Meal");
  await form.getByLabel("Meal type").selectOption({ label: "Lunch" });
  const search = form.getByRole("combobox", { name: "Search the food database" });
  await search.fill("chiken brest");
  const first = form.getByRole("listbox", { name: "Search the food database" }).getByRole("option").first();
  await expect(first).toContainText(/chicken/i);
  await expect(first).toContainText(/breast/i);
  const kcalPer100 = Number(/([\d.,]+) kcal per 100 g/.exec((await first.textContent()) ?? "")?.[1]?.replace(",", ""));
  expect(kcalPer100).toBeGreaterThan(0);
  await search.press("ArrowDown");
  await search.press("Enter");

  const chosen = form.getByRole("region", { name: "Chosen food" });
  await expect(chosen).toBeVisible();
  await chosen.getByLabel("Amount").fill("150");
  const calories = Math.round((kcalPer100 * 150) / 100);
  await expect(form.getByText(/^Total: /)).toContainText(`Total: ${calories} kcal`);
  const food = (await chosen
    .getByText(/chicken/i)
    .first()
    .textContent())!.trim();
  await form.getByRole("button", { name: "Add Meal" }).click();
  await expect(page.getByText("Meal Added")).toBeVisible();

  const row = card(page, "Meal History").getByRole("row").filter({ hasText: food });
  await expect(row).toContainText(String(calories));
  // The meal remembers where its numbers came from.
  const meals = (await (await page.request.get("/api/meals")).json()) as {
    food: string;
    foodId: number | null;
    amountGrams: number | null;
  }[];
  // Named with the food's short name ('Chicken, breast, raw'); the full name stays in the chosen food's panel.
  expect(meals[0]).toMatchObject({ food: friendlyFoodName(food), amountGrams: 150 });
  expect(meals[0]?.foodId).toEqual(expect.any(Number));
  // …and the same request made the food one of the user's recent foods.
  const recent = (await (await page.request.get("/api/foods/recent")).json()) as { id: number }[];
  expect(recent.map((f) => f.id)).toContain(meals[0]?.foodId);
});

test("a new goal shows on the cards with its percent and a bar capped at 100 %", async ({ page }) => {
  await registerViaApi(page.request);
  await logMealViaApi(page, { food: "Big lunch", calories: 2000, proteins: 70, carbs: 45, fats: 30, mealType: "Lunch" });
  await page.goto("/dashboard");

  await page.getByRole("tab", { name: "Goals" }).click();
  await expect(card(page, "Active Goal")).toContainText("Not Set");
  const form = card(page, "Create a Nutrition Goal");
  await expect(form.getByLabel("Calories (kcal)")).toHaveValue("2000");
  await form.getByLabel("Goal type").selectOption({ label: "Weight loss" });
  await expect(form.getByLabel("Goal name")).toHaveValue("Weight loss");
  await expect(form.getByLabel("Calories (kcal)")).toHaveValue("1600");
  await form.getByRole("button", { name: "Create Goal" }).click();
  await expect(page.getByText("Goal Created")).toBeVisible();
  await expect(card(page, "Active Goal")).toContainText("Weight loss");
  await expect(card(page, "Active Goal")).toContainText("140 g · 560 kcal");
  await expect(card(page, "Goal History").getByRole("row", { name: /Weight loss/ })).toContainText("Active");

  await page.getByRole("tab", { name: "Overview" }).click();
  // 2000 / 1600 = 125 %: said as it is, while the bar stops at 100 %.
  const calories = card(page, "Calories");
  await expect(calories).toContainText("Daily goal: 1,600 kcal");
  await expect(calories).toContainText("125%");
  await expect(calories.getByRole("progressbar", { name: "Calories" })).toHaveAttribute("aria-valuenow", "100");
  // 70 / 140 = 50 %; 45 / 170 = 26.5 % -> 26 %.
  await expect(card(page, "Protein")).toContainText("50%");
  await expect(card(page, "Protein").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  await expect(card(page, "Carbs")).toContainText("26%");
  await expect(card(page, "Nutritional Goal")).toContainText("Weight loss");
  await expect(card(page, "Nutritional Goal").getByRole("button", { name: "Manage Goals" })).toBeVisible();
});

test("a visitor explores the demo and meets 'Registration Required' when saving", async ({ page }) => {
  await page.goto("/demo/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Guest" })).toBeVisible();
  await expect(card(page, "Nutritional Goal")).toContainText("1,800 kcal");
  await expect(page.getByRole("heading", { name: "Sign In to View Trends" })).toBeVisible();

  await page.getByRole("tab", { name: "Meals" }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard\?tab=meals$/);
  await expect(page.getByText("Create Account to Save Meals")).toBeVisible();
  await card(page, "Add Meal").getByLabel("Preset food").selectOption({ label: "Banana (120 g) · 105 kcal" });
  await card(page, "Add Meal").getByRole("button", { name: "Add Meal" }).click();
  await expect(page.getByText("Registration Required")).toBeVisible();

  await page.getByRole("tab", { name: "Goals" }).click();
  await expect(page.getByText("Create Account to Save Goals")).toBeVisible();
  await card(page, "Create a Nutrition Goal").getByRole("button", { name: "Create Goal" }).click();
  await expect(page.getByText("Registration Required")).toBeVisible();

  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("link", { name: "Create Your Account" })).toBeVisible();

  // The server refuses a visitor's write as well.
  const res = await page.request.post("/api/meals", {
    data: { food: "x", calories: 1, proteins: 1, carbs: 1, fats: 1, mealType: "snack" },
  });
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ error: "REGISTRATION_REQUIRED", message: "Registration Required" });
});

test("on a phone the registration popup offers both ways in and closes by itself", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/demo/dashboard?tab=goals");
  await page.getByRole("button", { name: "Create Goal" }).click();
  const popup = page.getByRole("dialog", { name: "Registration Required" });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("link", { name: "Register Now" })).toHaveAttribute("href", "/auth?tab=register");
  await expect(popup.getByRole("link", { name: "Already have an account? Login" })).toHaveAttribute("href", "/auth?mode=login");
  await expect(popup).toBeHidden({ timeout: 7_000 });
});

test("each tab goes into the history without reloading the page, Back returns to the previous tab, and forceTabChange scrolls to the AI suggestions", async ({
  page,
}) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard");
  await expect(page.getByRole("tab", { name: "Overview", selected: true })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const historyLength = await page.evaluate(() => history.length);

  for (const [label, tab] of [
    ["Meals", "meals"],
    ["Analyze", "analyze"],
    ["Goals", "goals"],
    ["Profile", "profile"],
    ["Overview", "dashboard"],
  ] as const) {
    await page.getByRole("tab", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?tab=${tab}$`));
  }
  await expect(page.getByRole("heading", { name: "Create a Nutrition Goal" })).toHaveCount(0);
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 5);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
  await expect(page.getByRole("tab", { name: "Profile", selected: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  await page.evaluate(() => window.dispatchEvent(new CustomEvent("forceTabChange", { detail: { tab: "meals", hash: "ai-suggestions" } })));
  await expect(page).toHaveURL(/\/dashboard\?tab=meals#ai-suggestions$/);
  const suggestions = page.locator("#ai-suggestions");
  await expect(suggestions.getByRole("heading", { name: "AI Meal Suggestions" })).toBeInViewport();
});

test("an unknown tab opens the overview; the old addresses of the analyzer and the goals open their tabs", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard?tab=nonsense");
  await expect(page.getByRole("tab", { name: "Overview", selected: true })).toBeVisible();
  await page.goto("/dashboard?tab=food-analyzer");
  await expect(page.getByRole("heading", { name: "Food Analyzer" })).toBeVisible();
  await page.goto("/home?section=goals");
  await expect(page.getByRole("heading", { name: "Create a Nutrition Goal" })).toBeVisible();
});

test("the trends chart switches type and period, days without meals counting as zero", async ({ page }) => {
  await registerViaApi(page.request);
  for (const back of [0, 2, 10]) {
    const date = await localDay(page, back);
    await logMealViaApi(page, { food: `Meal ${back}`, calories: 500 + back, proteins: 20, carbs: 50, fats: 10, mealType: "dinner", date });
  }
  await page.goto("/dashboard");

  const trends = card(page, "Nutritional Trends");
  const chart = trends.locator("[data-chart-type]");
  const rows = trends.getByTestId("chart-data").locator("tbody tr");
  await expect(trends.getByRole("radio", { name: "Line" })).toBeChecked();
  await expect(chart).toHaveAttribute("data-chart-type", "line");
  await expect(chart.locator(".recharts-line").first()).toBeVisible();
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(5)).toContainText("0 kcal");
  await expect(rows.nth(4)).toContainText("502 kcal");

  await trends.getByRole("radio", { name: "Bar" }).click();
  await expect(chart).toHaveAttribute("data-chart-type", "bar");
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(chart.locator(".recharts-line")).toHaveCount(0);

  await trends.getByRole("radio", { name: "Area" }).click();
  await expect(chart.locator(".recharts-area").first()).toBeVisible();
  await trends.getByRole("radio", { name: "Mixed" }).click();
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(chart.locator(".recharts-line").first()).toBeVisible();

  await trends.getByRole("radio", { name: "30 days" }).click();
  await expect(chart).toHaveAttribute("data-period", "30");
  await expect(rows).toHaveCount(30);
  await expect(rows.nth(19)).toContainText("510 kcal");
  await trends.getByRole("radio", { name: "14 days" }).click();
  await expect(rows).toHaveCount(14);
  await expect(trends).toContainText("Daily totals over the last 14 days");
});

test("the profile tab exports the data as JSON and the meals as CSV", async ({ page }) => {
  const account = await registerViaApi(page.request);
  await logMealViaApi(page, { food: "Apple (150 g)", calories: 80, proteins: 0, carbs: 21, fats: 0, mealType: "snack" });
  await page.goto("/dashboard?tab=profile");

  // 404: no profile yet, so the prompt; then create one in the side sheet.
  await page.getByRole("button", { name: "Create Profile" }).click();
  const sheet = page.getByRole("dialog", { name: "Create Profile" });
  await expect(sheet.getByLabel("Age")).toHaveValue("30");
  await sheet.getByLabel("Weight (kg)").fill("19");
  await sheet.getByRole("button", { name: "Save Profile" }).click();
  await expect(sheet.getByText("Weight must be at least 20 kg")).toBeVisible();
  await sheet.getByLabel("Weight (kg)").fill("72.5");
  await sheet.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile Saved")).toBeVisible();
  // 72.5 / 1.7² = 25.09 -> 25.1, overweight.
  await expect(card(page, "Body Mass Index")).toContainText("25.1");
  await expect(card(page, "Body Mass Index")).toContainText("Overweight");

  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export All Data (JSON)" }).click()]);
  expect(json.suggestedFilename()).toMatch(/^nutripilot-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await json.path(), "utf8")) as {
    user: { username: string };
    meals: { food: string }[];
    profile: { weight: number };
  };
  expect(data.user.username).toBe(account.username);
  expect(data.meals.map((m) => m.food)).toEqual(["Apple (150 g)"]);
  expect(data.profile.weight).toBe(72.5);
  await expect(page.getByText("Export Ready")).toBeVisible();

  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Meals (CSV)" }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^nutripilot-meals-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await csv.path(), "utf8")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe("id,date,timestamp,mealType,food,calories,proteins,carbs,fats,notes");
  expect(lines[1]).toContain("Apple (150 g)");
});

for (const width of [375, 1280]) {
  test(`the dashboard tabs and the demo have no accessibility violations and fit ${width} px`, async ({ page }) => {
    // Six pages, each checked by axe.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await registerViaApi(page.request);
    await logMealViaApi(page, { food: "Salmon (100 g)", calories: 208, proteins: 20, carbs: 0, fats: 13, mealType: "dinner" });
    // A long name without spaces wraps instead of widening the list.
    await logMealViaApi(page, {
      food: "Supercalifragilisticexpialidocious-protein-pancakes",
      calories: 400,
      proteins: 30,
      carbs: 40,
      fats: 10,
      mealType: "breakfast",
    });
    const goal = await page.request.post("/api/nutrition-goals", {
      data: { name: "Cutting phase for the summer", calories: 1800, proteins: 140, carbs: 160, fats: 60, startDate: await localDay(page) },
    });
    expect(goal.status()).toBe(201);
    for (const path of [
      "/dashboard",
      "/dashboard?tab=meals",
      "/dashboard?tab=goals",
      "/dashboard?tab=profile",
      "/demo/dashboard",
      "/demo/dashboard?tab=meals",
    ]) {
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        path,
      ).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // No table (meal list, goal history) scrolls sideways inside the page either.
      const wideTables = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLTableElement>("main table")]
          .filter((t) => t.offsetWidth > 1 && !t.closest(".sr-only"))
          .filter((t) => t.scrollWidth > t.parentElement!.clientWidth + 1)
          .map((t) => t.getAttribute("aria-labelledby") ?? t.caption?.textContent ?? "a table"),
      );
      expect(wideTables, path).toEqual([]);
    }
  });
}
