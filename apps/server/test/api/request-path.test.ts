import { API_RATE_LIMITS } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { grantSubscription } from "../../src/features/billing/index.ts";
import { backends, buildSecondInstance, buildTestApp, captureLog, registerUser, type TestApp } from "../build-test-app.ts";

/**
 * The request path of issue 22: the session, its user and their plan in one statement, a dashboard read in
 * one more, no session work on routes that don't use it, nothing cached between requests, and an access
 * log without a line per request. Counted in statements the database receives, not in time.
 */
describe.each(backends)("request path (%s)", (backend) => {
  let t: TestApp;
  const statements: string[] = [];
  let counting = false;
  const log = captureLog("info");
  beforeAll(async () => {
    t = await buildTestApp(
      backend,
      { ACCESS_LOG_SAMPLE: 0 },
      { logger: log.logger, onQuery: (q) => counting && statements.push(q), startWorker: false },
    );
  }, 180_000);
  afterAll(() => t.close());

  async function countStatements(run: () => Promise<unknown>): Promise<string[]> {
    statements.length = 0;
    counting = true;
    try {
      await run();
    } finally {
      counting = false;
    }
    return [...statements];
  }

  it("resolves the session, its user and their plan in one statement; the dashboard reads in that same statement", async () => {
    const { browser, user } = await registerUser(t.app);
    const meal = await browser.post("/api/meals", {
      food: "Porridge",
      calories: 350,
      proteins: 12,
      carbs: 55,
      fats: 8,
      mealType: "breakfast",
      date: "2026-03-14",
      timestamp: "2026-03-14T07:30:00Z",
    });
    expect(meal.statusCode).toBe(201);
    await browser.post("/api/nutrition-goals", {
      name: "Goal",
      calories: 2000,
      proteins: 120,
      carbs: 220,
      fats: 70,
      startDate: "2026-03-01",
    });

    let res: Awaited<ReturnType<typeof browser.get>> | undefined;
    const trial = await countStatements(async () => (res = await browser.get("/api/trial-status")));
    expect(res!.statusCode).toBe(200);
    expect(res!.json()).toMatchObject({ trialActive: true, subscriptionPlan: "trial" });
    expect(trial).toHaveLength(1);
    expect(trial[0]).toMatch(/from "sessions"/i);
    expect(trial[0]).toMatch(/subscriptions/i);

    const list = await countStatements(async () => (res = await browser.get("/api/meals?startDate=2026-03-14&endDate=2026-03-14")));
    expect(res!.statusCode).toBe(200);
    expect(res!.json()).toEqual([expect.objectContaining({ food: "Porridge", calories: 350, items: [] })]);
    // The dashboard's reads are joined to the session statement (decision 0017-pgone): one statement each.
    expect(list).toHaveLength(1);
    expect(list[0]).toMatch(/from "sessions"/i);
    expect(list[0]).toMatch(/from "meals"/i);

    const goal = await countStatements(async () => (res = await browser.get("/api/nutrition-goals/active")));
    expect(res!.statusCode).toBe(200);
    expect(res!.json()).toMatchObject({ name: "Goal", calories: 2000, isActive: true });
    expect(goal).toHaveLength(1);
    expect(goal[0]).toMatch(/from "nutrition_goals"/i);

    // A list whose range is not the one the dashboard asks for (one end only) reads on its own, as before.
    const open = await countStatements(async () => (res = await browser.get("/api/meals?startDate=2026-03-14")));
    expect(res!.statusCode).toBe(200);
    expect(res!.json()).toEqual([expect.objectContaining({ food: "Porridge" })]);
    expect(open).toHaveLength(2);

    // A v1 read: the key, its owner, their plan and the call's count in one statement, then the read; lastUsed
    // is written on the key's first use and then at most once a minute (nothing when it is fresh).
    const key = (await browser.post("/api/api-keys", { name: "count" })).json() as { apiKey: string };
    const v1Get = () =>
      t.app.inject({ method: "GET", url: "/api/v1/meals?startDate=2026-03-14&endDate=2026-03-14", headers: { "x-api-key": key.apiKey } });
    const first = await countStatements(async () => (res = await v1Get()));
    expect(res!.statusCode).toBe(200);
    expect(first).toHaveLength(3);
    expect(first[0]).toMatch(/^with "counted" as \(update "api_keys"/i);
    expect(first[0]).toMatch(/subscriptions/i);
    expect(first[2]).toMatch(/update "api_keys" set "last_used_at"/i);
    const v1Read = await countStatements(async () => (res = await v1Get()));
    expect(res!.statusCode).toBe(200);
    expect(res!.json()).toEqual([expect.objectContaining({ food: "Porridge" })]);
    expect(v1Read).toHaveLength(2);

    // A plan granted now counts on the next request: nothing is cached between requests.
    await grantSubscription(t.app.db, user.id, "premium-yearly", 365, t.app.clock());
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({ isPremium: true, subscriptionPlan: "premium-yearly" });
  });

  it("does no session work for /healthz, even with a session cookie", async () => {
    const { browser } = await registerUser(t.app);
    let status = 0;
    expect(await countStatements(async () => (status = (await browser.get("/healthz")).statusCode))).toEqual([]);
    expect(status).toBe(200);
  });

  it("a signed-out session fails on the very next request", async () => {
    const { browser } = await registerUser(t.app);
    expect((await browser.get("/api/trial-status")).statusCode).toBe(200);
    const cookies = { ...browser.cookies };
    expect((await browser.post("/api/logout")).statusCode).toBeLessThan(300);
    // The old cookie, replayed: the session is gone from the database, so it no longer signs anyone in.
    const replay = await t.app.inject({ method: "GET", url: "/api/trial-status", cookies });
    expect(replay.statusCode).toBe(401);
  });

  it("the reads joined to the session answer 401 as before for no session, a signed-out one and an idle one", async () => {
    const { browser } = await registerUser(t.app);
    await browser.post("/api/nutrition-goals", {
      name: "Goal",
      calories: 2000,
      proteins: 120,
      carbs: 220,
      fats: 70,
      startDate: "2026-03-01",
    });
    const reads = ["/api/meals?startDate=2026-03-01&endDate=2026-03-14", "/api/nutrition-goals/active"];
    for (const url of reads) expect((await browser.get(url)).statusCode).toBe(200);
    for (const url of reads) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain("Goal");
    }
    // A browser session idle for over a day (SESSION_IDLE_MS): the joined statement finds no session, so no read.
    t.travel(25 * 3_600_000);
    try {
      for (const url of reads) expect((await browser.get(url)).statusCode).toBe(401);
    } finally {
      t.travel(-25 * 3_600_000);
    }
  });

  it("the reads joined to the session answer 401 at once for a signed-out session", async () => {
    const { browser } = await registerUser(t.app);
    const reads = ["/api/meals?startDate=2026-03-01&endDate=2026-03-14", "/api/nutrition-goals/active"];
    expect((await browser.get(reads[0]!)).statusCode).toBe(200);
    const cookies = { ...browser.cookies };
    expect((await browser.post("/api/logout")).statusCode).toBeLessThan(300);
    for (const url of reads) expect((await t.app.inject({ method: "GET", url, cookies })).statusCode).toBe(401);
  });

  it("a joined read still checks a claimed userId and the range as before", async () => {
    const { browser, user } = await registerUser(t.app);
    expect((await browser.get(`/api/meals?startDate=2026-03-01&endDate=2026-03-14&userId=${user.id}`)).statusCode).toBe(200);
    expect((await browser.get(`/api/meals?startDate=2026-03-01&endDate=2026-03-14&userId=${user.id + 1}`)).statusCode).toBe(403);
    // Not a date, or the ends reversed: 400 from the schema, and the statement never sees the values.
    expect((await browser.get("/api/meals?startDate=2026-02-30&endDate=2026-03-14")).statusCode).toBe(400);
    expect((await browser.get("/api/meals?startDate=2026-03-14&endDate=2026-03-01")).statusCode).toBe(400);
  });

  it("writes no line per request (ACCESS_LOG_SAMPLE=0): only 5xx, slow requests and the sample", async () => {
    log.lines.length = 0;
    const { browser } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await browser.get("/api/trial-status")).statusCode).toBe(200);
    expect(log.lines.filter((l) => l.msg === "incoming request" || l.msg === "request completed")).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("no per-process cache across instances (postgres)", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp("postgres", {}, { startWorker: false });
    b = await buildSecondInstance(a);
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a session signed out and a plan changed on one instance count at once on the other", async () => {
    const { browser, user } = await registerUser(a.app);
    const onB = (url: string) => b.app.inject({ method: "GET", url, cookies: browser.cookies });
    expect((await onB("/api/trial-status")).json()).toMatchObject({ subscriptionPlan: "trial" });
    await grantSubscription(a.app.db, user.id, "premium-monthly", 30, a.app.clock());
    expect((await onB("/api/trial-status")).json()).toMatchObject({ subscriptionPlan: "premium-monthly" });
    const cookies = { ...browser.cookies };
    expect((await browser.post("/api/logout")).statusCode).toBeLessThan(300);
    expect((await b.app.inject({ method: "GET", url: "/api/trial-status", cookies })).statusCode).toBe(401);
  });
});

