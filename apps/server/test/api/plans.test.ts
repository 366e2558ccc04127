import { addDays, toLocalDate } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantSubscription, requireEntitlement } from "../../src/features/billing/index.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const DAY = 24 * 60 * 60 * 1000;
const ADMIN_CODE = "correct-admin-code-123";

describe.each(backends)("plans and entitlements (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { ADMIN_ACCESS_CODE: ADMIN_CODE });
    // A premium endpoint, as every premium feature declares it.
    t.app.get("/api/test-only/chat", { preHandler: requireEntitlement("ai-chatbot") }, async () => ({ ok: true }));
  });
  afterAll(() => t.close());

  /** A user whose session survives time travel ('Remember me'). */
  async function rememberedUser() {
    const { input, user } = await registerUser(t.app);
    const browser = new Browser(t.app);
    await browser.post("/api/login", { username: input.username, password: input.password, rememberMe: true });
    return { browser, user };
  }

  it("lets a trial, premium and admin user through a premium endpoint; refuses guests (401) and expired users (403)", async () => {
    expect((await new Browser(t.app).get("/api/test-only/chat")).statusCode).toBe(401);
    const trial = await rememberedUser();
    expect((await trial.browser.get("/api/test-only/chat")).statusCode).toBe(200);
    const expired = await rememberedUser();
    const premium = await rememberedUser();
    await grantSubscription(t.database.db, premium.user.id, "premium-monthly", 30, new Date());
    const admin = new Browser(t.app);
    await admin.post("/api/admin-access", { code: ADMIN_CODE });

    t.travel(6 * DAY);
    try {
      const refused = await expired.browser.get("/api/test-only/chat");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: "PREMIUM_REQUIRED", message: expect.any(String) });
      expect((await premium.browser.get("/api/test-only/chat")).statusCode).toBe(200);
      const premiumStatus = (await premium.browser.get("/api/trial-status")).json();
      expect(premiumStatus).toMatchObject({ isPremium: true, subscriptionPlan: "premium-monthly", trialActive: false });
      // The paid period's end: 30 days from the grant, to the day.
      expect(Math.round((Date.parse(premiumStatus.currentPeriodEnd) - Date.now()) / DAY)).toBe(30);
      expect((await expired.browser.get("/api/trial-status")).json()).toMatchObject({
        isPremium: false,
        subscriptionPlan: "free",
        trialActive: false,
        trialDaysLeft: 0,
      });
      expect((await expired.browser.get("/api/trial-status")).json().currentPeriodEnd ?? null).toBeNull();
    } finally {
      t.travel(-6 * DAY);
    }
    expect((await admin.get("/api/test-only/chat")).statusCode).toBe(200);
  });

  it("shows a Free user 7 days of meals; older meals come back after an upgrade, nothing deleted", async () => {
    const { browser, user } = await rememberedUser();
    const today = toLocalDate(new Date(), null);
    await browser.post("/api/meals", {
      food: "old soup",
      calories: 100,
      proteins: 1,
      carbs: 1,
      fats: 1,
      mealType: "lunch",
      date: addDays(today, -8),
    });
    t.travel(6 * DAY);
    try {
      // Logged six days later, on the day before that "today" (a meal cannot be dated more than 1 day ahead).
      const salad = { food: "recent salad", calories: 100, proteins: 1, carbs: 1, fats: 1, mealType: "lunch", date: addDays(today, 5) };
      expect((await browser.post("/api/meals", salad)).statusCode).toBe(201);
      // Six days later "today" is today+6: the Free window is today..today-6, so the 8-day-old soup (now 14 days old) is hidden.
      const free = (await browser.get("/api/meals")).json().map((m: { food: string }) => m.food);
      expect(free).toEqual(["recent salad"]);
      const ranged = (await browser.get(`/api/meals?startDate=${addDays(today, -30)}`)).json().map((m: { food: string }) => m.food);
      expect(ranged).toEqual(["recent salad"]);
      await grantSubscription(t.database.db, user.id, "premium-yearly", 365, new Date(Date.now() + 6 * DAY));
      const upgraded = (await browser.get("/api/meals")).json().map((m: { food: string }) => m.food);
      expect(upgraded).toEqual(["recent salad", "old soup"]);
    } finally {
      t.travel(-6 * DAY);
    }
  });

  it("shows a trial user all of their history", async () => {
    const { browser } = await rememberedUser();
    await browser.post("/api/meals", {
      food: "last year",
      calories: 1,
      proteins: 1,
      carbs: 1,
      fats: 1,
      mealType: "lunch",
      date: "2025-01-01",
    });
    expect((await browser.get("/api/meals")).json()).toHaveLength(1);
  });
});

describe.each(backends)("administrator access (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { ADMIN_ACCESS_CODE: ADMIN_CODE });
  });
  afterAll(() => t.close());

  it("signs the browser in as the built-in admin with the right code", async () => {
    const browser = new Browser(t.app, "192.0.2.1");
    const res = await browser.post("/api/admin-access", { code: ADMIN_CODE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: "admin", isAdmin: true });
    expect((await browser.get("/api/user")).json()).toMatchObject({ username: "admin", isAdmin: true });
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({
      trialActive: true,
      trialDaysLeft: 999,
      subscriptionPlan: "unlimited",
    });
  });

  it("refuses a wrong code with 401, and gives 429 after 5 failures from one IP", async () => {
    const browser = new Browser(t.app, "192.0.2.2");
    for (let i = 0; i < 5; i++) {
      const res = await browser.post("/api/admin-access", { code: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    const locked = await browser.post("/api/admin-access", { code: ADMIN_CODE });
    expect(locked.statusCode).toBe(429);
    expect((await browser.get("/api/user")).statusCode).toBe(401);
  });

  it("rejects an empty code", async () => {
    expect((await new Browser(t.app, "192.0.2.3").post("/api/admin-access", { code: "  " })).statusCode).toBe(400);
  });

  it("is off when no code is configured", async () => {
    const off = await buildTestApp(backend);
    try {
      const res = await new Browser(off.app).post("/api/admin-access", { code: "anything-at-all" });
      expect(res.statusCode).toBe(403);
    } finally {
      await off.close();
    }
  });
});

describe("public app settings", () => {
  it("gives the trial length, paywall mode and prices from the server's configuration", async () => {
    const t = await buildTestApp("pglite", { TRIAL_DAYS: 7, PAYWALL: "hard", PRICE_CURRENCY: "eur" });
    try {
      const res = await t.app.inject({ url: "/api/app-settings" });
      expect(res.json()).toEqual({
        trialDays: 7,
        paywall: "hard",
        currency: "eur",
        plans: [
          { id: "premium-monthly", amountMinor: 399, interval: "month" },
          { id: "premium-yearly", amountMinor: 3999, interval: "year" },
        ],
        freeSuggestionsPerWeek: 5,
        freeHistoryDays: 7,
      });
    } finally {
      await t.close();
    }
  });
});
