import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_ACCESS_CODE, registerViaApi } from "./fixtures.ts";

// Issue 20: the administrator runs the product from /admin; nobody else gets in.

async function signInAsAdmin(page: Page) {
  await page.goto("/admin-login");
  await page.getByLabel("Access code").fill(ADMIN_ACCESS_CODE);
  await page.getByRole("button", { name: "Access System" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function axeCheck(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the administrator signs in with the code, finds a user, grants a plan and reads the outbox", async ({ page, browser }) => {
  // A user who asked for a password reset: the mail is what the operator reads.
  const userContext = await browser.newContext();
  const account = await registerViaApi(userContext.request);
  expect((await userContext.request.post("/api/auth/generate-reset-code", { data: { email: account.email } })).status()).toBe(200);

  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const system = page.getByRole("region", { name: "System settings" });
  await expect(system.getByText("ACTIVE")).toBeVisible();
  await expect(system.getByText("PGlite", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Stripe mode" }).getByTestId("stripe-mode")).toHaveText(/^(TEST|PRODUCTION|UNKNOWN)$/);
  await system.getByRole("button", { name: "Restart Server" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restart Server" });
  await expect(confirm).toContainText("Are you sure you want to restart the server?");
  await confirm.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel("Search by name or e-mail").fill(account.username);
  await page.getByRole("button", { name: "Search" }).click();
  const card = page.getByRole("article", { name: account.username });
  await expect(card).toContainText(account.email);
  await expect(card).toContainText("Trial");
  await card.getByLabel("Plan to grant").selectOption("premium-yearly");
  await card.getByLabel("Days").fill("30");
  await card.getByRole("button", { name: "Grant plan" }).click();
  await expect(page.getByText(`Premium yearly granted to ${account.username}`)).toBeVisible();
  await expect(card.getByRole("definition").filter({ hasText: "Premium yearly" })).toBeVisible();
  // The user sees the plan on their own account.
  expect(await (await userContext.request.get("/api/trial-status")).json()).toMatchObject({
    subscriptionPlan: "premium-yearly",
    isPremium: true,
  });

  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Outbox" }).click();
  const mail = page.getByRole("listitem").filter({ hasText: account.email }).first();
  await expect(mail).toBeVisible();
  await expect(mail.locator("pre")).toContainText(/\b\d{6}\b/);

  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "user.plan.grant" }).first()).toBeVisible();
  await userContext.close();
});

test("a signed-in user typing /admin gets 'Access Denied' and is sent home", async ({ page }) => {
  await registerViaApi(page.request);
  for (const url of ["/admin", "/admin/users", "/admin/outbox"]) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("You don't have permission to access the admin dashboard.").first()).toBeVisible();
  }
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
});

// One test per screen and width: a slow machine times out one screen, never the list.
for (const width of [375, 1280]) {
  for (const [url, heading] of [
    ["/admin", "Admin Dashboard"],
    ["/admin/users", "Users"],
    ["/admin/outbox", "Outbox"],
    ["/admin/audit-log", "Audit log"],
  ] as const) {
    test(`${url} has no accessibility violations and fits ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      if (url !== "/admin") await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      await axeCheck(page);
    });
  }
}
