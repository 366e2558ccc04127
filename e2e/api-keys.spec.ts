import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ADMIN_ACCESS_CODE, registerViaApi } from "./fixtures.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("/api-keys asks a visitor to log in, and lets a trial user in (API access is part of the trial)", async ({ page }) => {
  await page.goto("/api-keys");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  await main.getByRole("link", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=\/api-keys$/);

  await registerViaApi(page.request);
  await page.goto("/api-keys");
  await expect(page.getByText("You don't have any API keys yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Premium Required" })).toHaveCount(0);
});

test("a key is created, copied, used against /api/v1 and revoked", async ({ page }) => {
  test.setTimeout(90_000);
  await page.request.post("/api/admin-access", { data: { code: ADMIN_ACCESS_CODE } });
  const before = (await (await page.request.get("/api/api-keys")).json()) as { id: number }[];
  for (const key of before) await page.request.delete(`/api/api-keys/${key.id}`);

  await page.goto("/api-keys");
  await expect(page.getByText("You don't have any API keys yet.")).toBeVisible();
  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "New API key" });
  const create = dialog.getByRole("button", { name: "Create", exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Name").fill("   ");
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Name").fill("E2E script");
  await create.click();

  const shown = page.getByRole("dialog", { name: "Your new API key" });
  const key = (await shown.getByTestId("new-api-key").textContent())!.trim();
  expect(key).toMatch(/^np_(live|test)_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByText("This key will not be shown again.", { exact: false })).toBeVisible();
  await shown.getByRole("button", { name: "Copy" }).click();
  await expect(shown.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expect(shown.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4000 });
  expect((await new AxeBuilder({ page }).include("[role=dialog]").analyze()).violations).toEqual([]);
  await shown.getByRole("button", { name: "I have saved my key" }).click();
  await page.getByRole("dialog", { name: "Done" }).getByRole("button", { name: "Done" }).click();

  // The list shows the key's first characters only.
  const row = page.getByRole("listitem", { name: "E2E script" });
  await expect(row.getByText(`${key.slice(0, 14)}…`)).toBeVisible();
  await expect(row.getByText("Active")).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The API answers the key (and ignores the browser's session cookie).
  const goals = await page.request.get("/api/v1/nutrition-goals", { headers: { "X-Api-Key": key } });
  expect(goals.status()).toBe(200);
  expect(goals.headers()["ratelimit-limit"]).toBeDefined();
  expect((await page.request.get("/api/v1/nutrition-goals")).status()).toBe(401);

  await row.getByRole("button", { name: "Revoke" }).click();
  await expect(row.getByText("Revoked")).toBeVisible();
  await expect(row.getByRole("button", { name: "Revoke" })).toHaveCount(0);
  expect((await page.request.get("/api/v1/nutrition-goals", { headers: { "X-Api-Key": key } })).status()).toBe(401);

  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("You don't have any API keys yet.")).toBeVisible();

  // The docs page, with the endpoints tab and copyable examples.
  await page.goto("/api-docs");
  await page.getByRole("tab", { name: "Endpoints" }).click();
  await expect(page.getByText("/nutrition-goals", { exact: true }).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
