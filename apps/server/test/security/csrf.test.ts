import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, backends, buildTestApp, newUserInput, registerUser, type TestApp } from "../build-test-app.ts";

describe.each(backends)("cross-site requests (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { PUBLIC_ORIGIN: "http://localhost:3000" });
  });
  afterAll(() => t.close());

  const countUsers = async () => (await t.database.db.execute(sql`select count(*)::int as n from users`)).rows[0] as { n: number };

  it.each([
    [{ origin: "https://evil.example" }],
    [{ origin: "null" }],
    [{ origin: "http://localhost:3001" }],
    [{ origin: "https://localhost:3000" }],
    [{ origin: "http://localhost:3000.evil.com" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
  ])("refuses a state change with %j", async (headers) => {
    const before = await countUsers();
    const res = await t.app.inject({ method: "POST", url: "/api/register", headers, payload: newUserInput() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: "CROSS_SITE_REQUEST" });
    expect(await countUsers()).toEqual(before);
  });

  it("keeps the session when a cross-site page posts to /api/logout", async () => {
    const { browser } = await registerUser(t.app);
    const res = await browser.request({
      method: "POST",
      url: "/api/logout",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(403);
    expect((await browser.get("/api/user")).statusCode).toBe(200);
  });

  it("accepts same-origin requests from the app", async () => {
    const browser = new Browser(t.app);
    const res = await browser.request({
      method: "POST",
      url: "/api/register",
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      payload: newUserInput(),
    });
    expect(res.statusCode).toBe(201);
  });

  it("lets GET requests through (they change nothing)", async () => {
    const res = await t.app.inject({ url: "/api/user", headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.statusCode).toBe(401);
  });

  it("has no GET logout", async () => {
    expect((await t.app.inject({ url: "/api/logout" })).statusCode).toBe(404);
  });
});
