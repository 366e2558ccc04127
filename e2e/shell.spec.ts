import http from "node:http";
import type { AddressInfo } from "node:net";
import { AxeBuilder } from "@axe-core/playwright";
import { SPEC_ROUTES } from "@app/shared";
import { expect, test } from "@playwright/test";
import { registerViaApi } from "./fixtures.ts";

test("an unknown path shows the 404 page, with the status 404", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("/no/such/page")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "Try Food Analyzer" }).click();
  await expect(page).toHaveURL(/\/food-analyzer$/);
});

test("every route of the spec answers with a page, not the 404", async ({ page }) => {
  test.setTimeout(120_000);
  await registerViaApi(page.request);
  for (const route of SPEC_ROUTES) {
    const res = await page.goto(route);
    expect(res?.status(), route).toBe(200);
    await expect(page.locator("main h1").first(), route).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" }), route).toHaveCount(0);
  }
});

test("the language switch turns the app Italian and is remembered", async ({ page }) => {
  await page.goto("/auth?mode=login");
  await page.getByLabel("Language").selectOption("it");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page.getByRole("button", { name: "Accedi" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByText("Inserisci sia il nome utente sia la password")).toBeVisible();
});

test("a signed-in screen's texts follow a change of language in both directions", async ({ page }) => {
  // The signed-in screens' texts are a separate download per language (decision 0005): switching must fetch them.
  await registerViaApi(page.request);
  await page.goto("/dashboard?tab=meals");
  await expect(page.getByRole("tab", { name: "Meals" })).toBeVisible();
  await page.getByLabel("Language").selectOption("it");
  await expect(page.getByRole("tab", { name: "Pasti" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Obiettivi" })).toBeVisible();
  // A new page in Italian, then back to English on it.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Pasti" })).toBeVisible();
  await page.getByLabel("Lingua").selectOption("en");
  await expect(page.getByRole("tab", { name: "Meals" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Goals" })).toBeVisible();
});

test("a link with an #anchor to another page lands on the anchor, wherever the previous page was scrolled", async ({ page }) => {
  await registerViaApi(page.request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Choose the plan that fits you" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.getByRole("button", { name: "Menu" }).filter({ visible: true }).first().click();
  await page.getByRole("link", { name: "AI Recommendations" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\?tab=meals#ai-suggestions$/);
  const sectionTop = () => page.evaluate(() => Math.round(document.getElementById("ai-suggestions")?.getBoundingClientRect().top ?? -1));
  await expect.poll(sectionTop, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
  await expect.poll(sectionTop, { timeout: 10_000 }).toBeLessThan(200);
});

test("a page that failed to load while offline loads once the connection is back, without a reload", async ({ page, context }) => {
  await page.goto("/");
  // Every section (and its code) is there before going offline: a key renders them all (decision 0016).
  await expect(page.locator("#sample-meal-plan-title")).toBeAttached();
  await expect(async () => {
    await page.keyboard.press("End");
    await expect(page.locator("#faq-title")).toBeAttached({ timeout: 3_000 });
  }).toPass();
  await context.setOffline(true);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "How It Works" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await context.setOffline(false);
  await footer.getByRole("link", { name: "Guide" }).click();
  await expect(page.locator("main h1").first()).not.toHaveText("Something went wrong");
  await footer.getByRole("link", { name: "How It Works" }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toHaveCount(0);
  await expect(page.locator("main h1").first()).toBeVisible();
});

test("the language the server chose from the np_locale cookie stays when the app starts", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: "en-US" });
  await context.addCookies([{ name: "np_locale", value: "it", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Scegli il piano adatto a te" })).toBeVisible();
  // The app has started (the language select works only then) and kept Italian.
  await expect(page.getByLabel("Lingua")).toHaveValue("it");
  // Once the app has loaded everything it asks for, nothing is left that could switch the language back.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Scegli il piano adatto a te" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await context.close();
});

for (const width of [375, 1280]) {
  test(`the auth page and the 404 page have no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/auth", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => v.id),
        path,
      ).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}

test("a page on another site can neither log the user out nor post a meal", async ({ page, baseURL }) => {
  await registerViaApi(page.request);
  // The attacker's page lives on another site (127.0.0.1 instead of localhost).
  const attacker = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><title>win a prize</title>
      <form id="f" method="POST" action="${baseURL}/api/meals" enctype="text/plain">
        <input name='{"food":"forged","calories":1,"proteins":1,"carbs":1,"fats":1,"mealType":"lunch","x":"' value='"}'>
      </form>
      <script>
        fetch("${baseURL}/api/logout", { method: "POST", credentials: "include", mode: "no-cors" })
          .finally(() => document.getElementById("f").submit());
      </script>`);
  });
  await new Promise<void>((r) => attacker.listen(0, "127.0.0.1", r));
  try {
    const port = (attacker.address() as AddressInfo).port;
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/meals"));
    await page.goto(`http://127.0.0.1:${port}/`);
    expect([401, 403, 415]).toContain((await posted).status());
    expect((await page.request.get("/api/user")).status()).toBe(200);
    expect(await (await page.request.get("/api/meals")).json()).toEqual([]);
  } finally {
    attacker.close();
  }
});