/** A premium user's key called 61 times: the last answer and its limit. */
async function callsUntilRefused(overrides: Parameters<typeof buildTestApp>[1]): Promise<{ status: number; limit: string }> {
  const t = await buildTestApp("pglite", overrides, { startWorker: false });
  try {
    const { browser, user } = await registerUser(t.app);
    await grantSubscription(t.app.db, user.id, "premium-monthly", 30, t.app.clock());
    const created = await browser.post("/api/api-keys", { name: "bench" });
    expect(created.statusCode).toBe(201);
    const key = (created.json() as { apiKey: string }).apiKey;
    let last = await t.app.inject({ method: "GET", url: "/api/v1/nutrition-goals", headers: { "x-api-key": key } });
    for (let i = 1; i <= API_RATE_LIMITS["premium-monthly"]; i++)
      last = await t.app.inject({ method: "GET", url: "/api/v1/nutrition-goals", headers: { "x-api-key": key } });
    return { status: last.statusCode, limit: String(last.headers["ratelimit-limit"]) };
  } finally {
    await t.close();
  }
}

describe("the benchmarks' API rate limit (BENCH_API_RATE_LIMIT) is never honoured in production", () => {
  it("refuses to start in production with it, and accepts it elsewhere", () => {
    expect(() => loadConfig({ NODE_ENV: "production", BENCH_API_RATE_LIMIT: "100000" })).toThrow(/BENCH_API_RATE_LIMIT/);
    expect(loadConfig({ NODE_ENV: "development", BENCH_API_RATE_LIMIT: "100000" }).BENCH_API_RATE_LIMIT).toBe(100000);
    expect(loadConfig({ NODE_ENV: "production" }).BENCH_API_RATE_LIMIT).toBeUndefined();
  });

  it("a production server given the setting anyway (past loadConfig) still answers the 61st call with 429", async () => {
    expect(await callsUntilRefused({ NODE_ENV: "production", BENCH_API_RATE_LIMIT: 100_000 })).toEqual({ status: 429, limit: "60" });
  }, 120_000);

  it("a benchmark's development server takes the raised limit", async () => {
    expect(await callsUntilRefused({ BENCH_API_RATE_LIMIT: 100_000 })).toEqual({ status: 200, limit: "100000" });
  }, 120_000);
});
