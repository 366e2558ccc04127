import fs from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The server secret the browser tests start the server with (start-server.mjs). Never in the web app's files. */
export const ADMIN_ACCESS_CODE = "e2e-admin-access-code-2026";

let counter = 0;
/** A new, unique account for one test. */
export function newAccount() {
  counter += 1;
  const username = `e2e_${Date.now().toString(36)}_${counter}_${Math.random().toString(36).slice(2, 6)}`;
  return { username, email: `${username}@example.com`, password: "correct horse battery" };
}

/** Creates the account through the API in the page's browser context, so the page is signed in. */
export async function registerViaApi(request: APIRequestContext, account = newAccount()) {
  const res = await request.post("/api/register", { data: { ...account, confirmPassword: account.password, acceptTerms: true } });
  expect(res.status()).toBe(201);
  return account;
}

/**
 * The browser tests' server sends its mail to a local SMTP server (start-server.mjs) that writes each
 * message to E2E_MAIL_LOG; this reads the newest reset code mailed to `email`, as its owner would.
 */
export async function resetCodeFromMail(email: string): Promise<string> {
  const mailLog = process.env.E2E_MAIL_LOG!;
  const newestCode = () => {
    const lines = fs.existsSync(mailLog) ? fs.readFileSync(mailLog, "utf8").split("\n").filter(Boolean) : [];
    for (const line of lines.toReversed()) {
      const mail = JSON.parse(line) as { to: string[]; raw: string };
      if (!mail.to.includes(email)) continue;
      // The body follows the headers' blank line (a header such as Message-ID may hold digits too).
      const code = /\b(\d{6})\b/.exec(mail.raw.slice(mail.raw.search(/\r?\n\r?\n/)))?.[1];
      if (code) return code;
    }
    return undefined;
  };
  await expect.poll(newestCode, { message: `a reset code mailed to ${email}`, timeout: 30_000 }).toBeDefined();
  return newestCode()!;
}

export async function registerViaUi(page: Page, account = newAccount()) {
  await page.goto("/auth?tab=register");
  await page.getByLabel("Username", { exact: true }).fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  return account;
}
