import { expect, test } from "@playwright/test";
import { newAccount, registerViaApi, registerViaUi, resetCodeFromMail } from "./fixtures.ts";

test("a person registers, sees their name, logs out and logs back in", async ({ page }) => {
  const account = await registerViaUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A new account is greeted, not welcomed back.
  await expect(page.getByRole("heading", { name: `Welcome, ${account.username}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Account menu for ${account.username}` })).toBeVisible();

  await page.getByRole("button", { name: `Account menu for ${account.username}` }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  // The menu's toast (002 §8: 'Logout effettuato' / 'Arrivederci!' in Italian).
  await expect(page.getByText("Logged out")).toBeVisible();
  await expect(page.getByText("Goodbye!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole("link", { name: "Login/Register" })).toBeVisible();
  // The old session is dead on the server.
  expect((await page.request.get("/api/user")).status()).toBe(401);

  await page.goto("/auth?mode=login");
  await page.getByLabel("Username or email").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Welcome back, ${account.username}` })).toBeVisible();
});

test("a wrong password shows the spec's message", async ({ page }) => {
  const account = await registerViaApi(page.request);
  await page.context().clearCookies();
  await page.goto("/auth?mode=login");
  await page.getByLabel("Username or email").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
});

test("the auth forms show their validation texts", async ({ page }) => {
  await page.goto("/auth?mode=login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter both username and password")).toBeVisible();

  await page.goto("/auth?tab=register");
  await page.getByLabel("Username", { exact: true }).fill("ab");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByText("You must accept the Terms of Service and Privacy Policy")).toBeVisible();
  await page.getByLabel("Username", { exact: true }).fill("admin");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("This username is reserved")).toBeVisible();
});

test("a forgotten password is reset with the code from the outbox, never shown on screen", async ({ page }) => {
  const account = await registerViaApi(page.request);
  await page.context().clearCookies();
  await page.goto("/auth?mode=login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await dialog.getByRole("button", { name: "Send Reset Code" }).click();
  await expect(dialog.getByText("Please enter your email address")).toBeVisible();
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByRole("button", { name: "Send Reset Code" }).click();
  await expect(page.getByText("Reset Code Generated")).toBeVisible();

  const code = await resetCodeFromMail(account.email);
  await expect(page.locator("body")).not.toContainText(code);
  expect(await page.locator("body").innerText()).not.toMatch(/\b\d{6}\b/);

  await dialog.getByLabel("Reset code").fill(code);
  await dialog.getByLabel("New password", { exact: true }).fill("a brand new secret");
  await dialog.getByLabel("Confirm new password").fill("a different secret");
  await dialog.getByRole("button", { name: "Reset Password" }).click();
  await expect(dialog.getByText("Passwords do not match")).toBeVisible();
  await dialog.getByLabel("Confirm new password").fill("a brand new secret");
  await dialog.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password Reset Successful")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Username or email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("a brand new secret");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: `Welcome back, ${account.username}` })).toBeVisible();
});

test("a guarded page sends a visitor to sign in and back", async ({ page }) => {
  const account = newAccount();
  await page.goto("/dashboard?tab=goals");
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.getByRole("tab", { name: "Register" }).click();
  await registerViaUiOnCurrentPage(page, account);
  await expect(page).toHaveURL(/\/dashboard\?tab=goals$/);
});

async function registerViaUiOnCurrentPage(page: import("@playwright/test").Page, account: ReturnType<typeof newAccount>) {
  await page.getByLabel("Username", { exact: true }).fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
}
