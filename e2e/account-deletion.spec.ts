import fs from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { registerViaUi } from "./fixtures.ts";

/** Subjects of the mail the server sent to `email` through the test SMTP server (start-server.mjs). */
function subjectsMailedTo(email: string): string[] {
  const mailLog = process.env.E2E_MAIL_LOG!;
  const lines = fs.existsSync(mailLog) ? fs.readFileSync(mailLog, "utf8").split("\n").filter(Boolean) : [];
  return lines
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(email))
    .map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? "");
}

test("a person registers, logs a meal, deletes the account from the profile and cannot sign in again", async ({ page }) => {
  // A whole journey through four pages and two sign-ins: more than one page's time on a busy machine.
  test.setTimeout(180_000);
  const account = await registerViaUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/dashboard?tab=meals");
  const form = page.getByRole("region", { name: "Add Meal", exact: true });
  await form.getByLabel("Meal type").selectOption({ label: "Breakfast" });
  await form.getByLabel("Preset food").selectOption({ label: "Greek yogurt (150 g) · 145 kcal" });
  await form.getByRole("button", { name: "Add Meal" }).click();
  await expect(page.getByText("Meal Added")).toBeVisible();

  await page.goto("/profile");
  const danger = page.getByRole("region", { name: "Delete Account" });
  await danger.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("It cannot be undone");
  await expect(dialog.getByRole("button", { name: "Export All Data (JSON)" })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // A wrong password deletes nothing and says so under the field.
  await dialog.getByLabel("Password", { exact: true }).fill("not my password");
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await expect(dialog.getByText("The password is incorrect")).toBeVisible();
  expect((await page.request.get("/api/meals")).status()).toBe(200);

  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account Deleted")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login/Register" })).toBeVisible();
  expect((await page.request.get("/api/user")).status()).toBe(401);
  await expect
    .poll(() => subjectsMailedTo(account.email), { message: "the confirmation mail", timeout: 30_000 })
    .toContain("Your NutriPilot account was deleted");

  await page.goto("/auth?mode=login");
  await page.getByLabel("Username or email").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
});
