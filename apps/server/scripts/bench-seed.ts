/** bench:api's data: 10,000 users with 10 meals and a goal each, and a heavy user with 3 years of meals (5,475). */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.ts";
import { hashPassword } from "../src/features/auth/passwords.ts";

export const USERS = 10_000;
const HEAVY_DAYS = 3 * 365;
export const MEALS_PER_DAY = 5;
const OTHER_MEALS = 10;
export const TIME_ZONE = "Europe/Rome";
export const HEAVY = { username: "bench_heavy", email: "bench_heavy@example.com", password: "bench heavy user password" };

export interface Seeded {
  meals: number;
  heavyMeals: number;
  users: number;
  ms: number;
}

/** All rows in a few INSERT … SELECT statements, the same SQL on PGlite and PostgreSQL. */
export async function seed(url: string): Promise<Seeded> {
  const started = performance.now();
  const database = await openDatabase(url);
  try {
    const { db } = database;
    const unusable = await hashPassword(randomBytes(24).toString("base64url"));
    const heavyHash = await hashPassword(HEAVY.password);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO users (username, email, password_hash, time_zone, trial_ends_at, created_at)
        SELECT 'bench_' || g, 'bench_' || g || '@example.com', ${unusable}, ${TIME_ZONE}, now() + interval '4 days', now() - interval '1 day'
        FROM generate_series(1, ${USERS - 1}) AS g`);
      await tx.execute(sql`
        INSERT INTO users (username, email, password_hash, time_zone, trial_ends_at, created_at)
        VALUES (${HEAVY.username}, ${HEAVY.email}, ${heavyHash}, ${TIME_ZONE}, now() + interval '4 days', now() - interval '1 day')`);
      // Every user: 10 meals over the last 10 days and an active goal.
      await tx.execute(sql`
        INSERT INTO meals (user_id, food, calories, proteins, carbs, fats, meal_type, eaten_at, date)
        SELECT u.id, 'Greek yogurt (150 g)', 145, 15, 6, 5, 'breakfast', now() - d * interval '1 day',
               ((now() AT TIME ZONE ${TIME_ZONE})::date - d)
        FROM users u CROSS JOIN generate_series(0, ${OTHER_MEALS - 1}) AS d
        WHERE u.username <> ${HEAVY.username}`);
      await tx.execute(sql`
        INSERT INTO nutrition_goals (user_id, name, calories, proteins, carbs, fats, start_date, is_active)
        SELECT id, 'Maintenance Goal', 2000, 120, 220, 70, (now() AT TIME ZONE ${TIME_ZONE})::date - 30, true FROM users`);
      // The heavy user: 3 years of meals, 5 a day, and 20 older goals besides the active one.
      await tx.execute(sql`
        INSERT INTO meals (user_id, food, calories, proteins, carbs, fats, meal_type, eaten_at, date, notes)
        SELECT u.id, 'Meal ' || g, 200 + (g * 37) % 500, 10 + g % 30, 20 + g % 60, 5 + g % 25,
               (ARRAY['breakfast', 'lunch', 'snack', 'dinner', 'snack'])[1 + g % ${MEALS_PER_DAY}],
               now() - (g / ${MEALS_PER_DAY}) * interval '1 day' - (g % ${MEALS_PER_DAY}) * interval '3 hours',
               ((now() AT TIME ZONE ${TIME_ZONE})::date - g / ${MEALS_PER_DAY}),
               CASE WHEN g % 7 = 0 THEN 'with a glass of water' END
        FROM users u CROSS JOIN generate_series(0, ${HEAVY_DAYS * MEALS_PER_DAY - 1}) AS g
        WHERE u.username = ${HEAVY.username}`);
      await tx.execute(sql`
        INSERT INTO nutrition_goals (user_id, name, calories, proteins, carbs, fats, start_date, end_date, is_active)
        SELECT u.id, 'Old goal ' || g, 1800 + g * 10, 100, 200, 60, (now() AT TIME ZONE ${TIME_ZONE})::date - 60 * g - 60,
               (now() AT TIME ZONE ${TIME_ZONE})::date - 60 * g - 31, false
        FROM users u CROSS JOIN generate_series(1, 20) AS g
        WHERE u.username = ${HEAVY.username}`);
    });
    await db.execute(sql`ANALYZE`);
    const count = async (q: ReturnType<typeof sql>) => Number((await db.execute<{ n: number }>(q)).rows[0]!.n);
    return {
      users: await count(sql`SELECT count(*) AS n FROM users`),
      meals: await count(sql`SELECT count(*) AS n FROM meals`),
      heavyMeals: await count(sql`SELECT count(*) AS n FROM meals m JOIN users u ON u.id = m.user_id WHERE u.username = ${HEAVY.username}`),
      ms: performance.now() - started,
    };
  } finally {
    await database.close();
  }
}
