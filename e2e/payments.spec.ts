import { expect, test, type Page } from "@playwright/test";
import { registerViaApi } from "./fixtures.ts";

// The whole purchase with the built-in test provider: from the pricing page to a premium endpoint.

// Each journey crosses five pages, each its own chunk: on a busy two-core machine that takes a while.
test.describe.configure({ timeout: 120_000 });
/** A page's first sight: the chunk and its texts may still be on their way. */
const PAGE_LOAD = { timeout: 30_000 };

/** The premium endpoint the journey unlocks: API access is Premium only (not part of the trial). */
const apiAccessStatus = async (page: Page) => (await page.request.get("/api/subscription")).json();

async function chooseMonthly(page: Page) {
  await page.goto("/pricing");
  await expect(page.getByText("30-day money-back guarantee")).toBeVisible(PAGE_LOAD);
  await page.getByRole("link", { name: "Choose Monthly" }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=premium-monthly$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible(PAGE_LOAD);
}

test("a new user buys Premium monthly with the test card and gets Premium at once", async ({ page }) => {
  await registerViaApi(page.request);
  await chooseMonthly(page);
  await expect(page.getByRole("tab", { name: /Yearly/ })).toContainText("Save 16%");
  await expect(page.getByText("Cancel any time, yourself")).toBeVisible();

  // Without the consent the purchase is refused with the spec's toast.
  const proceed = page.getByRole("button", { name: "Proceed with payment ($3.99)" });
  await proceed.click();
  await expect(page.getByText("Consent Required")).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe/);

  await page.getByRole("checkbox", { name: /14-day legal right of withdrawal/ }).check();
  await proceed.click();

  await expect(page).toHaveURL(/\/pay\/cs_/, PAGE_LOAD);
  await expect(page.getByTestId("test-mode")).toContainText("TEST MODE", PAGE_LOAD);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $3.99" }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_[^&]+&plan=premium-monthly$/);
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText("Subscription Activated")).toBeVisible();
  // The session id is in the address, never on the page.
  await expect(page.locator("main")).not.toContainText("cs_");

  const trial = await (await page.request.get("/api/trial-status")).json();
  expect(trial).toMatchObject({ isPremium: true, subscriptionPlan: "premium-monthly" });
  expect((await apiAccessStatus(page)).subscription).toMatchObject({ plan: "premium-monthly", renews: true });

  await page.goto("/account/subscription");
  await expect(page.getByRole("heading", { name: "Your subscription" })).toBeVisible(PAGE_LOAD);
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByText("Subscription cancelled")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume subscription" })).toBeVisible();
  // Cancelled at the period end: Premium stays until then.
  expect(await (await page.request.get("/api/trial-status")).json()).toMatchObject({ isPremium: true });
});

test("a declined card fails and grants nothing", async ({ page }) => {
  await registerViaApi(page.request);
  await chooseMonthly(page);
  await page.getByRole("checkbox", { name: /14-day legal right of withdrawal/ }).check();
  await page.getByRole("button", { name: "Proceed with payment ($3.99)" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_/, PAGE_LOAD);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay $3.99" }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");

  await page.getByRole("link", { name: "Cancel payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment Verification Failed" })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/subscribe");
  expect(await (await page.request.get("/api/trial-status")).json()).toMatchObject({ isPremium: false });
  expect((await apiAccessStatus(page)).subscription).toBeNull();
});

test("un nuovo utente compra Premium annuale in italiano", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "np_locale", value: "it", url: baseURL! }]);
  await page.addInitScript(() => window.localStorage.setItem("nutripilot.locale", "it"));
  await registerViaApi(page.request);
  await page.goto("/subscribe?plan=premium-yearly");
  await expect(page.getByRole("heading", { level: 1, name: "Scegli il tuo piano" })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole("tab", { name: /Annuale/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Garanzia soddisfatti o rimborsati di 30 giorni")).toBeVisible();
  const proceed = page.getByRole("button", { name: /Procedi con il pagamento \(39,99/ });
  await proceed.click();
  await expect(page.getByText("Consenso richiesto")).toBeVisible();
  await page.getByRole("checkbox", { name: /diritto legale di recesso/ }).check();
  await proceed.click();

  await expect(page).toHaveURL(/\/pay\/cs_/, PAGE_LOAD);
  await expect(page.getByTestId("test-mode")).toContainText("MODALITÀ DI PROVA", PAGE_LOAD);
  await page.getByLabel("Numero della carta").fill("4000 0000 0000 9995");
  await page.getByRole("button", { name: /Paga 39,99/ }).click();
  await expect(page.getByRole("alert")).toContainText("La tua carta non ha fondi sufficienti.");
  await page.getByLabel("Numero della carta").fill("4242424242424242");
  await page.getByRole("button", { name: /Paga 39,99/ }).click();

  await expect(page.getByRole("heading", { name: "Pagamento riuscito" })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText("Abbonamento attivato")).toBeVisible();
  expect(await (await page.request.get("/api/trial-status")).json()).toMatchObject({ isPremium: true, subscriptionPlan: "premium-yearly" });
});

test("the result page without a session id says so", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/payment-success");
  await expect(page.getByRole("heading", { name: "Payment Verification Failed" })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText("Invalid payment session. Missing session ID.")).toBeVisible();
});

test("the checkout page shows the link when the popup is blocked", async ({ page }) => {
  await registerViaApi(page.request);
  // A browser that blocks popups: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/checkout?planId=premium-monthly");
  await page.getByRole("checkbox", { name: /14-day legal right of withdrawal/ }).check();
  await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Checkout Ready" })).toBeVisible(PAGE_LOAD);
  const link = page.getByRole("link", { name: "Continue to Secure Checkout" });
  await expect(link).toHaveAttribute("href", /^\/pay\/cs_/);
  await link.click();
  await expect(page.getByTestId("test-mode")).toBeVisible(PAGE_LOAD);
});
