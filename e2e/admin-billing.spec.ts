import fs from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_ACCESS_CODE, registerViaApi } from "./fixtures.ts";

// Issue 20, second half: Stripe settings, payments and promo codes on /admin.

async function signInAsAdmin(page: Page) {
  await page.goto("/admin-login");
  await page.getByLabel("Access code").fill(ADMIN_ACCESS_CODE);
  await page.getByRole("button", { name: "Access System" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function switchMode(page: Page, tab: string, mode: string) {
  await page.getByRole("tab", { name: tab }).click();
  await page.getByRole("button", { name: `Switch to ${mode} mode` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Change Stripe mode" });
  await expect(confirm).toContainText(`Are you sure you want to change to ${mode} mode?`);
  await confirm.getByRole("button", { name: "Change mode" }).click();
  await expect(page.getByText(`Stripe mode changed to ${mode}. Server restart may be required.`)).toBeVisible();
  await expect(page.getByTestId("current-stripe-mode")).toHaveText(mode.toUpperCase());
}

test("the administrator changes the Stripe mode with the confirmation, creates, copies and exports a promo code", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsAdmin(page);

  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Stripe settings" }).click();
  await expect(page).toHaveURL(/\/admin\/stripe-settings$/);
  await expect(page.getByTestId("current-stripe-mode")).toHaveText("TEST");
  await page.getByRole("tab", { name: "Production Mode" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("pk_live_e2e_fake_publishable");
  await expect(page.getByRole("tabpanel")).not.toContainText("sk_live_");
  await switchMode(page, "Production Mode", "production");
  // Back to test mode, as the other tests expect.
  await switchMode(page, "Test Mode", "test");
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByTestId("current-stripe-mode")).toHaveText("TEST");

  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Promo codes" }).click();
  await expect(page).toHaveURL(/\/admin\/codes$/);
  // The spec's rule: a description is required.
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("La descrizione è obbligatoria")).toBeVisible();

  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel("Description").fill("Browser test, with a comma");
  await page.getByLabel("Custom code").fill(code.toLowerCase());
  await expect(page.getByLabel("Custom code")).toHaveValue(code);
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("Codice promozionale creato con successo").first()).toBeVisible();
  const item = page.getByRole("article", { name: code });
  await expect(item).toBeVisible();
  await expect(item.getByTestId("promo-uses")).toHaveText("0/100");
  await expect(item).toContainText("10%");

  await item.getByRole("button", { name: `Copy ${code}` }).click();
  await expect(page.getByText("Codice copiato negli appunti").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^promo-codes-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("code,type,value,description,max uses,current uses,active,expiry,created\r\n")).toBe(true);
  expect(csv).toContain(`${code},discount,10,"Browser test, with a comma",100,0,yes,,`);

  await item.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("Stato del codice aggiornato").first()).toBeVisible();
  await expect(item).toContainText("Inactive");
  await item.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Codice promozionale eliminato").first()).toBeVisible();
  await expect(page.getByRole("article", { name: code })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Payments" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Active subscriptions" })).toBeVisible();
  for (const tab of ["Panoramica", "Abbonamenti Attivi", "In Scadenza", "Inattivi"])
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
});

test("a trial user typing the admin payment URLs gets 'Access Denied'", async ({ page }) => {
  await registerViaApi(page.request);
  for (const url of ["/admin/codes", "/admin/payments", "/admin/stripe-settings"]) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("You don't have permission to access the admin dashboard.").first()).toBeVisible();
  }
  expect((await page.request.get("/api/admin/promo-codes")).status()).toBe(403);
  expect((await page.request.post("/api/admin/stripe-mode", { data: { mode: "test" } })).status()).toBe(403);
});

for (const width of [375, 1280]) {
  for (const [url, heading] of [
    ["/admin/stripe-settings", "Stripe Settings"],
    ["/admin/payments", "Payments"],
    ["/admin/codes", "Promo Codes"],
  ] as const) {
    test(`${url} has no accessibility violations and fits ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }
}
