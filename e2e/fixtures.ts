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
 * Without SMTP the server puts mail in its outbox and writes it to its log; the browser tests read
 * the newest reset code mailed to `email` from that log, as an operator of a mail-less install would.
 */
export async function resetCodeFromServerLog(email: string): Promise<string> {
  const logFile = process.env.E2E_SERVER_LOG!;
  for (let i = 0; i < 50; i++) {
    const lines = fs.readFileSync(logFile, "utf8").split("\n").filter(Boolean);
    for (const line of lines.toReversed()) {
      try {
        const entry = JSON.parse(line) as { msg?: string; to?: string; text?: string };
        if (entry.msg?.startsWith("mail stored in the outbox") && entry.to === email) {
          const code = /\b(\d{6})\b/.exec(entry.text ?? "")?.[1];
          if (code) return code;
        }
      } catch {
        /* not a JSON line */
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset code mailed to ${email}`);
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
