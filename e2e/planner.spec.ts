import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { registerViaApi } from "./fixtures.ts";

/** Today in the browser's time zone, as the planner's day cards name it ('Thursday 26'). */
async function todayCardName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${new Intl.DateTimeFormat("en", { weekday: "long" }).format(now)} ${now.getDate()}`;
  });
}

test("a user plans the week, customizes a meal, logs it as planned and sees it on the dashboard", async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await registerViaApi(page.request);
  await page.goto("/planner");
  await expect(page.getByRole("heading", { level: 1, name: "Meal Planner" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Schedule Selected" })).toBeVisible();

  // New Schedule: the title is required; the dates default to the current week from Monday.
  await page.getByRole("button", { name: "Create Your First Schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "New Schedule" });
  await dialog.getByRole("button", { name: "Create Schedule" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  const start = await dialog.getByLabel("Start date").inputValue();
  expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
  await dialog.getByLabel("Title").fill("This week");
  await dialog.getByRole("button", { name: "Create Schedule" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Schedule", { exact: true })).toContainText("This week");

  // Generate Plan fills the seven days.
  await page.getByRole("button", { name: "Generate Plan" }).click();
  await expect(page.getByText("Meal Plan Generated")).toBeVisible({ timeout: 20_000 });
  const today = page.getByRole("region", { name: await todayCardName(page) });
  await expect(today.getByRole("listitem")).toHaveCount(4);
  await expect(today).toContainText(/of \d[\d,]* kcal planned/);

  // Customize Meal: 2 servings and a note.
  const lunch = today.getByRole("listitem").filter({ hasText: "Lunch" });
  const recipe = (await lunch.locator("p").nth(1).textContent())!.trim();
  await lunch.getByRole("button", { name: `Customize ${recipe}` }).click();
  const customize = page.getByRole("dialog", { name: "Customize Meal" });
  await customize.getByLabel("Servings").fill("11");
  await customize.getByRole("button", { name: "Save" }).click();
  await expect(customize.getByText("Servings must be a whole number from 1 to 10")).toBeVisible();
  await customize.getByLabel("Servings").fill("2");
  await customize.getByLabel("Personal notes").fill("Less salt");
  await customize.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Meal Updated")).toBeVisible();
  await expect(lunch).toContainText("2 servings");
  await expect(lunch).toContainText("Less salt");

  // Ate as planned: the meal is logged and marked eaten.
  await lunch.getByRole("button", { name: `Ate ${recipe} as planned` }).click();
  await expect(page.getByText("Meal logged")).toBeVisible();
  await expect(lunch.getByText("Eaten", { exact: true })).toBeVisible();
  await expect(today).toContainText(/[1-9][\d,]* kcal eaten/);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The grocery list: foods summed by aisle; a check mark is kept on the server (it survives a reload).
  await page.getByRole("button", { name: "Grocery list" }).click();
  let grocery = page.getByRole("dialog", { name: "Grocery list" });
  const firstBox = grocery.getByRole("checkbox").first();
  await expect(firstBox).toBeVisible({ timeout: 20_000 });
  const food = (await grocery.locator("li label span").first().textContent())!.trim();
  await firstBox.check();
  await expect(firstBox).toBeChecked();
  await expect(grocery.getByRole("heading", { level: 3 }).first()).toBeVisible();
  const groceryAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(groceryAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // The week's PDF (a trial account has the plan export).
  const download = page.waitForEvent("download");
  await grocery.getByRole("link", { name: "Download PDF" }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = fs.readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  await page.reload();
  await page.getByRole("button", { name: "Grocery list" }).click();
  grocery = page.getByRole("dialog", { name: "Grocery list" });
  await expect(grocery.getByRole("checkbox", { name: new RegExp(food.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first()).toBeChecked({ timeout: 20_000 });
  await page.keyboard.press("Escape");

  await page.goto("/dashboard");
  await expect(page.getByText(recipe).first()).toBeVisible();
});

test("a visitor filters the recipes, opens one and scales it; a user's allergy is marked, not hidden", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/recipes");
  await expect(page.getByRole("heading", { level: 1, name: "Recipe Browser" })).toBeVisible();
  const list = page.getByRole("list", { name: "Recipes" });
  await expect(list.getByRole("heading").first()).toBeVisible();
  // Over 300 recipes, shown 24 at a time.
  const total = async () =>
    Number(/of ([\d,]+) recipes/.exec((await page.getByText(/^Showing \d+ of [\d,]+ recipes$/).textContent())!)![1]!.replace(",", ""));
  const all = await total();
  expect(all).toBeGreaterThanOrEqual(300);
  await expect(list.getByRole("heading")).toHaveCount(24);
  await page.getByRole("button", { name: "Show more recipes" }).click();
  await expect(list.getByRole("heading")).toHaveCount(48);
  await expect(page.getByText(`Showing 48 of ${all.toLocaleString("en")} recipes`)).toBeVisible();
  const reply = page.waitForResponse((r) => r.url().includes("/api/recipes?") && r.url().includes("diets=vegan"));
  await page.getByLabel("Diet").selectOption({ label: "Vegan" });
  await reply;
  await expect.poll(total).toBeLessThan(all);
  await expect(list.getByRole("heading")).toHaveCount(24);
  await page.getByLabel("Search recipes").fill("zzzz no such dish");
  await expect(page.getByText("No recipes found")).toBeVisible();
  await page.getByLabel("Search recipes").fill("");

  const first = list.getByRole("heading").first();
  const name = (await first.textContent())!.trim();
  await first.getByRole("button").click();
  const dialog = page.getByRole("dialog", { name });
  const grams = async () => (await dialog.getByRole("listitem").first().textContent())!;
  const before = await grams();
  await dialog.getByRole("button", { name: "More servings" }).click();
  await expect.poll(grams).not.toBe(before);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.keyboard.press("Escape");

  // A signed-in user allergic to gluten sees gluten dishes marked.
  await registerViaApi(page.request);
  const saved = await page.request.put("/api/preferences", { data: { allergies: ["gluten"] } });
  expect(saved.status()).toBe(200);
  await page.goto("/recipes");
  await expect(page.getByText("Contains Gluten, one of your allergies").first()).toBeVisible();
});

test("a visitor builds a demo plan in the browser, registers and keeps it", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/planner");
  await expect(page.getByRole("heading", { name: "Demo meal planner" })).toBeVisible();
  await page.getByRole("button", { name: "Create Your First Schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "New Schedule" });
  await dialog.getByLabel("Title").fill("Demo week");
  await dialog.getByRole("button", { name: "Create Schedule" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Generate Plan" }).click();
  await expect(page.getByText("Demo meal plan created! Sign up to save and personalize.")).toBeVisible({ timeout: 20_000 });
  const today = page.getByRole("region", { name: await todayCardName(page) });
  await expect(today.getByRole("listitem")).toHaveCount(4);
  const recipes = await today.getByRole("listitem").locator("p").allTextContents();
  // Kept in the browser, one key per schedule: a reload shows the same plan.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("np_demo_plan:")).length)).toBe(1);
  await page.reload();
  await expect(today.getByRole("listitem")).toHaveCount(4);
  expect(await today.getByRole("listitem").locator("p").allTextContents()).toEqual(recipes);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Registration: the planner offers to keep the demo schedule, copied to the account.
  await registerViaApi(page.request);
  await page.goto("/planner");
  await expect(page.getByRole("heading", { name: "Keep your demo meal plan?" })).toBeVisible();
  await page.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByText("Your demo plan is saved to your account")).toBeVisible();
  await expect(page.getByLabel("Schedule", { exact: true })).toContainText("Demo week");
  await expect(today.getByRole("listitem")).toHaveCount(4);
  await expect(today.getByRole("listitem").first()).toContainText(recipes[0]!.split("\n")[0]!.slice(0, 10));
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("np_demo_plan:")).length)).toBe(0);
});

test("the demo planner and the grocery list in Italian", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  await context.addCookies([{ name: "np_locale", value: "it", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/planner");
  await expect(page.getByRole("heading", { name: "Pianificatore demo" })).toBeVisible();
  // A schedule this browser does not hold: 'Schedule not found', in Italian.
  await page.goto("/planner?schedule=12345");
  await expect(page.getByText("Programma non trovato")).toBeVisible();
  await registerViaApi(page.request);
  const start = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  const end = await page.evaluate((s) => {
    const d = new Date(`${s}T12:00:00`);
    d.setDate(d.getDate() + 6);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }, start);
  const created = await page.request.post("/api/meal-plans/schedules", { data: { title: "Settimana", startDate: start, endDate: end, period: "weekly" } });
  expect(created.status()).toBe(201);
  expect((await page.request.post("/api/meal-plans/generate", { data: { scheduleId: (await created.json()).id, regenerateAll: true } })).status()).toBe(200);
  await page.goto("/planner");
  await page.getByRole("button", { name: "Lista della spesa" }).click();
  const grocery = page.getByRole("dialog", { name: "Lista della spesa" });
  await expect(grocery.getByRole("checkbox").first()).toBeVisible({ timeout: 20_000 });
  await expect(grocery.getByRole("link", { name: "Scarica PDF" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await context.close();
});
