import { Writable } from "node:stream";
import { IdMessages, TextMessages } from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, Browser, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";
const LONE_LOW_SURROGATE = "\udc00";

const meal = { food: "Greek yogurt", calories: 145, proteins: 15, carbs: 6, fats: 5, mealType: "breakfast", notes: "ok" };
const goal = { name: "Cut", description: "ok", calories: 1800, proteins: 140, carbs: 170, fats: 50, startDate: "2025-01-01" };
const profile = { name: "Ada Lovelace", age: 36, gender: "female", weight: 60, height: 165, activityLevel: "light" };
const customFood = {
  name: "Lasagne",
  energyKcal: 165,
  proteinG: 9.5,
  carbsG: 14,
  fatG: 8,
  portions: [{ description: "1 slice", grams: 250 }],
};
const suggestion = { name: "Oats", description: "Oats with milk", mealType: "breakfast", calories: 300, cuisine: "nordic" };

/** Every route with an id in its path. */
const idRoutes = (id: string) =>
  [
    ["PATCH", `/api/meals/${id}`, { calories: 1 }],
    ["DELETE", `/api/meals/${id}`],
    ["PATCH", `/api/nutrition-goals/${id}`, { name: "x" }],
    ["DELETE", `/api/nutrition-goals/${id}`],
    ["GET", `/api/foods/${id}`],
    ["PATCH", `/api/foods/custom/${id}`, { name: "x" }],
    ["DELETE", `/api/foods/custom/${id}`],
    ["GET", `/api/recipes/${id}`],
  ] as const;

/** A copy of `body` where the text at `path` ('a.0.b') has `insert` put in its middle. */
function withInserted(body: unknown, path: string, insert: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split(".");
  let node: Record<string, unknown> = copy;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  const text = String(node[keys.at(-1)!]);
  node[keys.at(-1)!] = text.slice(0, 2) + insert + text.slice(2);
  return copy;
}

