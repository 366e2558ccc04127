import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaymentProviders, insertPromoCode } from "../../src/features/billing/index.ts";
import { backends, buildTestApp, registerUser, type Browser, type TestApp } from "../build-test-app.ts";

const WEBHOOK_SECRET = "whsec_test_payments_suite";
const DAY_S = 24 * 60 * 60;

/** A small fake of the Stripe API (the SDK's host/port/protocol point here): what the provider calls, nothing more. */
function fakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>();
  const requests: { method: string; path: string; form: URLSearchParams }[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const path = (req.url ?? "").split("?")[0] ?? "";
      requests.push({ method: req.method ?? "", path, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${n}` });
        res.end(JSON.stringify(json));
      };
      if (req.method === "POST" && path === "/v1/coupons")
        return send(200, { id: `coupon_${++n}`, object: "coupon", percent_off: Number(form.get("percent_off")) });
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_${++n}_${randomBytes(4).toString("hex")}`;
        const session = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/${id}`,
          payment_status: "unpaid",
          subscription: null,
          mode: form.get("mode"),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === "GET" && retrieve) {
        const session = sessions.get(decodeURIComponent(retrieve[1]!));
        return session ? send(200, session) : send(404, { error: { type: "invalid_request_error", message: "No such session" } });
      }
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === "POST" && sub)
        return send(200, { id: sub[1], object: "subscription", cancel_at_period_end: form.get("cancel_at_period_end") === "true" });
      send(404, { error: { type: "invalid_request_error", message: `fake stripe: ${req.method} ${path}` } });
    });
  });
  return { server, sessions, requests };
}

const completed = (providerSessionId: string, subscription: string | null, id = `evt_${randomBytes(6).toString("hex")}`) => ({
  id,
  object: "event",
  type: "checkout.session.completed",
  data: { object: { id: providerSessionId, object: "checkout.session", payment_status: "paid", subscription } },
});

describe.each(backends)("payments with Stripe against a local fake API (%s)", (backend) => {
  let t: TestApp;
  const fake = fakeStripe();
  const signer = new Stripe("sk_test_signer");

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    const { port } = fake.server.address() as AddressInfo;
    t = await buildTestApp(
      backend,
      { STRIPE_TEST_SECRET_KEY: "sk_test_fake", STRIPE_TEST_PUBLISHABLE_KEY: "pk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      {
        payments: (app) =>
          createPaymentProviders({
            config: app.config,
            db: app.db,
            settings: app.settings,
            stripeApi: { host: "127.0.0.1", port, protocol: "http" },
          }),
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }) },
      payload,
    });
  };
  const count = async (query: ReturnType<typeof sql>) => Number((await t.database.db.execute(query)).rows[0]!.n);
  const periodEnd = async (ref: string) =>
    new Date(
      (await t.database.db.execute(sql`select current_period_end as e from subscriptions where provider_ref = ${ref}`)).rows[0]!
        .e as string,
    ).getTime();

  async function checkout(browser: Browser, planId: string, extra: Record<string, unknown> = {}) {
    const res = await browser.post("/api/create-payment-intent", { planId, consent: true, ...extra });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { url: string; checkoutId: string };
    const providerSessionId = body.url.split("/").pop()!;
    return { ...body, providerSessionId, form: fake.requests.findLast((r) => r.path === "/v1/checkout/sessions")!.form };
  }

  it("publishes the test mode's key and opens Stripe Checkout with the server's prices", async () => {
    expect((await t.app.inject({ url: "/api/stripe-public-key" })).json()).toEqual({ publicKey: "pk_test_fake" });
    expect((await t.app.inject({ url: "/api/stripe-mode" })).json()).toEqual({ mode: "test", isProduction: false, isTest: true });
    const { browser } = await registerUser(t.app);
    const monthly = await checkout(browser, "premium-monthly", { amount: 1 });
    expect(monthly.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(monthly.form.get("mode")).toBe("subscription");
    expect(monthly.form.get("line_items[0][price_data][unit_amount]")).toBe("399");
    expect(monthly.form.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(monthly.form.get("client_reference_id")).toBe(monthly.checkoutId);
    expect(monthly.form.get("success_url")).toContain(`/payment-success?session_id=${monthly.checkoutId}&plan=premium-monthly`);
    const yearly = await checkout(browser, "premium-yearly");
    expect(yearly.form.get("mode")).toBe("payment");
    expect(yearly.form.get("line_items[0][price_data][unit_amount]")).toBe("3999");
    expect(yearly.form.has("line_items[0][price_data][recurring][interval]")).toBe(false);
  });

  it("makes a discount code a Stripe coupon on the plan's price", async () => {
    const code = `STRIPE${randomBytes(3).toString("hex")}`.toUpperCase();
    await insertPromoCode(t.database.db, { code, type: "discount", value: 25, maxUses: 3 });
    const { browser } = await registerUser(t.app);
    const res = await checkout(browser, "premium-monthly", { promoCode: code });
    expect(res.form.get("line_items[0][price_data][unit_amount]")).toBe("399");
    expect(res.form.get("discounts[0][coupon]")).toMatch(/^coupon_/);
    expect(fake.requests.findLast((r) => r.path === "/v1/coupons")!.form.get("percent_off")).toBe("25");
  });

  it("activates once from a signed webhook, however often it comes; a forged one is refused and changes nothing", async () => {
    const { browser, user } = await registerUser(t.app);
    const c = await checkout(browser, "premium-monthly");
    const forged = await deliver(completed(c.providerSessionId, "sub_forged"), "whsec_not_the_secret");
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(completed(c.providerSessionId, "sub_forged")),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await count(sql`select count(*) as n from subscriptions where user_id = ${user.id}`)).toBe(0);

    const ref = `sub_${randomBytes(4).toString("hex")}`;
    const event = completed(c.providerSessionId, ref);
    for (let i = 0; i < 5; i++) expect((await deliver(event)).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 10 }, () => deliver(completed(c.providerSessionId, ref))));
    expect(await count(sql`select count(*) as n from subscriptions where user_id = ${user.id}`)).toBe(1);
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({ isPremium: true, subscriptionPlan: "premium-monthly" });
    expect((await browser.post("/api/verify-payment", { sessionId: c.checkoutId })).json()).toMatchObject({ success: true });
  });

  it("verifies by looking the session up at Stripe, racing the webhook: one subscription", async () => {
    const { browser, user } = await registerUser(t.app);
    const c = await checkout(browser, "premium-yearly");
    expect((await browser.post("/api/verify-payment", { sessionId: c.checkoutId })).json()).toMatchObject({ success: false });
    fake.sessions.get(c.providerSessionId)!.payment_status = "paid";
    const [v1, delivered, v2] = await Promise.all([
      browser.post("/api/verify-payment", { sessionId: c.checkoutId, planId: "premium-yearly" }),
      deliver(completed(c.providerSessionId, null)),
      browser.post("/api/verify-payment", { sessionId: c.checkoutId }),
    ]);
    expect(delivered.statusCode).toBe(200);
    expect(v1.json()).toMatchObject({ success: true, plan: "premium-yearly" });
    expect(v2.json()).toMatchObject({ success: true });
    expect(await count(sql`select count(*) as n from subscriptions where user_id = ${user.id}`)).toBe(1);
  });

  it("extends on renewals only forward, cancels through Stripe, and never re-activates an ended subscription", async () => {
    const { browser } = await registerUser(t.app);
    const c = await checkout(browser, "premium-monthly");
    const ref = `sub_${randomBytes(4).toString("hex")}`;
    await deliver(completed(c.providerSessionId, ref));
    const first = await periodEnd(ref);
    const invoice = (end: number) => ({
      id: `evt_${randomBytes(6).toString("hex")}`,
      object: "event",
      type: "invoice.paid",
      data: {
        object: {
          object: "invoice",
          billing_reason: "subscription_cycle",
          parent: { subscription_details: { subscription: ref } },
          lines: { data: [{ period: { end } }] },
        },
      },
    });
    const later = Math.floor(first / 1000) + 31 * DAY_S;
    expect((await deliver(invoice(later))).statusCode).toBe(200);
    expect(await periodEnd(ref)).toBe(later * 1000);
    // An older renewal arriving late never shortens the period.
    await deliver(invoice(later - 20 * DAY_S));
    expect(await periodEnd(ref)).toBe(later * 1000);

    const cancelled = await browser.post("/api/subscription/cancel", {});
    expect(cancelled.json().subscription).toMatchObject({ cancelAtPeriodEnd: true });
    const update = fake.requests.findLast((r) => r.path === `/v1/subscriptions/${ref}`)!;
    expect(update.form.get("cancel_at_period_end")).toBe("true");

    await deliver({
      id: `evt_${randomBytes(6).toString("hex")}`,
      object: "event",
      type: "customer.subscription.deleted",
      data: { object: { id: ref, object: "subscription" } },
    });
    await deliver(invoice(later + 31 * DAY_S));
    await deliver({
      id: `evt_${randomBytes(6).toString("hex")}`,
      object: "event",
      type: "customer.subscription.updated",
      data: {
        object: {
          id: ref,
          object: "subscription",
          status: "active",
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: later + 62 * DAY_S }] },
        },
      },
    });
    expect(await periodEnd(ref)).toBe(later * 1000);
    const row = await t.database.db.execute(sql`select status, cancel_at_period_end from subscriptions where provider_ref = ${ref}`);
    expect(row.rows[0]).toMatchObject({ status: "canceled", cancel_at_period_end: true });
  });
});
