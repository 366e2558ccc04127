import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { passwordResetCodes, sessions, users } from "../../src/features/auth/auth.table.ts";
import {
  Browser,
  backends,
  buildSecondInstance,
  buildTestApp,
  captureLog,
  newUserInput,
  registerUser,
  type TestApp,
} from "../build-test-app.ts";
import { mailsTo } from "../outbox.ts";

// Counts every password check, as Django's timing test counts hasher calls.
const checks = vi.hoisted(() => ({ passwords: 0 }));
vi.mock("../../src/features/auth/passwords.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/features/auth/passwords.ts")>();
  return {
    ...original,
    verifyPassword: (stored: string | undefined, password: string) => {
      checks.passwords += 1;
      return original.verifyPassword(stored, password);
    },
  };
});

const ADMIN_CODE = "parallel-admin-code-2026";
const statuses = (results: { statusCode: number }[]) => {
  const by: Record<number, number> = {};
  for (const r of results) by[r.statusCode] = (by[r.statusCode] ?? 0) + 1;
  return by;
};
let ipCounter = 0;
const nextIp = () => `172.16.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(backends)("limits under parallel requests (%s)", (backend) => {
  let t: TestApp;
  const log = captureLog("warn");
  beforeAll(async () => {
    t = await buildTestApp(backend, { ADMIN_ACCESS_CODE: ADMIN_CODE, ADMIN_ACCESS_MAX_FAILURES: 20 }, { logger: log.logger });
  }, 180_000);
  afterAll(() => t.close());
  beforeEach(() => {
    checks.passwords = 0;
  });

  const sessionsOf = async (userId: number) =>
    (await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

  it("checks at most 10 of 50 simultaneous passwords for one account, so the right one (#46) does not sign in", async () => {
    const { input, user } = await registerUser(t.app);
    const before = await sessionsOf(user.id);
    checks.passwords = 0;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new Browser(t.app, nextIp()).post("/api/login", { username: input.username, password: i === 45 ? input.password : `wrong ${i}` }),
      ),
    );
    expect(checks.passwords).toBeLessThanOrEqual(10);
    expect(statuses(results)).toEqual({ 401: 10, 429: 40 });
    expect(results[45]!.statusCode).toBe(429);
    expect(results.every((r) => r.headers["set-cookie"] === undefined)).toBe(true);
    expect(await sessionsOf(user.id)).toBe(before);
  });

  it("checks at most 10 of 50 simultaneous passwords from one address", async () => {
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => new Browser(t.app, ip).post("/api/login", { username: `spray-${i}-${ip}`, password: "wrong" })),
    );
    expect(checks.passwords).toBeLessThanOrEqual(10);
    expect(statuses(results)).toEqual({ 401: 10, 429: 40 });
  });

  it("still lets the owner in after a success clears the account's failures", async () => {
    const { input } = await registerUser(t.app);
    for (let i = 0; i < 9; i++) await new Browser(t.app, nextIp()).post("/api/login", { username: input.username, password: "wrong" });
    expect((await new Browser(t.app, nextIp()).post("/api/login", { username: input.username, password: input.password })).statusCode).toBe(
      200,
    );
    const results = await Promise.all(
      Array.from({ length: 12 }, () => new Browser(t.app, nextIp()).post("/api/login", { username: input.username, password: "wrong" })),
    );
    expect(statuses(results)).toEqual({ 401: 10, 429: 2 });
  });

  it("compares at most 5 of 50 simultaneous administrator codes from one address", async () => {
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new Browser(t.app, ip).post("/api/admin-access", { code: i === 45 ? ADMIN_CODE : `guess-${i}` }),
      ),
    );
    expect(statuses(results)).toEqual({ 401: 5, 429: 45 });
    expect(results[45]!.statusCode).toBe(429);
  });

  it("locks code access after 20 wrong codes from all addresses together, says so in the log, and reopens after 15 minutes", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new Browser(t.app, nextIp()).post("/api/admin-access", { code: i === 45 ? ADMIN_CODE : `guess-${i}` }),
      ),
    );
    // The previous test's 5 wrong codes count too: 15 more fill the global window.
    expect(statuses(results)).toEqual({ 401: 15, 429: 35 });
    expect(results[45]!.statusCode).toBe(429);
    expect(log.lines.filter((l) => String(l.msg).startsWith("administrator code access locked"))).toHaveLength(1);
    expect(log.lines.some((l) => String(l.msg).startsWith("administrator code access is locked"))).toBe(true);

    const locked = await new Browser(t.app, nextIp()).post("/api/admin-access", { code: ADMIN_CODE });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    t.travel(15 * 60_000 + 1000);
    const reopened = await new Browser(t.app, nextIp()).post("/api/admin-access", { code: ADMIN_CODE });
    t.travel(-(15 * 60_000 + 1000));
    expect(reopened.statusCode).toBe(200);
  });

  it("issues exactly 5 codes and 5 mails for 100 simultaneous reset requests for one address", async () => {
    const { input, user } = await registerUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => new Browser(t.app, nextIp()).post("/api/auth/generate-reset-code", { email: input.email })),
    );
    expect(statuses(results)).toEqual({ 200: 5, 429: 95 });
    expect(await mailsTo(t.app, input.email)).toHaveLength(5);
    const codes = await t.database.db.select({ n: count() }).from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(codes[0]!.n).toBe(5);
  });

  it("creates exactly 10 accounts for 30 simultaneous registrations from one address", async () => {
    const ip = nextIp();
    const results = await Promise.all(Array.from({ length: 30 }, () => new Browser(t.app, ip).post("/api/register", newUserInput())));
    expect(statuses(results)).toEqual({ 201: 10, 429: 20 });
    const rows = await t.database.db.select({ n: count() }).from(users).where(eq(users.registrationIp, ip));
    expect(rows[0]!.n).toBe(10);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("limits shared by two instances on one PostgreSQL database", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp("postgres", { ADMIN_ACCESS_CODE: ADMIN_CODE, ADMIN_ACCESS_MAX_FAILURES: 20 });
    b = await buildSecondInstance(a);
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  beforeEach(() => {
    checks.passwords = 0;
  });
  const either = (i: number) => (i % 2 === 0 ? a : b).app;

  it("checks at most 10 passwords for one account across both instances", async () => {
    const { input, user } = await registerUser(a.app);
    checks.passwords = 0;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new Browser(either(i), nextIp()).post("/api/login", {
          username: input.username,
          password: i === 45 ? input.password : `wrong ${i}`,
        }),
      ),
    );
    expect(checks.passwords).toBeLessThanOrEqual(10);
    expect(statuses(results)).toEqual({ 401: 10, 429: 40 });
    const live = await a.database.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id)));
    expect(live[0]!.n).toBe(1); // the registration's session only
  });

  it("creates exactly 10 accounts from one address across both instances", async () => {
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => new Browser(either(i), ip).post("/api/register", newUserInput())),
    );
    expect(statuses(results)).toEqual({ 201: 10, 429: 20 });
  });

  it("shares the administrator code's limits across both instances", async () => {
    const ip = nextIp();
    const sameIp = await Promise.all(
      Array.from({ length: 20 }, (_, i) => new Browser(either(i), ip).post("/api/admin-access", { code: `g${i}` })),
    );
    expect(statuses(sameIp)).toEqual({ 401: 5, 429: 15 });
    const spread = await Promise.all(
      Array.from({ length: 40 }, (_, i) => new Browser(either(i), nextIp()).post("/api/admin-access", { code: `h${i}` })),
    );
    expect(statuses(spread)).toEqual({ 401: 15, 429: 25 });
  });

  it("issues exactly 5 reset codes for one address across both instances", async () => {
    const { input } = await registerUser(a.app);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => new Browser(either(i), nextIp()).post("/api/auth/generate-reset-code", { email: input.email })),
    );
    expect(statuses(results)).toEqual({ 200: 5, 429: 35 });
    expect(await mailsTo(a.app, input.email)).toHaveLength(5);
  });
});

if (!process.env.TEST_DATABASE_URL) console.log("two-instance limit tests skipped: they need a PostgreSQL server (TEST_DATABASE_URL)");
