import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { registerViaApi } from "./fixtures.ts";

/** Today in the browser's time zone, as the planner's day cards name it ('Thursday 26'). */
async function todayCardName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${new Intl.DateTimeFormat("en", { weekday: "long" }).format(now)} ${now.getDate()}`;
  });
}

test("a user plans the week, customizes a meal, logs it as planned and sees it on the dashboard", async ({ page }) => {
  test.setTimeout(90_000);
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

  await page.goto("/dashboard");
  await expect(page.getByText(recipe).first()).toBeVisible();
});

test("a visitor filters the recipes, opens one and scales it; a user's allergy is marked, not hidden", async ({ page }) => {
  test.setTimeout(90_000);
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
