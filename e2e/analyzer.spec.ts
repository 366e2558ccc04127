import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { registerViaApi } from "./fixtures.ts";

/** A nutrition label rendered in the browser and photographed: per 100 g, English wording. */
async function labelPhoto(page: Page): Promise<Buffer> {
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">
    <div id="label" style="font-family:Arial,Helvetica,sans-serif;width:420px;padding:16px;border:3px solid #000;font-size:20px;color:#000">
      <div style="font-size:28px;font-weight:bold;border-bottom:6px solid #000">Nutrition Facts</div>
      <table style="width:100%;font-size:20px;border-collapse:collapse">
        <tr><th style="text-align:left">Typical values</th><th style="text-align:right">per 100 g</th></tr>
        <tr><td>Energy</td><td style="text-align:right">1580 kJ / 374 kcal</td></tr>
        <tr><td>Fat</td><td style="text-align:right">2.5 g</td></tr>
        <tr><td>of which saturates</td><td style="text-align:right">0.5 g</td></tr>
        <tr><td>Carbohydrate</td><td style="text-align:right">78 g</td></tr>
        <tr><td>of which sugars</td><td style="text-align:right">12 g</td></tr>
        <tr><td>Fibre</td><td style="text-align:right">6 g</td></tr>
        <tr><td>Protein</td><td style="text-align:right">8 g</td></tr>
        <tr><td>Salt</td><td style="text-align:right">0.8 g</td></tr>
      </table>
    </div></body></html>`);
  return page.locator("#label").screenshot();
}

test("a label photo with the grams eaten gives its values, and goes into today's meals", async ({ page }) => {
  // The first analysis of the run starts the OCR model in its worker process: a cold start of a few seconds on
  // a quiet machine, 13 s measured on a busy one. The test's other steps keep the usual budget.
  test.setTimeout(60_000);
  await registerViaApi(page.request);
  const photo = await labelPhoto(page);

  await page.goto("/food-analyzer");
  await expect(page.getByRole("heading", { level: 1, name: "Food Analyzer" })).toBeVisible();
  await page.getByTestId("analyzer-upload-input").setInputFiles({ name: "cereal-label.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByText("Ready for Analysis")).toBeVisible();
  await page.getByLabel("Amount eaten (g)").fill("40");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();

  // 374 kcal, 8 g protein, 78 g carbohydrate and 2.5 g fat per 100 g, for 40 g.
  await expect(page.getByTestId("analyzer-total-calories")).toHaveText("150 kcal", { timeout: 20_000 });
  const table = page.getByRole("table", { name: "Nutrition per item" });
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText("40 g");
  await expect(row).toContainText("3.2 g");
  await expect(row).toContainText("31.2 g");
  await expect(row).toContainText("1 g");
  await expect(page.getByText(/^Read from the nutrition label ·/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Analyze again" })).toBeVisible();
  const food = (await row.getByRole("rowheader").innerText()).split("\n")[0]!.trim();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  await page.getByLabel("Meal type").selectOption({ label: "Lunch" });
  await page.getByRole("button", { name: "Add to my meals" }).click();
  await expect(page.getByText("Meal added")).toBeVisible();

  await page.goto("/dashboard?tab=meals");
  const history = page.getByRole("region", { name: "Meal History", exact: true });
  await expect(history.getByRole("row").filter({ hasText: food })).toContainText("150");
  const meals = (await (await page.request.get("/api/meals")).json()) as {
    food: string;
    calories: number;
    proteins: number;
    carbs: number;
    fats: number;
    mealType: string;
  }[];
  expect(meals).toHaveLength(1);
  expect(meals[0]).toMatchObject({ food, calories: 150, proteins: 3, carbs: 31, fats: 1, mealType: "lunch" });
});

test("a visitor gets one free analysis; the second attempt shows 'Free Trial Used'; bad files are refused", async ({ page }) => {
  await page.goto("/food-analyzer");
  await expect(page.getByText("Try it free: one analysis without an account.")).toBeVisible();

  // An AVIF is refused in the browser before anything is sent.
  const avif = Buffer.from([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66, 0, 0, 0, 0]);
  await page.getByTestId("analyzer-upload-input").setInputFiles({ name: "photo.avif", mimeType: "image/avif", buffer: avif });
  await expect(page.getByText("AVIF images are not supported. Please upload a JPG, JPEG, PNG, GIF, or WebP image file")).toBeVisible();

  await page.getByLabel("Describe your meal").fill("2 eggs and 150 g greek yogurt");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(page.getByTestId("analyzer-total-calories")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Free analysis complete")).toBeVisible();

  await page.getByRole("button", { name: "Analyze again" }).click();
  await expect(
    page.getByText("You've already used your free trial. Please create an account to continue using this feature."),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem(`foodAnalyzerTrialUsed_${location.hostname}`))).toBe("true");
  await expect(page.getByRole("link", { name: "Create Account" }).first()).toHaveAttribute(
    "href",
    "/auth?mode=register&redirectTo=/food-analyzer",
  );

  // The reset screen clears the browser's flag, the server gives this browser its free analysis back (within
  // the address's daily ceiling), and the screen comes back after 2 seconds: what it says holds.
  await page.goto("/api/reset-trial");
  await expect(page.getByText("Your free trial has been reset.")).toBeVisible();
  await expect(page).toHaveURL(/\/food-analyzer$/, { timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem(`foodAnalyzerTrialUsed_${location.hostname}`))).toBeNull();
  await page.getByLabel("Describe your meal").fill("an apple");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(page.getByTestId("analyzer-total-calories")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Free analysis complete")).toBeVisible();
});

test("on a phone the analyzer's item table and the 'Free Trial Used' toast fit 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/food-analyzer");
  await page.getByLabel("Describe your meal").fill("2 eggs, 150 g greek yogurt and a banana");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(page.getByTestId("analyzer-total-calories")).toBeVisible({ timeout: 20_000 });
  const table = page.locator("main table").first();
  await expect(table).toBeVisible();
  expect(await table.evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth), "the item table scrolls sideways").toBeLessThanOrEqual(
    0,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Analyze again" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "You've already used your free trial." });
  await expect(toast).toBeVisible();
  for (const part of [toast, toast.getByRole("button", { name: "Log In" }), toast.getByRole("button", { name: "Create Account" })]) {
    const box = (await part.boundingBox())!;
    expect(box.x, "starts on screen").toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, "ends on screen").toBeLessThanOrEqual(375);
  }
});
