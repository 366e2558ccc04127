import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/client.ts";
import {
  findSessionUser,
  hashToken,
  insertSession,
  sessionReadStatement,
  toActiveSubscription,
} from "../src/features/auth/auth.repository.ts";
import { users } from "../src/features/auth/index.ts";
import { subscriptions } from "../src/features/billing/billing.table.ts";
import { createPostgresDatabase } from "./pg-database.ts";

/**
 * The session statement on PostgreSQL runs as a TextRowsSubmission (decision 0019-pgshare: no Describe, the rows
 * as the database's text, read by position): the same user, plan and joined read as drizzle's mapping of the same
 * named statement, on the same pooled connections; a failing execution rejects and leaves the connection usable.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("text rows of the session statement (postgres)", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let userId: number;
  const token = "text-rows-token";
  const now = new Date("2026-11-27T10:00:00.123Z");
  const read = sessionReadStatement("test_text_rows", (id) => sql<string>`('user ' || ${id} || ' ' || ${sql.placeholder("word")}::text)`);
  const values = () => ({
    tokenHash: hashToken(token),
    now: now.toISOString(),
    nowIso: now.toISOString(),
    idleSince: new Date(now.getTime() - 3_600_000).toISOString(),
  });

  beforeAll(async () => {
    const pg = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    drop = pg.drop;
    database = await openDatabase(pg.url);
    const [user] = await database.db
      .insert(users)
      .values({
        username: 'text"rows',
        email: "text.rows@example.com",
        passwordHash: "x",
        timeZone: null,
        trialEndsAt: new Date("2026-12-01T08:09:10.456Z"),
        isAdmin: true,
      })
      .returning();
    userId = user!.id;
    await insertSession(database.db, {
      tokenHash: hashToken(token),
      userId,
      persistent: false,
      now: new Date(now.getTime() - 60_000),
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("maps a row as drizzle does, with and without a plan, and runs the joined read with its values", async () => {
    const { db } = database;
    expect(read.text(db)).toBeDefined();
    for (const withPlan of [false, true]) {
      if (withPlan)
        await db.insert(subscriptions).values({
          userId,
          plan: "premium-monthly",
          status: "active",
          currentPeriodStart: new Date("2026-11-01T00:00:00Z"),
          currentPeriodEnd: new Date("2026-12-01T00:00:00.5Z"),
          provider: "manual",
        });
      for (const word of ["one", 'ünïcode ✓ "quoted"']) {
        const text = await findSessionUser(db, hashToken(token), now, new Date(now.getTime() - 3_600_000), {
          statement: read,
          values: { word },
        });
        const [drizzle] = await read.prepared(db).execute({ word, ...values() });
        expect(text).toBeDefined();
        expect(text!.user).toEqual(drizzle!.user);
        expect(text!.user.timeZone).toBeNull();
        expect(text!.user.isAdmin).toBe(true);
        expect(text!.lastSeenAt.getTime()).toBe(drizzle!.lastSeenAt.getTime());
        expect(toActiveSubscription(text!.subscription)).toEqual(toActiveSubscription(drizzle!.subscription));
        expect(toActiveSubscription(text!.subscription)?.plan).toBe(withPlan ? "premium-monthly" : undefined);
        expect(text!.data).toBe(`user ${userId} ${word}`);
        expect(text!.data).toBe(drizzle!.data);
      }
    }
    // An unknown token: no row, no read.
    expect(
      await findSessionUser(db, hashToken("unknown"), now, new Date(now.getTime() - 3_600_000), { statement: read, values: { word: "x" } }),
    ).toBeUndefined();
  });

  it("rejects a failing execution and leaves the pool's connections usable", async () => {
    const { db } = database;
    const bad = { ...values(), now: "not a time", word: "x" };
    await expect(read.text(db)!.execute(bad)).rejects.toThrow(/invalid input syntax|timestamp/);
    const runs = await Promise.all(Array.from({ length: 20 }, () => read.text(db)!.execute({ ...values(), word: "again" })));
    for (const rows of runs) expect(rows[0]?.[8]).toBe(`user ${userId} again`);
  });
});
