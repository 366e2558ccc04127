import { AuthMessages } from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCode } from "../../src/features/auth/auth.service.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";
import { latestResetCode, mailsTo } from "../outbox.ts";

const MIN = 60_000;

describe.each(backends)("password reset (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  // Each request from its own address, so the per-IP limit only bites where a test wants it to.
  const requestCode = (email: string, ip = `10.0.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`) =>
    new Browser(t.app, ip).post("/api/auth/generate-reset-code", { email });
  const reset = (email: string, resetCode: string, newPassword = "brand new secret") =>
    new Browser(t.app).post("/api/auth/reset-password", { email, resetCode, newPassword });

  it("mails the code and answers the same whether or not the address exists", async () => {
    const { input } = await registerUser(t.app);
    const known = await requestCode(input.email);
    const unknown = await requestCode(`nobody-${Date.now()}@example.com`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: AuthMessages.resetCodeSent });
    expect(known.body).not.toMatch(/\b\d{6}\b/);
    expect(known.body).not.toContain("resetCode");
    expect(await mailsTo(t.app, input.email)).toHaveLength(1);
  });

  it("stores only a hash of the code", async () => {
    const { input } = await registerUser(t.app);
    await requestCode(input.email);
    const code = await latestResetCode(t.app, input.email);
    const rows = await t.database.db.execute(sql`select * from password_reset_codes`);
    expect(JSON.stringify(rows.rows)).not.toContain(code);
  });

  it("resets the password with the mailed code, ends every session and works once", async () => {
    const { input, browser } = await registerUser(t.app);
    const other = new Browser(t.app);
    await other.post("/api/login", { username: input.username, password: input.password, rememberMe: true });
    await requestCode(input.email);
    const code = await latestResetCode(t.app, input.email);
    const res = await reset(input.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AuthMessages.passwordReset });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await browser.get("/api/user")).statusCode).toBe(401);
    expect((await other.get("/api/user")).statusCode).toBe(401);
    expect((await new Browser(t.app).post("/api/login", { username: input.username, password: input.password })).statusCode).toBe(401);
    expect((await new Browser(t.app).post("/api/login", { username: input.username, password: "brand new secret" })).statusCode).toBe(200);
    const again = await reset(input.email, code, "another new secret");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AuthMessages.resetCodeInvalid);
    const mails = await mailsTo(t.app, input.email);
    expect(mails.at(-1)?.subject).toMatch(/password was changed/);
  });

  it("burns the code after 5 wrong tries, and changes nothing before a valid code", async () => {
    const { input } = await registerUser(t.app);
    await requestCode(input.email);
    const code = await latestResetCode(t.app, input.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await reset(input.email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AuthMessages.resetCodeInvalid);
    }
    expect((await reset(input.email, code)).statusCode).toBe(400);
    expect((await new Browser(t.app).post("/api/login", { username: input.username, password: input.password })).statusCode).toBe(200);
  });

  it("expires the code after 10 minutes", async () => {
    const { input } = await registerUser(t.app);
    await requestCode(input.email);
    const code = await latestResetCode(t.app, input.email);
    t.travel(10 * MIN + 1000);
    const late = await reset(input.email, code);
    t.travel(-(10 * MIN + 1000));
    expect(late.statusCode).toBe(400);
  });

  it("accepts a code just before it expires", async () => {
    const { input } = await registerUser(t.app);
    await requestCode(input.email);
    const code = await latestResetCode(t.app, input.email);
    t.travel(10 * MIN - 1000);
    const res = await reset(input.email, code);
    t.travel(-(10 * MIN - 1000));
    expect(res.statusCode).toBe(200);
  });

  /** Asks for codes until one differs from `other` (two equal 6-digit codes are a one-in-a-million event). */
  async function codeDifferentFrom(email: string, other: string) {
    for (;;) {
      await requestCode(email);
      const code = await latestResetCode(t.app, email);
      if (code !== other) return code;
    }
  }

  it("honours only the newest code", async () => {
    const { input } = await registerUser(t.app);
    await requestCode(input.email);
    const first = await latestResetCode(t.app, input.email);
    const second = await codeDifferentFrom(input.email, first);
    expect((await reset(input.email, first)).statusCode).toBe(400);
    expect((await reset(input.email, second)).statusCode).toBe(200);
  });

  it("does not accept one user's code for another address", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await requestCode(a.input.email);
    const codeA = await latestResetCode(t.app, a.input.email);
    const codeB = await codeDifferentFrom(b.input.email, codeA);
    expect((await reset(b.input.email, codeA)).statusCode).toBe(400);
    expect((await reset(a.input.email, codeA)).statusCode).toBe(200);
    expect((await reset(b.input.email, codeB)).statusCode).toBe(200);
  });

  it("gives 429 on the 6th request for one address in a day, known or not, and mails no 6th code", async () => {
    const { input } = await registerUser(t.app);
    const unknown = `ghost-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(input.email, `203.0.113.${100 + i}`)).statusCode).toBe(200);
      expect((await requestCode(unknown, `203.0.113.${110 + i}`)).statusCode).toBe(200);
    }
    const known6 = await requestCode(input.email, "203.0.113.120");
    const unknown6 = await requestCode(unknown, "203.0.113.121");
    expect(known6.statusCode).toBe(429);
    expect(unknown6.statusCode).toBe(429);
    expect(known6.body).toBe(unknown6.body);
    expect(Number(known6.headers["retry-after"])).toBeGreaterThan(0);
    expect(await mailsTo(t.app, input.email)).toHaveLength(5);
  });

  it("rejects a malformed code with a clear 400", async () => {
    const res = await reset("someone@example.com", "12ab");
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: "resetCode", message: AuthMessages.resetCodeFormat });
  });
});

describe("reset code generator", () => {
  it("makes zero-padded 6-digit codes without obvious bias", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const c = generateCode();
      expect(c).toMatch(/^\d{6}$/);
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(5);
  });
});

describe("reset request throttle per IP", () => {
  it("gives 429 on the 11th request from one IP within a minute", async () => {
    const t = await buildTestApp();
    try {
      const browser = new Browser(t.app, "198.18.0.1");
      for (let i = 0; i < 10; i++)
        expect((await browser.post("/api/auth/generate-reset-code", { email: `p${i}@example.com` })).statusCode).toBe(200);
      expect((await browser.post("/api/auth/generate-reset-code", { email: "p10@example.com" })).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  }, 120_000);
});
