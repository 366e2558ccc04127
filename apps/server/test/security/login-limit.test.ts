import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

describe.each(backends)("sign-in throttling (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("gives 429 after 10 failures for one account, even with the right password, and creates no session", async () => {
    const { input } = await registerUser(t.app);
    const browser = new Browser(t.app, "192.0.2.10");
    for (let i = 0; i < 10; i++) {
      expect((await browser.post("/api/login", { username: input.username, password: `wrong ${i}` })).statusCode).toBe(401);
    }
    const res = await browser.post("/api/login", { username: input.username, password: input.password });
    expect(res.statusCode).toBe(429);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const retry = Number(res.headers["retry-after"]);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(900);
    // The window is 15 minutes.
    t.travel(15 * 60_000 + 1000);
    const later = await browser.post("/api/login", { username: input.username, password: input.password });
    t.travel(-(15 * 60_000 + 1000));
    expect(later.statusCode).toBe(200);
  });

  it("counts failures from many IPs against one account, across its aliases", async () => {
    const { input } = await registerUser(t.app);
    const aliases = [input.username, input.username.toUpperCase(), input.email];
    for (let i = 0; i < 10; i++) {
      const res = await new Browser(t.app, `192.0.2.${20 + i}`).post("/api/login", { username: aliases[i % 3], password: "wrong" });
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await new Browser(t.app, "192.0.2.99").post("/api/login", { username: input.username, password: input.password })).statusCode,
    ).toBe(429);
  });

  it("gives 429 to one IP trying many usernames, with the same answer for existing and unknown names", async () => {
    const { input } = await registerUser(t.app);
    const browser = new Browser(t.app, "192.0.2.150");
    for (let i = 0; i < 10; i++) {
      expect((await browser.post("/api/login", { username: `sprayed-${i}`, password: "wrong" })).statusCode).toBe(401);
    }
    const existing = await browser.post("/api/login", { username: input.username, password: input.password });
    const unknown = await browser.post("/api/login", { username: "never-registered", password: "whatever" });
    expect(existing.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(existing.json()).toEqual(unknown.json());
  });

  it("ignores X-Forwarded-For when choosing the client", async () => {
    const browser = new Browser(t.app, "192.0.2.200");
    for (let i = 0; i < 10; i++) await browser.post("/api/login", { username: `xff-${i}`, password: "wrong" });
    const res = await browser.request({
      method: "POST",
      url: "/api/login",
      payload: { username: "xff-new", password: "x" },
      headers: { "x-forwarded-for": "10.9.8.7" },
    });
    expect(res.statusCode).toBe(429);
  });

  it("gives 429 on the 11th registration from one IP within an hour", async () => {
    for (let i = 0; i < 10; i++) await registerUser(t.app, {}, "192.0.2.222");
    const res = await new Browser(t.app, "192.0.2.222").post("/api/register", {
      username: "eleventh_user",
      email: "eleventh@example.com",
      password: "correct horse battery",
      confirmPassword: "correct horse battery",
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(429);
  });
});