describe.each(backends)("hostile text and ids (%s)", (backend) => {
  let t: TestApp;
  let user: Browser;
  let mealId: number;
  let goalId: number;
  let userId: number;
  let foodId: number;
  beforeAll(async () => {
    t = await buildTestApp(backend, { ADMIN_ACCESS_CODE: "an-admin-code-for-tests" });
    const registered = await registerUser(t.app);
    user = registered.browser;
    userId = registered.user.id;
    mealId = (await user.post("/api/meals", meal)).json().id;
    goalId = (await user.post("/api/nutrition-goals", goal)).json().id;
    await user.post("/api/user-profile", profile);
    foodId = (await user.post("/api/foods/custom", customFood)).json().id;
  }, 120_000);
  afterAll(() => t.close());

  // Every text field of every request body: [method, url, a valid body, the field].
  const bodyFields: [string, () => string, () => unknown, string[]][] = [
    [
      "POST",
      () => "/api/register",
      () => ({
        username: "hostile_1",
        email: "h1@example.com",
        password: "correct horse battery",
        confirmPassword: "correct horse battery",
        acceptTerms: true,
        timeZone: "Europe/Rome",
      }),
      ["username", "email", "password", "confirmPassword", "timeZone"],
    ],
    ["POST", () => "/api/login", () => ({ username: "someone", password: "secret-password" }), ["username", "password"]],
    ["POST", () => "/api/admin-access", () => ({ code: "guess" }), ["code"]],
    ["POST", () => "/api/auth/generate-reset-code", () => ({ email: "h@example.com" }), ["email"]],
    [
      "POST",
      () => "/api/auth/reset-password",
      () => ({ email: "h@example.com", resetCode: "123456", newPassword: "another good password" }),
      ["email", "resetCode", "newPassword"],
    ],
    ["POST", () => "/api/meals", () => meal, ["food", "notes"]],
    ["PATCH", () => `/api/meals/${mealId}`, () => ({ food: "x", notes: "y" }), ["food", "notes"]],
    ["PATCH", () => `/api/meals/${mealId}`, () => ({ foodId, amountGrams: 100, portionLabel: "1 slice" }), ["portionLabel"]],
    ["POST", () => "/api/nutrition-goals", () => goal, ["name", "description"]],
    ["PATCH", () => `/api/nutrition-goals/${goalId}`, () => ({ name: "x", description: "y" }), ["name", "description"]],
    ["POST", () => "/api/user-profile", () => profile, ["name"]],
    ["PATCH", () => `/api/user-profile/${userId}`, () => ({ name: "Ada L" }), ["name"]],
    ["PUT", () => "/api/preferences", () => ({ preferredIngredients: ["salmon", "rice"] }), ["preferredIngredients.1"]],
    ["POST", () => "/api/ai-chat", () => ({ query: "What should I eat?" }), ["query"]],
    [
      "POST",
      () => "/api/meal-feedback",
      () => ({ mealName: "Oats", mealDescription: "d", rating: 5, mealData: suggestion }),
      ["mealName", "mealDescription", "mealData.name", "mealData.description", "mealData.cuisine"],
    ],
    [
      "POST",
      () => "/api/email-response",
      () => ({ email: "h@example.com", subject: "Hello", message: "A long enough message" }),
      ["email", "subject", "message"],
    ],
    [
      "POST",
      () => "/api/contact",
      () => ({ name: "Ada", email: "h@example.com", subject: "Hello", message: "A long enough message", reason: "general" }),
      ["name", "email", "subject", "message"],
    ],
    ["POST", () => "/api/integration-leads", () => ({ email: "h@example.com" }), ["email"]],
    ["POST", () => "/api/meal-image", () => ({ mealName: "Oats", mealDescription: "with milk" }), ["mealName", "mealDescription"]],
    ["POST", () => "/api/analyze-food-image", () => ({ description: "two eggs" }), ["description"]],
    ["POST", () => "/api/foods/custom", () => customFood, ["name", "portions.0.description"]],
    ["PATCH", () => `/api/foods/custom/${foodId}`, () => customFood, ["name", "portions.0.description"]],
  ];
  const cases = bodyFields.flatMap(([method, url, body, fields]) =>
    fields.flatMap((field) =>
      [
        [NUL, TextMessages.controlCharacters],
        ["\u001b[31m", TextMessages.controlCharacters],
        [LONE_SURROGATE, TextMessages.unpairedSurrogate],
        [LONE_LOW_SURROGATE, TextMessages.unpairedSurrogate],
      ].map(([value, message]) => ({ method, url, body, field, value: value!, message: message! })),
    ),
  );

  it.each(cases)("$method $field: $message", async (c) => {
    const res = await user.request({
      method: c.method as "POST",
      url: c.url(),
      payload: withInserted(c.body(), c.field, c.value) as object,
    });
    const body = res.json();
    expect(res.statusCode).toBe(400);
    expect(body.error).toBe("VALIDATION_FAILED");
    // The first issue names the field (a username or reset code may also break its format rule).
    expect(body.issues[0]).toEqual({ path: c.field, message: c.message });
    expect(body.message).toBe(c.message);
  });

  it("refuses control characters in query texts too", async () => {
    for (const url of [
      "/api/foods/search?q=egg%00",
      "/api/foods/search?q=egg&locale=it%00",
      "/api/recipes?search=pasta%00",
      "/api/recommendations/meals?ts=1%00",
      "/api/recommendations/nutrition-goals?timestamp=1%00",
    ]) {
      const res = await user.get(url);
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 400,
        message: TextMessages.controlCharacters,
      });
    }
    // A lone surrogate cannot be percent-encoded as UTF-8: the URL's bytes decode to U+FFFD, a real character.
    expect((await user.get("/api/foods/search?q=%ED%A0%80")).statusCode).toBe(200);
  });

  it("keeps tab and new lines in multi-line texts, and refuses them (CR LF too) in one-line texts", async () => {
    const notes = (await user.post("/api/meals", { ...meal, notes: "line one\n\tline two\r\nthree" })).json();
    expect(notes.notes).toBe("line one\n\tline two\r\nthree");
    const message = await user.post("/api/email-response", { email: "h@example.com", subject: "Hello", message: "Dear team,\nthanks.\n" });
    expect(message.statusCode).toBe(200);
    const injected = await user.post("/api/email-response", {
      email: "h@example.com",
      subject: "Hello\r\nBcc: x@example.com",
      message: "A long enough message",
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().issues[0].path).toBe("subject");
    expect((await user.post("/api/meals", { ...meal, food: "Greek\tyogurt" })).statusCode).toBe(400);
    // Paired surrogates (emoji) are ordinary text.
    expect((await user.post("/api/meals", { ...meal, food: "Pizza 🍕" })).json().food).toBe("Pizza 🍕");
  });

  it("answers ids beyond PostgreSQL's integer with 400, never 500", async () => {
    for (const id of [
      "2147483648",
      "9223372036854775808",
      "99999999999999999999",
      "0",
      "-1",
      "1.5",
      "1e3",
      "0x10",
      "abc",
      "1%20OR%201=1",
    ]) {
      for (const [method, url, payload] of idRoutes(id)) {
        const res = await user.request({ method, url, ...(payload ? { payload } : {}) });
        expect({ url, method, status: res.statusCode, issues: res.json().issues }).toEqual({
          url,
          method,
          status: 400,
          issues: [{ path: "id", message: IdMessages.invalid }],
        });
      }
    }
    for (const [method, url, payload] of idRoutes("2147483647")) {
      const res = await user.request({ method, url, ...(payload ? { payload } : {}) });
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
    }
    // The largest id in a body's food reference, too.
    const res = await user.post("/api/meals", { ...meal, foodId: 2147483648, amountGrams: 100 });
    expect(res.statusCode).toBe(400);
    const rated = await user.post("/api/meal-feedback", { mealName: "Oats", rating: 5, mealData: { ...suggestion, recipeId: 2147483648 } });
    expect(rated.statusCode).toBe(400);
    expect(rated.json().issues[0].path).toBe("mealData.recipeId");
  });

  it("stores nothing from a refused request", async () => {
    const before = (await user.get("/api/meals")).json().length;
    await user.post("/api/meals", { ...meal, food: `a${NUL}` });
    await user.post("/api/meals", { ...meal, notes: `a${LONE_SURROGATE}` });
    expect((await user.get("/api/meals")).json()).toHaveLength(before);
  });
});

describe.each(backends)("the log of an unexpected database error (%s)", (backend) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp(backend, {}, { logger: { level: "info", stream } });
    // A route whose query fails in the database with the user's text as a parameter.
    t.app.post("/api/test-database-error", async (request) => {
      const { text } = request.body as { text: string };
      await t.app.db.execute(sql`SELECT ${text}::integer`);
      return { ok: true };
    });
  }, 120_000);
  afterAll(() => t.close());

  it("names the error's class and SQLSTATE, never the query's parameters or the database's message", async () => {
    const canary = `CANARY-${Date.now()}-secret@example.com`;
    const res = await t.app.inject({ method: "POST", url: "/api/test-database-error", payload: { text: canary } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(canary);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === "unhandled error");
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).not.toContain("CANARY");
    expect(lines.join("\n")).not.toContain(canary);
    // What went wrong is still there: the class and PostgreSQL's code for invalid text representation.
    const error = logged[0]!.error as { type: string; cause: { code: string } };
    expect(error.type).toBe("DrizzleQueryError");
    expect(error.cause.code).toBe("22P02");
  });
});
