import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { PaymentMessages } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPromoCode, LOCAL_SIGNATURE_HEADER, requireEntitlement, signLocalEvent } from "../../src/features/billing/index.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";
import { mailsTo } from "../outbox.ts";

const DAY = 24 * 60 * 60 * 1000;

async function openCheckout(browser: Browser, planId = "premium-monthly", extra: Record<string, unknown> = {}) {
  const res = await browser.post("/api/create-payment-intent", { planId, consent: true, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; checkoutId: string; amountMinor: number; currency: string };
}

const pay = (browser: Browser, checkoutId: string, cardNumber: string) =>
  browser.post(`/api/checkout/${checkoutId}/pay`, { cardNumber, expiry: "12/34", cvc: "123", name: "Test Buyer" });

describe.each(backends)("payments with the built-in provider (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    // A premium endpoint, as every premium feature declares it.
    t.app.get("/api/test-only/premium", { preHandler: requireEntitlement("api-access") }, async () => ({ ok: true }));
  });
  afterAll(() => t.close());

  /** A user whose session survives time travel ('Remember me'). */
  async function buyer(extra: Record<string, unknown> = {}) {
    const { input, user } = await registerUser(t.app, extra);
    const browser = new Browser(t.app);
    await browser.post("/api/login", { username: input.username, password: input.password, rememberMe: true });
    return { browser, user, input };
  }

  const count = async (query: ReturnType<typeof sql>) => Number((await t.database.db.execute(query)).rows[0]!.n);
  const subscriptionsOf = (userId: number) => count(sql`select count(*) as n from subscriptions where user_id = ${userId}`);

  async function periodEndOf(userId: number): Promise<number> {
    const rows = await t.database.db.execute(sql`select max(current_period_end) as e from subscriptions where user_id = ${userId}`);
    return new Date(rows.rows[0]!.e as string).getTime();
  }

  function signedEvent(checkoutId: string, eventId = `evt_${randomBytes(8).toString("hex")}`) {
    const body = JSON.stringify({
      id: eventId,
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: { sessionId: checkoutId },
    });
    return { body, signature: signLocalEvent(t.app.secrets.paymentEvents, body, t.app.clock()) };
  }
  const deliver = (body: string, signature?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/webhooks/local",
      headers: { "content-type": "application/json", ...(signature ? { [LOCAL_SIGNATURE_HEADER]: signature } : {}) },
      payload: body,
    });
  /** Marks the session paid at the provider, as the card form does, without sending its event. */
  const markPaidAtProvider = (checkoutId: string) =>
    t.database.db.execute(sql`update checkout_sessions set status = 'paid' where id = ${checkoutId}`);

  it("refuses a purchase without the withdrawal consent (400, nothing stored) and a visitor (401)", async () => {
    const { browser, user } = await buyer();
    for (const body of [{ planId: "premium-monthly" }, { planId: "premium-monthly", consent: false }]) {
      const res = await browser.post("/api/create-payment-intent", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "CONSENT_REQUIRED", message: PaymentMessages.consentRequired });
    }
    expect(await count(sql`select count(*) as n from checkout_sessions where user_id = ${user.id}`)).toBe(0);
    expect((await new Browser(t.app).post("/api/create-payment-intent", { planId: "premium-monthly", consent: true })).statusCode).toBe(
      401,
    );
  });

  it("takes the price from the server's plan table: a tampered amount is ignored, a price or currency field refused", async () => {
    const { browser, user } = await buyer();
    const monthly = await openCheckout(browser, "premium-monthly", { amount: 1 });
    expect(monthly).toMatchObject({ amountMinor: 399, currency: "usd", url: `/pay/${monthly.checkoutId}` });
    expect((await openCheckout(browser, "premium-yearly", { amount: 0 })).amountMinor).toBe(3999);
    // The test page's {amount: 999} alone: the monthly plan at its price.
    expect((await browser.post("/api/create-payment-intent", { amount: 999, consent: true })).json()).toMatchObject({ amountMinor: 399 });
    for (const extra of [{ currency: "jpy" }, { price: 1 }, { amountMinor: 1 }])
      expect((await browser.post("/api/create-payment-intent", { planId: "premium-monthly", consent: true, ...extra })).statusCode).toBe(
        400,
      );
    expect((await browser.post("/api/create-payment-intent", { planId: "unlimited", consent: true })).statusCode).toBe(400);
    const stored = await t.database.db.execute(
      sql`select amount_minor, consent_version, consent_at from checkout_sessions where user_id = ${user.id}`,
    );
    expect(stored.rows.map((r) => Number(r.amount_minor)).sort()).toEqual([399, 399, 3999]);
    expect(stored.rows.every((r) => r.consent_version && r.consent_at)).toBe(true);
  });

  it("buys monthly with the test card: premium at once, one month of access, a receipt mailed, verify agrees", async () => {
    const { browser, user, input } = await buyer();
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({ isPremium: false, subscriptionPlan: "trial" });
    const checkout = await openCheckout(browser);
    expect((await browser.get(`/api/checkout/${checkout.checkoutId}`)).json()).toMatchObject({ amountMinor: 399, status: "open" });
    const paid = await pay(browser, checkout.checkoutId, "4242 4242 4242 4242");
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(`/payment-success?session_id=${checkout.checkoutId}&plan=premium-monthly`);
    const verified = await browser.post("/api/verify-payment", { sessionId: checkout.checkoutId, planId: "premium-monthly" });
    expect(verified.json()).toEqual({ success: true, message: PaymentMessages.verified, plan: "premium-monthly" });
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({ isPremium: true, subscriptionPlan: "premium-monthly" });
    expect((await browser.get("/api/test-only/premium")).statusCode).toBe(200);
    expect(await subscriptionsOf(user.id)).toBe(1);
    const days = Math.round((await periodEndOf(user.id)) - Date.now()) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const view = (await browser.get("/api/subscription")).json();
    expect(view.subscription).toMatchObject({ plan: "premium-monthly", renews: true, cancelAtPeriodEnd: false });
    expect(view.subscription.nextCharge).toMatchObject({ amountMinor: 399, currency: "usd" });
    expect(view.receipts).toHaveLength(1);
    const mails = await mailsTo(t.app, input.email);
    expect(mails.map((m) => m.subject)).toEqual(["NutriPilot: your payment receipt"]);
    expect(mails[0]!.text).toContain("$3.99");
  });

  it("buys yearly in Italian: 12 months in one payment, no renewal, an Italian receipt", async () => {
    const { browser, user, input } = await buyer();
    const res = await browser.request({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { planId: "premium-yearly", consent: true },
      cookies: { np_locale: "it" },
    });
    const { checkoutId } = res.json();
    expect((await pay(browser, checkoutId, "4242424242424242")).statusCode).toBe(200);
    const days = Math.round(((await periodEndOf(user.id)) - Date.now()) / DAY);
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    const view = (await browser.get("/api/subscription")).json();
    expect(view.subscription).toMatchObject({ plan: "premium-yearly", renews: false, nextCharge: null });
    const [mail] = await mailsTo(t.app, input.email);
    expect(mail!.subject).toBe("NutriPilot: ricevuta del pagamento");
    expect(mail!.text).toContain("39,99");
    expect((await browser.post("/api/subscription/cancel", {})).json()).toMatchObject({ message: PaymentMessages.notRenewing });
  });

  it("refuses the declined, insufficient-funds and unknown cards; nothing is granted", async () => {
    const { browser, user } = await buyer();
    const cases = [
      ["4000 0000 0000 0002", PaymentMessages.cardDeclined],
      ["4000000000009995", PaymentMessages.insufficientFunds],
      ["5555 5555 5555 4444", PaymentMessages.cardRefused],
    ] as const;
    for (const [card, message] of cases) {
      const { checkoutId } = await openCheckout(browser);
      const res = await pay(browser, checkoutId, card);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ error: "CARD_DECLINED", message });
      const verified = (await browser.post("/api/verify-payment", { sessionId: checkoutId })).json();
      expect(verified).toMatchObject({ success: false, message: PaymentMessages.cardDeclined });
    }
    expect(await subscriptionsOf(user.id)).toBe(0);
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({ isPremium: false });
  });

  it("keeps checkouts private: another user's session is not found to view, pay or verify", async () => {
    const owner = await buyer();
    const other = await buyer();
    const { checkoutId } = await openCheckout(owner.browser);
    expect((await other.browser.get(`/api/checkout/${checkoutId}`)).statusCode).toBe(404);
    expect((await pay(other.browser, checkoutId, "4242424242424242")).statusCode).toBe(404);
    expect((await other.browser.post("/api/verify-payment", { sessionId: checkoutId })).statusCode).toBe(404);
    expect(await subscriptionsOf(other.user.id)).toBe(0);
    const missing = await other.browser.post("/api/verify-payment", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PaymentMessages.missingSession);
  });

  it("activates once however often the event arrives: replayed 5 times, then 10 deliveries at once", async () => {
    const { browser, user } = await buyer();
    const { checkoutId } = await openCheckout(browser);
    const event = signedEvent(checkoutId);
    for (let i = 0; i < 5; i++) expect((await deliver(event.body, event.signature)).statusCode).toBe(200);
    expect(await subscriptionsOf(user.id)).toBe(1);
    const end = await periodEndOf(user.id);
    // Ten different events for the same session, all at once: still one subscription, the same period.
    const burst = Array.from({ length: 10 }, () => signedEvent(checkoutId));
    const answers = await Promise.all(burst.map((e) => deliver(e.body, e.signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    // And the same event ten times at once.
    const same = signedEvent(checkoutId);
    await Promise.all(Array.from({ length: 10 }, () => deliver(same.body, same.signature)));
    expect(await subscriptionsOf(user.id)).toBe(1);
    expect(await periodEndOf(user.id)).toBe(end);
    expect(await count(sql`select count(*) as n from payment_events where event_id = ${event.body.match(/evt_[0-9a-f]+/)![0]}`)).toBe(1);
  });

  it("refuses a forged, stale or missing signature with 400 and changes nothing", async () => {
    const { browser, user } = await buyer();
    const { checkoutId } = await openCheckout(browser);
    const event = signedEvent(checkoutId);
    const before = await count(sql`select count(*) as n from payment_events`);
    const forged = signLocalEvent("not the server's secret", event.body, t.app.clock());
    const stale = signLocalEvent(t.app.secrets.paymentEvents, event.body, new Date(Date.now() - 3600_000));
    const tampered = event.body.replace("checkout.session.completed", "checkout.session.completed ");
    for (const [body, signature] of [
      [event.body, undefined],
      [event.body, forged],
      [event.body, stale],
      [event.body, "t=1,v1=abc"],
      [tampered, event.signature],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "INVALID_SIGNATURE" });
    }
    expect(await subscriptionsOf(user.id)).toBe(0);
    expect(await count(sql`select count(*) as n from payment_events`)).toBe(before);
    expect((await browser.get(`/api/checkout/${checkoutId}`)).json().status).toBe("open");
  });

  it("lets verify race the event: both agree and one subscription results", async () => {
    const { browser, user } = await buyer();
    const { checkoutId } = await openCheckout(browser);
    await markPaidAtProvider(checkoutId);
    const event = signedEvent(checkoutId);
    const [delivered, ...verifies] = await Promise.all([
      deliver(event.body, event.signature),
      browser.post("/api/verify-payment", { sessionId: checkoutId, planId: "premium-monthly" }),
      browser.post("/api/verify-payment", { sessionId: checkoutId }),
      browser.post("/api/verify-payment", { sessionId: checkoutId }),
    ]);
    expect(delivered!.statusCode).toBe(200);
    for (const v of verifies) expect(v.json()).toMatchObject({ success: true, plan: "premium-monthly" });
    expect(await subscriptionsOf(user.id)).toBe(1);
  });

  it("adds a second purchase after the paid time; a late replay of the first never shortens or re-activates", async () => {
    const { browser, user } = await buyer();
    const first = await openCheckout(browser);
    const firstEvent = signedEvent(first.checkoutId);
    expect((await deliver(firstEvent.body, firstEvent.signature)).statusCode).toBe(200);
    const monthEnd = await periodEndOf(user.id);
    const second = await openCheckout(browser, "premium-yearly");
    await pay(browser, second.checkoutId, "4242424242424242");
    const yearEnd = await periodEndOf(user.id);
    const months = (yearEnd - monthEnd) / DAY;
    expect(months).toBeGreaterThanOrEqual(365);
    // The first event again, and a new event for the first session: nothing changes.
    await deliver(firstEvent.body, firstEvent.signature);
    const late = signedEvent(first.checkoutId);
    await deliver(late.body, late.signature);
    expect(await subscriptionsOf(user.id)).toBe(2);
    expect(await periodEndOf(user.id)).toBe(yearEnd);
  });

  it("cancels at the period end: access kept until then, then the Free plan; resume undoes a cancel", async () => {
    const { browser, user, input } = await buyer();
    const { checkoutId } = await openCheckout(browser);
    await pay(browser, checkoutId, "4242424242424242");
    const cancelled = await browser.post("/api/subscription/cancel", {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, renews: false, nextCharge: null });
    const resumed = (await browser.post("/api/subscription/resume", {})).json();
    expect(resumed.subscription).toMatchObject({ cancelAtPeriodEnd: false, renews: true });
    await browser.post("/api/subscription/cancel", {});
    const end = await periodEndOf(user.id);
    // Sessions last at most 30 days: sign in again after the journey in time.
    const signIn = async () => {
      const b = new Browser(t.app, `192.0.2.${user.id % 250}`);
      await b.post("/api/login", { username: input.username, password: input.password });
      return b;
    };
    t.travel(end - Date.now() - DAY);
    try {
      const before = await signIn();
      expect((await before.get("/api/test-only/premium")).statusCode).toBe(200);
      expect((await before.get("/api/trial-status")).json()).toMatchObject({ isPremium: true });
      t.travel(2 * DAY);
      const after = await signIn();
      expect((await after.get("/api/trial-status")).json()).toMatchObject({ isPremium: false, subscriptionPlan: "free" });
      const refused = await after.get("/api/test-only/premium");
      expect(refused.statusCode).toBe(403);
      expect((await after.get("/api/subscription")).json().subscription).toBeNull();
      expect((await after.post("/api/subscription/resume", {})).statusCode).toBe(400);
    } finally {
      t.travel(-(end - Date.now() + DAY));
    }
  });

  it("redeems a code with 5 uses exactly 5 times among 20 users at once; one use per user", async () => {
    const code = `FIVE${randomBytes(3).toString("hex")}`.toUpperCase();
    await insertPromoCode(t.database.db, { code, type: "premium", value: 10, maxUses: 5 });
    const users = [];
    for (let i = 0; i < 20; i++) users.push(await registerUser(t.app));
    const answers = await Promise.all(users.map((u) => u.browser.post("/api/promo-codes/redeem", { code: code.toLowerCase() })));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(5);
    for (const a of answers.filter((r) => r.statusCode !== 200))
      expect(a.json()).toMatchObject({ error: "PROMO_INVALID", message: PaymentMessages.promoUsedUp });
    expect(await count(sql`select current_uses as n from promo_codes where code = ${code}`)).toBe(5);
    expect(
      await count(sql`select count(*) as n from promo_redemptions r join promo_codes c on c.id = r.promo_code_id where c.code = ${code}`),
    ).toBe(5);
    const winner = users[answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await winner.browser.get("/api/trial-status")).json()).toMatchObject({ isPremium: true });

    const again = `ONCE${randomBytes(3).toString("hex")}`.toUpperCase();
    await insertPromoCode(t.database.db, { code: again, type: "trial", value: 3, maxUses: 100 });
    const before = (await winner.browser.get("/api/trial-status")).json().trialEndDate;
    const twice = await Promise.all([1, 2, 3].map(() => winner.browser.post("/api/promo-codes/redeem", { code: again })));
    expect(twice.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(twice.find((a) => a.statusCode !== 200)!.json().message).toBe(PaymentMessages.promoAlreadyUsed);
    const after = (await winner.browser.get("/api/trial-status")).json().trialEndDate;
    expect(Math.round((Date.parse(after) - Date.parse(before)) / DAY)).toBe(3);
  });

  it("explains expired, inactive and unknown codes, and lowers the server price with a discount code", async () => {
    const { browser } = await buyer();
    const suffix = randomBytes(3).toString("hex").toUpperCase();
    await insertPromoCode(t.database.db, { code: `OLD${suffix}`, type: "discount", value: 50, expiresAt: new Date(Date.now() - DAY) });
    await insertPromoCode(t.database.db, { code: `OFF${suffix}`, type: "discount", value: 50, isActive: false });
    await insertPromoCode(t.database.db, { code: `HALF${suffix}`, type: "discount", value: 50, maxUses: 10 });
    const message = async (code: string) => (await browser.post("/api/promo-codes/redeem", { code })).json().message;
    expect(await message(`OLD${suffix}`)).toBe(PaymentMessages.promoExpired);
    expect(await message(`OFF${suffix}`)).toBe(PaymentMessages.promoInactive);
    expect(await message(`NOPE${suffix}`)).toBe(PaymentMessages.promoNotFound);
    expect(await message(`HALF${suffix}`)).toBe(PaymentMessages.promoDiscount(50));
    const checkout = await openCheckout(browser, "premium-yearly", { promoCode: `half${suffix}` });
    expect(checkout.amountMinor).toBe(2000);
    const reuse = await browser.post("/api/create-payment-intent", { planId: "premium-yearly", consent: true, promoCode: `HALF${suffix}` });
    expect(reuse.json()).toMatchObject({ error: "PROMO_INVALID", message: PaymentMessages.promoAlreadyUsed });
  });

  it("gives no new trial to an account re-created with the same e-mail within 30 days", async () => {
    const { browser, input } = await buyer();
    const deleted = await browser.request({ method: "DELETE", url: "/api/account", payload: { password: input.password } });
    expect(deleted.statusCode).toBe(200);
    const again = await registerUser(t.app, { email: input.email.toUpperCase() });
    expect((await again.browser.get("/api/trial-status")).json()).toMatchObject({ trialActive: false, subscriptionPlan: "free" });
    const fresh = await registerUser(t.app);
    expect((await fresh.browser.get("/api/trial-status")).json()).toMatchObject({ trialActive: true });
  });
});
