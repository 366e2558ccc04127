import { Validator } from "@seriousme/openapi-schema-validator";
import { API_RATE_LIMITS, ApiDocsSchema, ApiKeyMessages, ApiKeySchema, MealEntrySchema } from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantSubscription } from "../../src/features/billing/index.ts";
import { backends, buildSecondInstance, buildTestApp, captureLog, registerUser, type TestApp } from "../build-test-app.ts";

const DAY = 86_400_000;
const meal = {
  food: "Porridge with berries",
  calories: 350,
  proteins: 12,
  carbs: 55,
  fats: 8,
  mealType: "breakfast",
  date: "2026-03-14",
  timestamp: "2026-03-14T07:30:00Z",
};

async function createKey(browser: Awaited<ReturnType<typeof registerUser>>["browser"], body: object = { name: "My script" }) {
  const res = await browser.post("/api/api-keys", body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; apiKey: string; active: boolean; scope: string; expiresAt: string | null };
}

describe.each(backends)("developer API (%s)", (backend) => {
  let t: TestApp;
  const log = captureLog("info");
  beforeAll(async () => {
    t = await buildTestApp(backend, {}, { logger: log.logger });
  }, 180_000);
  afterAll(() => t.close());

  /** A premium user (monthly) with a session browser. */
  async function premiumUser(plan: "premium-monthly" | "premium-yearly" = "premium-monthly", days = 30) {
    const u = await registerUser(t.app);
    await grantSubscription(t.app.db, u.user.id, plan, days, t.app.clock());
    return u;
  }
  const v1 = (
    key: string | undefined,
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(key ? { "x-api-key": key } : {}), ...headers } });

  it("creates a key shown once, lists it by prefix only, and stores only its hash", async () => {
    const { browser } = await premiumUser();
    const created = await createKey(browser, { name: "  Spreadsheet  ", expiresInDays: 90, scope: "read" });
    expect(created.apiKey).toMatch(/^np_test_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: "Spreadsheet", scope: "read", active: true, lastUsed: null });
    expect(Date.parse(created.expiresAt!) - Date.parse((created as unknown as { createdAt: string }).createdAt)).toBe(90 * DAY);

    const list = await browser.get("/api/api-keys");
    expect(list.statusCode).toBe(200);
    const [listed] = list.json() as { apiKey: string }[];
    ApiKeySchema.parse(listed);
    expect(listed!.apiKey).toBe(`${created.apiKey.slice(0, 14)}…`);
    expect(list.body).not.toContain(created.apiKey);

    // The full key is in no column and no log line; its SHA-256 is.
    const dump = await t.database.db.execute(sql`select row_to_json(k)::text as j from api_keys k`);
    const text = dump.rows.map((r) => (r as { j: string }).j).join("\n");
    expect(text).not.toContain(created.apiKey);
    expect(text).toContain(createHash(created.apiKey));
    expect(log.raw.join("\n")).not.toContain(created.apiKey);
  });

  it("refuses a 6th key with a clear 400, and a blank name or an unknown expiry", async () => {
    const { browser } = await premiumUser();
    for (let i = 1; i <= 5; i++) await createKey(browser, { name: `Key ${i}` });
    const sixth = await browser.post("/api/api-keys", { name: "Key 6" });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(ApiKeyMessages.tooMany);
    const blank = await browser.post("/api/api-keys", { name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(ApiKeyMessages.nameRequired);
    const { browser: other } = await premiumUser();
    expect((await other.post("/api/api-keys", { name: "x", expiresInDays: 7 })).statusCode).toBe(400);
    expect((await other.post("/api/api-keys", { name: "x", scope: "admin" })).statusCode).toBe(400);
  });

  it("lets trial and premium users (and the admin) manage keys; the Free plan and a lapsed plan get 403 Premium Required, revived on renewal", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/api-keys" })).statusCode).toBe(401);
    const trial = await registerUser(t.app);
    expect((await trial.browser.post("/api/api-keys", { name: "Trial key" })).statusCode).toBe(201);
    // The trial ends with no subscription: the Free plan has no API access.
    await t.database.db.execute(sql`update users set trial_ends_at = now() - interval '1 day' where id = ${trial.user.id}`);
    const refused = await trial.browser.post("/api/api-keys", { name: "Free key" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("PREMIUM_REQUIRED");

    const premium = await premiumUser();
    const key = await createKey(premium.browser);
    // The subscription ends: the key management and the key itself answer 403.
    await t.database.db.execute(
      sql`update subscriptions set current_period_end = now() - interval '1 day' where user_id = ${premium.user.id}`,
    );
    await t.database.db.execute(sql`update users set trial_ends_at = now() - interval '1 day' where id = ${premium.user.id}`);
    const list = await premium.browser.get("/api/api-keys");
    expect(list.statusCode).toBe(403);
    expect(list.json().error).toBe("PREMIUM_REQUIRED");
    const call = await v1(key.apiKey, "GET", "/api/v1/nutrition-goals");
    expect(call.statusCode).toBe(403);
    expect(call.json()).toEqual({ error: "PREMIUM_REQUIRED", message: ApiKeyMessages.premiumRequired });
    // Renewed: the same key works again.
    await grantSubscription(t.app.db, premium.user.id, "premium-monthly", 30, t.app.clock());
    expect((await v1(key.apiKey, "GET", "/api/v1/nutrition-goals")).statusCode).toBe(200);
  });

  it("uses a key: goals, meals CRUD, summary, figures; lastUsed set at most once a minute; revoke → 401; delete", async () => {
    const { browser } = await premiumUser();
    await browser.post("/api/nutrition-goals", {
      name: "Cut",
      calories: 2000,
      proteins: 150,
      carbs: 200,
      fats: 60,
      startDate: "2026-01-01",
    });
    await browser.post("/api/user-profile", {
      name: "Dev Eloper",
      age: 30,
      gender: "male",
      weight: 72,
      height: 178,
      activityLevel: "light",
    });
    const key = await createKey(browser);

    const goals = await v1(key.apiKey, "GET", "/api/v1/nutrition-goals");
    expect(goals.statusCode).toBe(200);
    expect(goals.json()).toMatchObject([{ name: "Cut", isActive: true }]);
    expect(goals.headers["ratelimit-limit"]).toBe(String(API_RATE_LIMITS["premium-monthly"]));
    expect(goals.headers["ratelimit-remaining"]).toBe(String(API_RATE_LIMITS["premium-monthly"] - 1));
    expect(Number(goals.headers["ratelimit-reset"])).toBeGreaterThan(0);

    // Bearer works too.
    const created = await v1(undefined, "POST", "/api/v1/meals", meal, { authorization: `Bearer ${key.apiKey}` });
    expect(created.statusCode).toBe(201);
    const m = MealEntrySchema.parse(created.json());
    const patched = await v1(key.apiKey, "PATCH", `/api/v1/meals/${m.id}`, { calories: 400 });
    expect(patched.json()).toMatchObject({ id: m.id, calories: 400 });
    const list = await v1(key.apiKey, "GET", "/api/v1/meals?startDate=2026-03-14&endDate=2026-03-14");
    expect(list.json()).toMatchObject([{ id: m.id, food: meal.food, calories: 400 }]);
    const csv = await v1(key.apiKey, "GET", "/api/v1/meals.csv?startDate=2026-03-01&endDate=2026-03-31");
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.body).toContain("Porridge with berries,400");
    // The session app sees what the API wrote.
    expect((await browser.get("/api/meals?startDate=2026-03-14&endDate=2026-03-14")).json()).toMatchObject([{ id: m.id }]);

    const summary = await v1(key.apiKey, "GET", "/api/v1/summary/daily?date=2026-03-14");
    expect(summary.json()).toMatchObject({
      date: "2026-03-14",
      mealCount: 1,
      intake: { calories: 400, proteins: 12 },
      goal: { calories: 2000 },
      remaining: { calories: 1600 },
      percentOfGoal: { calories: 20 },
    });
    const figures = await v1(key.apiKey, "GET", "/api/v1/profile/figures");
    // Revised Harris-Benedict for a 30-year-old man of 72 kg and 178 cm: 1736.9 kcal; light activity × 1.375.
    expect(figures.json()).toMatchObject({ bmi: 22.7, bmiCategory: "normal", bmr: 1737, tdee: 2388 });

    const listed = (await browser.get("/api/api-keys")).json()[0];
    expect(listed.lastUsed).not.toBeNull();
    // Another call within the minute leaves lastUsed as it was; after a minute it moves.
    await v1(key.apiKey, "GET", "/api/v1/nutrition-goals");
    expect((await browser.get("/api/api-keys")).json()[0].lastUsed).toBe(listed.lastUsed);
    t.travel(61_000);
    try {
      await v1(key.apiKey, "GET", "/api/v1/nutrition-goals");
      expect((await browser.get("/api/api-keys")).json()[0].lastUsed).not.toBe(listed.lastUsed);
    } finally {
      t.travel(-61_000);
    }

    expect((await v1(key.apiKey, "DELETE", `/api/v1/meals/${m.id}`)).json()).toEqual({ ok: true });
    const revoked = await browser.post(`/api/api-keys/${key.id}/revoke`);
    expect(revoked.json()).toMatchObject({ id: key.id, active: false });
    const after = await v1(key.apiKey, "GET", "/api/v1/nutrition-goals");
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: "UNAUTHORIZED", message: ApiKeyMessages.invalid });
    const del = await t.app.inject({ method: "DELETE", url: `/api/api-keys/${key.id}`, cookies: browser.cookies });
    expect(del.json()).toEqual({ ok: true });
    expect((await browser.get("/api/api-keys")).json()).toEqual([]);
  });

  it("answers 401 for a missing, unknown or expired key, and for a session cookie without a key", async () => {
    const { browser, user } = await premiumUser();
    const key = await createKey(browser, { name: "Short", expiresInDays: 30 });
    expect((await v1(undefined, "GET", "/api/v1/nutrition-goals")).json()).toEqual({
      error: "UNAUTHORIZED",
      message: ApiKeyMessages.missing,
    });
    expect((await v1("np_live_not-a-key", "GET", "/api/v1/nutrition-goals")).statusCode).toBe(401);
    expect((await v1(`np_test_${"A".repeat(43)}`, "GET", "/api/v1/nutrition-goals")).statusCode).toBe(401);
    // The app's own session cookie is ignored on v1.
    const cookie = await t.app.inject({ method: "GET", url: "/api/v1/nutrition-goals", cookies: browser.cookies });
    expect(cookie.statusCode).toBe(401);
    expect((await v1(key.apiKey, "GET", "/api/v1/nutrition-goals")).statusCode).toBe(200);
    // 30 days and a minute later (the clock of the database row): expired.
    await t.database.db.execute(sql`update api_keys set expires_at = now() - interval '1 minute' where id = ${key.id}`);
    expect((await v1(key.apiKey, "GET", "/api/v1/nutrition-goals")).json()).toEqual({
      error: "UNAUTHORIZED",
      message: ApiKeyMessages.invalid,
    });
    expect((await browser.get("/api/api-keys")).json()[0].active).toBe(false);
    expect(user.id).toBeGreaterThan(0);
  });

  it("reaches only the key owner's data; a read-only key cannot write", async () => {
    const a = await premiumUser();
    const b = await premiumUser();
    const bMeal = (await b.browser.post("/api/meals", meal)).json() as { id: number };
    const aKey = await createKey(a.browser);
    expect((await v1(aKey.apiKey, "PATCH", `/api/v1/meals/${bMeal.id}`, { calories: 1 })).statusCode).toBe(404);
    expect((await v1(aKey.apiKey, "DELETE", `/api/v1/meals/${bMeal.id}`)).statusCode).toBe(404);
    expect((await v1(aKey.apiKey, "GET", "/api/v1/meals?startDate=2026-03-14&endDate=2026-03-14")).json()).toEqual([]);
    expect((await b.browser.get("/api/meals?startDate=2026-03-14&endDate=2026-03-14")).json()).toMatchObject([
      { id: bMeal.id, calories: 350 },
    ]);
    // B's key management is B's: A cannot revoke or delete it.
    const bKey = await createKey(b.browser);
    expect((await a.browser.post(`/api/api-keys/${bKey.id}/revoke`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/api-keys/${bKey.id}`, cookies: a.browser.cookies })).statusCode).toBe(404);
    expect((await v1(bKey.apiKey, "GET", "/api/v1/nutrition-goals")).statusCode).toBe(200);

    const readOnly = await createKey(a.browser, { name: "Read only", scope: "read" });
    const write = await v1(readOnly.apiKey, "POST", "/api/v1/meals", meal);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ error: "FORBIDDEN", message: ApiKeyMessages.readOnly });
    expect((await v1(readOnly.apiKey, "GET", "/api/v1/meals?startDate=2026-03-14&endDate=2026-03-14")).statusCode).toBe(200);
  });

  it("limits each key per minute (429 with Retry-After and RateLimit headers); the yearly plan gets more", async () => {
    const { browser } = await premiumUser();
    const key = await createKey(browser);
    const limit = API_RATE_LIMITS["premium-monthly"];
    for (let i = 0; i < limit; i++) {
      const res = await v1(key.apiKey, "GET", "/api/v1/nutrition-goals");
      expect(res.statusCode).toBe(200);
    }
    const over = await v1(key.apiKey, "GET", "/api/v1/nutrition-goals");
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe("TOO_MANY_REQUESTS");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(over.headers["ratelimit-remaining"]).toBe("0");
    expect(over.headers["ratelimit-limit"]).toBe(String(limit));
    // The window is fixed and starts with the key's first call: a minute after it, a new window opens.
    t.travel(Number(over.headers["retry-after"]) * 1000);
    try {
      const next = await v1(key.apiKey, "GET", "/api/v1/nutrition-goals");
      expect(next.statusCode).toBe(200);
      expect(next.headers["ratelimit-remaining"]).toBe(String(limit - 1));
      expect(next.headers["ratelimit-reset"]).toBe("60");
    } finally {
      t.travel(-Number(over.headers["retry-after"]) * 1000);
    }
    // Another key of the same user has its own allowance.
    const second = await createKey(browser, { name: "Second" });
    expect((await v1(second.apiKey, "GET", "/api/v1/nutrition-goals")).statusCode).toBe(200);

    const yearly = await premiumUser("premium-yearly", 365);
    const yKey = await createKey(yearly.browser);
    const res = await v1(yKey.apiKey, "GET", "/api/v1/nutrition-goals");
    expect(res.headers["ratelimit-limit"]).toBe(String(API_RATE_LIMITS["premium-yearly"]));
  }, 60_000);

  it("counts parallel calls exactly: of limit + 1 calls at once, one is refused", async () => {
    const { browser } = await premiumUser();
    const key = await createKey(browser);
    const limit = API_RATE_LIMITS["premium-monthly"];
    const answers = await Promise.all(Array.from({ length: limit + 1 }, () => v1(key.apiKey, "GET", "/api/v1/nutrition-goals")));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(limit);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1);
    expect(answers.map((a) => a.headers["ratelimit-remaining"]).sort((a, b) => Number(a) - Number(b))).toEqual(
      ["0", ...Array.from({ length: limit }, (_, i) => String(i))].sort((a, b) => Number(a) - Number(b)),
    );
  }, 60_000);

  it("publishes a valid OpenAPI 3.1 document with every v1 route, and the docs object built from it", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(doc.statusCode).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(doc.json());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const json = doc.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(json.openapi).toBe("3.1.0");
    const documented = Object.entries(json.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split("\n")
      .filter((l) => l.includes("/api/v1/"));
    expect(routes.length).toBeGreaterThan(0);
    expect(documented.sort()).toEqual(
      [
        "DELETE /api/v1/meals/{id}",
        "GET /api/v1/foods/search",
        "GET /api/v1/foods/{id}",
        "GET /api/v1/meals",
        "GET /api/v1/meals.csv",
        "GET /api/v1/nutrition-goals",
        "GET /api/v1/nutrition-goals/active",
        "GET /api/v1/profile/figures",
        "GET /api/v1/summary/daily",
        "PATCH /api/v1/meals/{id}",
        "POST /api/v1/meals",
      ].sort(),
    );

    expect((await t.app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBe(401);
    const { browser } = await premiumUser();
    const docs = ApiDocsSchema.parse((await browser.get("/api/docs")).json());
    expect(docs.baseUrl).toMatch(/\/api\/v1$/);
    expect(docs.authentication.headerName).toBe("X-Api-Key");
    expect(docs.rateLimit.limit).toBe(API_RATE_LIMITS["premium-monthly"]);
    expect(docs.endpoints.map((e) => `${e.method} ${e.path}`)).toContain("GET /nutrition-goals");
    const meals = docs.endpoints.find((e) => e.method === "GET" && e.path === "/meals")!;
    expect(meals.parameters).toHaveProperty("startDate");
    expect(meals.responseFormat.example).toEqual([expect.objectContaining({ food: expect.any(String) })]);
    expect(docs.endpoints.find((e) => e.method === "POST")!.scope).toBe("read-write");
    // Parameters in words a developer reads: the value's kind, its range and its default.
    expect(meals.parameters.startDate).toBe("query, required, date (YYYY-MM-DD)");
    const search = docs.endpoints.find((e) => e.path === "/foods/search")!;
    expect(search.parameters.limit).toBe("query, optional, integer 1-50, default 20");
    const patch = docs.endpoints.find((e) => e.method === "PATCH")!;
    expect(patch.parameters.id).toBe("path, required, integer");
    expect(patch.parameters.mealType).toBe("body, optional, one of breakfast, lunch, dinner, snack");
    expect(patch.parameters.notes).toMatch(/^body, optional, text or null$/);

    // An Italian reader gets the whole docs object in Italian: every endpoint, parameter and changelog line.
    const italian = ApiDocsSchema.parse(
      (await browser.request({ method: "GET", url: "/api/docs", headers: { "accept-language": "it-IT,it;q=0.9" } })).json(),
    );
    expect(italian.endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(docs.endpoints.map((e) => `${e.method} ${e.path}`));
    for (const [i, e] of italian.endpoints.entries()) {
      expect(e.description, `${e.method} ${e.path} has an Italian description`).not.toBe(docs.endpoints[i]!.description);
    }
    expect(italian.endpoints.find((e) => e.path === "/meals" && e.method === "GET")!.parameters.startDate).toBe(
      "query, obbligatorio, data (AAAA-MM-GG)",
    );
    expect(italian.rateLimit.description).toMatch(/^Ogni chiave API può fare/);
    expect(italian.authentication.description).toMatch(/^Invia la tua chiave API/);
    expect(italian.changelog[0]!.changes.join(" ")).toMatch(/Chiavi API/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("developer API rate limit across instances (postgres)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("postgres");
  }, 180_000);
  afterAll(() => t.close());
  async function premiumUser() {
    const u = await registerUser(t.app);
    await grantSubscription(t.app.db, u.user.id, "premium-monthly", 30, t.app.clock());
    return u;
  }

  it("shares the rate limit between two server instances on one database", async () => {
    const second = await buildSecondInstance(t);
    try {
      const { browser } = await premiumUser();
      const key = await createKey(browser);
      const limit = API_RATE_LIMITS["premium-monthly"];
      for (let i = 0; i < limit; i++) {
        const app = i % 2 === 0 ? t.app : second.app;
        expect((await app.inject({ method: "GET", url: "/api/v1/nutrition-goals", headers: { "x-api-key": key.apiKey } })).statusCode).toBe(
          200,
        );
      }
      const over = await second.app.inject({ method: "GET", url: "/api/v1/nutrition-goals", headers: { "x-api-key": key.apiKey } });
      expect(over.statusCode).toBe(429);
      expect(over.headers["retry-after"]).toBeDefined();
      // And at once: limit + 1 parallel calls shared between the two instances, one refused.
      const other = await createKey(browser, { name: "Parallel" });
      const answers = await Promise.all(
        Array.from({ length: limit + 1 }, (_, i) =>
          (i % 2 === 0 ? t.app : second.app).inject({
            method: "GET",
            url: "/api/v1/nutrition-goals",
            headers: { "x-api-key": other.apiKey },
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(limit);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 60_000);
});

function createHash(key: string): string {
  return nodeHash("sha256").update(key).digest("hex");
}
import { createHash as nodeHash } from "node:crypto";
