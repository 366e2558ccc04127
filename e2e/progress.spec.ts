import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { registerViaApi } from "./fixtures.ts";

const browserZone = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
/** The browser's calendar day `back` days before today. */
const localDay = (page: Page, back = 0) =>
  page.evaluate((days) => {
    const d = new Date(Date.now() - days * 86_400_000);
    return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
  }, back);

async function logMealOn(page: Page, date: string) {
  const res = await page.request.post("/api/meals", {
    data: { food: "Porridge", calories: 420, proteins: 14, carbs: 60, fats: 9, mealType: "breakfast", date },
    headers: { "X-Time-Zone": await browserZone(page) },
  });
  expect(res.status()).toBe(201);
}

test("logging meals day after day grows the streak, earns badges with a toast, and weigh-ins draw the trend", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/progress");
  await expect(page.getByRole("heading", { name: "Progress", level: 1 })).toBeVisible();
  await expect(page.getByTestId("current-streak")).toHaveText("Log a meal today to start a streak.");

  // Six days of meals (logged through the API, dated on past days), then the page.
  for (let back = 6; back >= 1; back--) await logMealOn(page, await localDay(page, back));
  await page.reload();
  await expect(page.getByTestId("current-streak")).toHaveText("6 days in a row");
  await expect(page.getByTestId("total-points")).toHaveText("60 points");
  const badges = page.getByRole("region", { name: "Badges" });
  await expect(badges.locator('[data-badge="first-steps"]')).toHaveAttribute("data-earned", "true");
  await expect(badges.locator('[data-badge="week-warrior"]')).toHaveAttribute("data-earned", "false");
  await expect(badges.locator('[data-badge="week-warrior"]')).toContainText("Log meals 7 days in a row");

  // Today's meal makes it 7 days: the bonus, two badges and a new level, each announced.
  await logMealOn(page, await localDay(page, 0));
  await page.reload();
  await expect(page.getByText("Badge earned: Week Warrior")).toBeVisible();
  await expect(page.getByText("Badge earned: Century Club")).toBeVisible();
  await expect(page.getByText("Level 2 reached!")).toBeVisible();
  await expect(page.getByTestId("total-points")).toHaveText("120 points");
  await expect(badges.locator('[data-badge="week-warrior"]')).toHaveAttribute("data-earned", "true");
  await expect(page.getByRole("region", { name: "Points history" })).toContainText("7-day streak reached");

  // Two weigh-ins through the form: they list with their trend, and the chart shows.
  const weight = page.getByRole("region", { name: "Weight log" });
  await weight.getByLabel("Date", { exact: true }).fill(await localDay(page, 1));
  await weight.getByLabel("Weight", { exact: true }).fill("80");
  await weight.getByRole("button", { name: "Add weigh-in" }).click();
  await expect(page.getByText("Weigh-in saved")).toBeVisible();
  await weight.getByLabel("Date", { exact: true }).fill(await localDay(page, 0));
  await weight.getByLabel("Weight", { exact: true }).fill("79");
  await weight.getByRole("button", { name: "Add weigh-in" }).click();
  await expect(weight.getByTestId("weigh-in-list").getByRole("listitem")).toHaveCount(2);
  await expect(weight.getByTestId("weigh-in-list")).toContainText("79.0 kg, trend 79.9 kg");
  await expect(weight.getByRole("figure", { name: "Weight and trend over time" }).locator(".recharts-surface").first()).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});

test("visitors see example progress", async ({ page }) => {
  await page.goto("/demo/progress");
  await expect(page.getByRole("heading", { name: "Demo Progress", level: 1 })).toBeVisible();
  await expect(page.getByText("Example progress. Register to earn your own points and badges.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Badges" }).locator('[data-earned="true"]').first()).toBeVisible();
});
