import { AuthMessages } from "@app/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../src/features/auth/auth.table.ts";
import { Browser, backends, buildTestApp, newUserInput, registerUser, type TestApp } from "../build-test-app.ts";

describe.each(backends)("accounts and sessions (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("registers a user, signs them in and stores the request's IP and user agent", async () => {
    const browser = new Browser(t.app, "192.0.2.44");
    const input = newUserInput({ timeZone: "Europe/Rome" });
    const res = await browser.request({
      method: "POST",
      url: "/api/register",
      payload: input,
      headers: { "user-agent": "TestBrowser/1.0" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), username: input.username, email: input.email, isAdmin: false });
    const me = await browser.get("/api/user");
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(input.username);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, input.username));
    expect(row).toMatchObject({
      registrationIp: "192.0.2.44",
      registrationUserAgent: "TestBrowser/1.0",
      timeZone: "Europe/Rome",
      isAdmin: false,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, tt] = /m=(\d+),t=(\d+)/.exec(row!.passwordHash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(tt)).toBeGreaterThanOrEqual(2);
  });

  it("gives each invalid field its own message", async () => {
    const res = await new Browser(t.app).post("/api/register", {
      username: "x",
      email: "nope",
      password: "short",
      confirmPassword: "other",
      acceptTerms: false,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("VALIDATION_FAILED");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "username", message: AuthMessages.usernameTooShort },
        { path: "email", message: AuthMessages.emailInvalid },
        { path: "password", message: AuthMessages.passwordTooShort },
        { path: "acceptTerms", message: AuthMessages.termsRequired },
      ]),
    );
  });

  it.each(["admin", "Guest", "DEMO", "root", "support", "system"])("reserves the system name %s", async (username) => {
    const res = await new Browser(t.app).post("/api/register", newUserInput({ username }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: "username", message: AuthMessages.usernameReserved });
  });

  it("answers 409 for a username taken in another case and for a taken e-mail", async () => {
    const { input } = await registerUser(t.app);
    const sameName = await new Browser(t.app).post("/api/register", newUserInput({ username: input.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ error: "CONFLICT", message: AuthMessages.usernameTaken });
    const sameEmail = await new Browser(t.app).post("/api/register", newUserInput({ email: input.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ message: AuthMessages.emailTaken });
    expect(sameEmail.body).not.toContain(input.username);
  });

  it("signs in with the username or the e-mail, and rotates the session id", async () => {
    const { input, browser } = await registerUser(t.app);
    const first = browser.cookies.sid;
    const byName = await browser.post("/api/login", { username: input.username, password: input.password });
    expect(byName.statusCode).toBe(200);
    const second = browser.cookies.sid;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The session the browser had before is dead.
    expect((await t.app.inject({ url: "/api/user", cookies: { sid: first! } })).statusCode).toBe(401);
    const byEmail = await new Browser(t.app).post("/api/login", { username: input.email.toUpperCase(), password: input.password });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().username).toBe(input.username);
  });

  it("answers 401 with the same body for a wrong password and an unknown user", async () => {
    const { input } = await registerUser(t.app);
    const wrong = await new Browser(t.app, "192.0.2.80").post("/api/login", { username: input.username, password: "not the password" });
    const unknown = await new Browser(t.app, "192.0.2.81").post("/api/login", { username: "nobody-at-all", password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ error: "UNAUTHORIZED", message: "Invalid username or password" });
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("checks the password exactly as typed", async () => {
    const { input } = await registerUser(t.app, { password: "  pass word  ", confirmPassword: "  pass word  " });
    expect((await new Browser(t.app).post("/api/login", { username: input.username, password: "pass word" })).statusCode).toBe(401);
    expect((await new Browser(t.app).post("/api/login", { username: input.username, password: "  pass word  " })).statusCode).toBe(200);
  });

  it("sets an httpOnly SameSite=Lax cookie: a browser session, or 30 days with 'Remember me'", async () => {
    const { input } = await registerUser(t.app);
    const plain = await new Browser(t.app).post("/api/login", { username: input.username, password: input.password });
    const cookies = ([] as string[]).concat(plain.headers["set-cookie"] ?? []);
    const cookie = cookies.find((c) => c.startsWith("sid="))!;
    // The readable hint beside it holds no secret: it only tells the web app a session may exist.
    expect(cookies.find((c) => c.startsWith("np_signed_in="))).toMatch(/^np_signed_in=1; .*SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith("np_signed_in="))).not.toMatch(/HttpOnly/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    expect(cookie).not.toMatch(/Secure/);
    const remembered = await new Browser(t.app).post("/api/login", {
      username: input.username,
      password: input.password,
      rememberMe: true,
    });
    expect(String(remembered.headers["set-cookie"])).toMatch(/Max-Age=2592000/);
  });

  it("logout deletes the session on the server; the old cookie is dead", async () => {
    const { browser } = await registerUser(t.app);
    const sid = browser.cookies.sid!;
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    const res = await browser.post("/api/logout");
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["set-cookie"])).toMatch(/sid=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect(String(res.headers["set-cookie"])).toMatch(/np_signed_in=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after[0]!.n).toBe(before[0]!.n - 1);
    expect((await t.app.inject({ url: "/api/user", cookies: { sid } })).statusCode).toBe(401);
  });

  it("refuses an attacker-chosen session id", async () => {
    const res = await t.app.inject({ url: "/api/user", cookies: { sid: "attacker-chosen-value" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "UNAUTHORIZED" });
  });

  it("ends a browser session after a day without activity, and every session after 30 days", async () => {
    const { input, browser } = await registerUser(t.app);
    const remembered = new Browser(t.app);
    await remembered.post("/api/login", { username: input.username, password: input.password, rememberMe: true });
    t.travel(25 * 60 * 60 * 1000);
    expect((await browser.get("/api/user")).statusCode).toBe(401);
    expect((await remembered.get("/api/user")).statusCode).toBe(200);
    t.travel(30 * 24 * 60 * 60 * 1000);
    expect((await remembered.get("/api/user")).statusCode).toBe(401);
    t.travel(-(31 * 24 + 1) * 60 * 60 * 1000);
  });

  it("never puts a password hash or a session id in a response body", async () => {
    const { browser, input } = await registerUser(t.app);
    const bodies = [
      (await browser.get("/api/user")).body,
      (await browser.get("/api/trial-status")).body,
      (await new Browser(t.app).post("/api/login", { username: input.username, password: input.password })).body,
      (await browser.post("/api/logout")).body,
    ].join("\n");
    expect(bodies).not.toContain("$argon2");
    const allSessions = await t.database.db.select({ id: sessions.id }).from(sessions);
    for (const s of allSessions) expect(bodies).not.toContain(s.id);
    for (const value of Object.values(browser.cookies)) expect(bodies).not.toContain(value);
    // The database keeps only a hash of the cookie value.
    expect(allSessions.map((s) => s.id)).not.toContain(browser.cookies.sid);
  });

  it("reports the trial of a new user and refuses guests", async () => {
    const { browser } = await registerUser(t.app);
    const res = await browser.get("/api/trial-status");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ trialActive: true, trialDaysLeft: 5, isPremium: false, subscriptionPlan: "trial" });
    expect((await new Browser(t.app).get("/api/trial-status")).statusCode).toBe(401);
  });

  it("shows the trial expired after TRIAL_DAYS, with the Free plan", async () => {
    const { input } = await registerUser(t.app);
    const browser = new Browser(t.app);
    await browser.post("/api/login", { username: input.username, password: input.password, rememberMe: true });
    const day = 24 * 60 * 60 * 1000;
    t.travel(4 * day);
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({
      trialActive: true,
      trialDaysLeft: 1,
      subscriptionPlan: "trial",
    });
    t.travel(day + 1000);
    const res = await browser.get("/api/trial-status");
    t.travel(-(5 * day + 1000));
    expect(res.json()).toMatchObject({ trialActive: false, trialDaysLeft: 0, isPremium: false, subscriptionPlan: "free" });
  });

  it("has created the built-in admin account, which cannot sign in with a password", async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.username, "admin"));
    expect(admin?.isAdmin).toBe(true);
    const res = await new Browser(t.app).post("/api/login", { username: "admin", password: "admin" });
    expect(res.statusCode).toBe(401);
  });
});
