import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/client.ts";
import { users } from "../src/features/auth/index.ts";
import { findActiveGoal, nutritionGoals } from "../src/features/goals/index.ts";
import { backends } from "./build-test-app.ts";
import { createPostgresDatabase } from "./pg-database.ts";

/**
 * The reads' prepared statements (decision 0015: named statements on PostgreSQL, and on PGlite through its
 * own protocol path) keep nothing but the statement: every call reads the rows as they are now, a
 * transaction sees its own writes, other callers never see them before the commit, and a failed call leaves
 * the connection usable. Checked through findActiveGoal, a prepared read.
 */
describe.each(backends)("prepared statements (%s)", (backend) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let userId: number;
  const goal = (calories: number) => ({
    userId,
    name: `Goal ${calories}`,
    calories,
    proteins: 100,
    carbs: 200,
    fats: 60,
    startDate: "2026-01-01",
    isActive: true,
  });

  beforeAll(async () => {
    const pg = backend === "postgres" ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    drop = pg?.drop;
    database = await openDatabase(pg?.url ?? "memory://");
    const [user] = await database.db
      .insert(users)
      .values({ username: "prepared", email: "prepared@example.com", passwordHash: "x", timeZone: "UTC", trialEndsAt: new Date() })
      .returning();
    userId = user!.id;
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  it("reads the rows as they are at each call", async () => {
    const { db } = database;
    expect(await findActiveGoal(db, userId)).toBeUndefined();
    await db.insert(nutritionGoals).values(goal(2000));
    expect((await findActiveGoal(db, userId))?.calories).toBe(2000);
    await db.update(nutritionGoals).set({ calories: 1800 }).where(eq(nutritionGoals.userId, userId));
    expect((await findActiveGoal(db, userId))?.calories).toBe(1800);
    // Another user's id gets nothing: the values are the call's, not the first call's.
    expect(await findActiveGoal(db, userId + 1000)).toBeUndefined();
  });

  it("sees a transaction's own writes inside it, and others never see them before the commit", async () => {
    const { db } = database;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside: number | undefined;
    const tx = db.transaction(async (t) => {
      await t.update(nutritionGoals).set({ calories: 2500 }).where(eq(nutritionGoals.userId, userId));
      inside = (await findActiveGoal(t, userId))?.calories;
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = findActiveGoal(db, userId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await tx;
    expect(inside).toBe(2500);
    // PostgreSQL answers at once with the committed row; PGlite (one session) waits for the commit.
    expect((await outside)?.calories).toBe(backend === "postgres" ? 1800 : 2500);
    expect((await findActiveGoal(db, userId))?.calories).toBe(2500);
  });

  it("stays usable after a call that fails", async () => {
    const { db } = database;
    await expect(findActiveGoal(db, "not a number" as unknown as number)).rejects.toThrow(/Failed query/);
    expect((await findActiveGoal(db, userId))?.calories).toBe(2500);
  });
});
