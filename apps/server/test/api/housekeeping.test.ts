import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../src/features/auth/auth.table.ts";
import { rateEvents } from "../../src/features/throttle/throttle.table.ts";
import { runHousekeeping, scheduleHousekeeping } from "../../src/housekeeping.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const DAY = 24 * 60 * 60 * 1000;

const sessionsOf = async (t: TestApp, userId: number) =>
  t.app.db.select({ persistent: sessions.persistent }).from(sessions).where(eq(sessions.userId, userId));
const eventCount = async (t: TestApp) => (await t.app.db.select({ id: rateEvents.id }).from(rateEvents)).length;

/** A failed sign-in: one counted rate-limit event. */
const failSignIn = (t: TestApp) =>
  new Browser(t.app, "192.0.2.77").post("/api/login", { username: "nobody@example.com", password: "wrong password!", rememberMe: false });

describe.each(backends)("housekeeping: dead sessions and old rate-limit events are deleted (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  }, 120_000);
  afterAll(() => t.close());

  it("keeps what can still be used and deletes what never can, as the clock moves on", async () => {
    // A browser session (not remembered) and a remembered one.
    const browserUser = await registerUser(t.app);
    const remembered = await registerUser(t.app);
    const again = new Browser(t.app, "198.51.100.200");
    const login = await again.post("/api/login", {
      username: remembered.input.username,
      password: remembered.input.password,
      rememberMe: true,
    });
    expect(login.statusCode).toBe(200);
    const before = await eventCount(t);
    expect((await failSignIn(t)).statusCode).toBe(401);
    const events = await eventCount(t);
    const perFailure = events - before;
    expect(perFailure).toBeGreaterThan(0);

    // Right away nothing is dead.
    await runHousekeeping(t.app.db, t.app.clock());
    expect(await sessionsOf(t, browserUser.user.id)).toHaveLength(1);
    expect(await sessionsOf(t, remembered.user.id)).toHaveLength(2);
    expect(await eventCount(t)).toBe(events);

    // Two days later the idle browser sessions are gone; the remembered one still signs its user in.
    t.travel(2 * DAY);
    await runHousekeeping(t.app.db, t.app.clock());
    expect(await sessionsOf(t, browserUser.user.id)).toEqual([]);
    expect(await sessionsOf(t, remembered.user.id)).toEqual([{ persistent: true }]);
    expect((await again.get("/api/user")).statusCode).toBe(200);
    expect(await eventCount(t)).toBe(events);

    // A month on the remembered session has expired too, and the old events are past every window; a new event stays.
    t.travel(30 * DAY);
    expect((await failSignIn(t)).statusCode).toBe(401);
    await runHousekeeping(t.app.db, t.app.clock());
    expect(await sessionsOf(t, remembered.user.id)).toEqual([]);
    expect((await again.get("/api/user")).statusCode).toBe(401);
    expect(await eventCount(t)).toBe(perFailure);

    // Running it again (another instance at the same time) finds nothing more to do and fails nothing.
    await Promise.all([runHousekeeping(t.app.db, t.app.clock()), runHousekeeping(t.app.db, t.app.clock())]);
    expect(await eventCount(t)).toBe(perFailure);
  }, 120_000);
});

describe("housekeeping schedule", () => {
  it("runs when the app is ready and again on its interval", async () => {
    const t = await buildTestApp("pglite");
    try {
      scheduleHousekeeping(t.app, 200);
      const { user } = await registerUser(t.app);
      expect(await sessionsOf(t, user.id)).toHaveLength(1);
      t.travel(2 * DAY);
      const until = Date.now() + 20_000;
      while ((await sessionsOf(t, user.id)).length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(await sessionsOf(t, user.id)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);
});
