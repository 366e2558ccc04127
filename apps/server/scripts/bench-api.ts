/**
 * npm run bench:api — the dashboard's reads for a heavy user, against the same server's bare GET /healthz.
 *
 * Seeds 10,000 users, one of them with 3 years of meals (5 a day, 5,475 rows), the others with 10 meals
 * and a goal each, then starts the real server in its own process and measures with autocannon at 50
 * concurrent connections, for that heavy user:
 *   today's meals        GET /api/meals?startDate=<today>&endDate=<today>
 *   a 7-day range        GET /api/meals?startDate=<today-6>&endDate=<today>
 *   the active goal      GET /api/nutrition-goals/active
 *   trial status         GET /api/trial-status
 * and prints p50 / p95 / p99 latency and req/s for each, with the ratio to /healthz beside each figure.
 * Target (issue 3): under 15 ms median and 50 ms p99 each. Client and server share this machine's cores.
 *
 * Runs on a throwaway embedded PGlite directory, and also on PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL is set (a throwaway database is created there and dropped afterwards).
 * A first column gives each read alone (one request at a time, the median of 200): the service time
 * without queueing, which tells a slow query from a busy machine.
 * Env: BENCH_SECONDS (default 4 per endpoint), BENCH_CONNECTIONS (default 50), BENCH_KEEP_DB=1.
 */
import { createPostgresDatabase } from "../test/pg-database.ts";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toLocalDate } from "@app/shared";
import autocannon, { type Result as LoadResult } from "autocannon";
import { sql } from "drizzle-orm";
import { startServer, stopServer } from "./bench-server.ts";
import { openDatabase } from "../src/db/client.ts";
import { hashPassword } from "../src/features/auth/passwords.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const USERS = 10_000;
const HEAVY_DAYS = 3 * 365;
const MEALS_PER_DAY = 5;
const OTHER_MEALS = 10;
const TIME_ZONE = "Europe/Rome";
const HEAVY = { username: "bench_heavy", email: "bench_heavy@example.com", password: "bench heavy user password" };
const TARGET = { p50: 15, p99: 50 };

// ------------------------------------------------------------------------------------------------ seeding

interface Seeded {
  meals: number;
  heavyMeals: number;
  users: number;
  ms: number;
}

/** All rows in a few INSERT … SELECT statements, the same SQL on PGlite and PostgreSQL. */
async function seed(url: string): Promise<Seeded> {
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

// ------------------------------------------------------------------------------------------------ the server

/** Signs the heavy user in through the API, as a browser would: the session cookie. */
async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: HEAVY.username, password: HEAVY.password }),
  });
  if (!res.ok) throw new Error(`bench: login answered ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (cookie.length === 0) throw new Error("bench: login set no cookie");
  return cookie.join("; ");
}

// ------------------------------------------------------------------------------------------------ measuring

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  failures: number;
  bytes: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(url: string, urlPath: string, cookie: string, seconds = SECONDS): Promise<Figures> {
  const times: number[] = [];
  let bytes = 0;
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon(
      { url: url + urlPath, connections: CONNECTIONS, duration: seconds, headers: { cookie, "x-time-zone": TIME_ZONE } },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, resBytes, responseTime) => {
      times.push(responseTime);
      bytes = resBytes;
    });
  });
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
    bytes,
  };
}

/** One request at a time: the median service time, without any queueing. */
async function alone(url: string, urlPath: string, cookie: string, n = 200): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url + urlPath, { headers: { cookie, "x-time-zone": TIME_ZONE } });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1)).padStart(6);
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`.padStart(6);

function row(label: string, single: number, f: Figures, base?: Figures): string {
  const vs = (a: number, b: number | undefined) => (base && b !== undefined ? ` (${ratio(a, b)})` : "");
  const verdict = base ? (f.p50 < TARGET.p50 && f.p99 < TARGET.p99 ? "  ok" : "  MISSES the target") : "";
  return (
    `    ${label.padEnd(16)} alone ${ms(single)}   p50 ${ms(f.p50)}${vs(f.p50, base?.p50)}   p95 ${ms(f.p95)}${vs(f.p95, base?.p95)}   ` +
    `p99 ${ms(f.p99)}${vs(f.p99, base?.p99)} ms   ${Math.round(f.rps).toString().padStart(6)} req/s${vs(f.rps, base?.rps)}` +
    `${f.failures ? `   ${f.failures} FAILED` : ""}${verdict}`
  );
}

async function run(name: string, env: Record<string, string>, seedUrl: string) {
  const seeded = await seed(seedUrl);
  console.log(
    `\n  ${name}: seeded ${seeded.users.toLocaleString("en")} users, ${seeded.meals.toLocaleString("en")} meals ` +
      `(${seeded.heavyMeals.toLocaleString("en")} for the heavy user) in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  const { url, child } = await startServer(env);
  try {
    const cookie = await signIn(url);
    const today = toLocalDate(new Date(), TIME_ZONE);
    const weekAgo = toLocalDate(new Date(Date.now() - 6 * 86_400_000), TIME_ZONE);
    const endpoints: [string, string][] = [
      ["today's meals", `/api/meals?startDate=${today}&endDate=${today}`],
      ["7-day range", `/api/meals?startDate=${weekAgo}&endDate=${today}`],
      ["active goal", "/api/nutrition-goals/active"],
      ["trial status", "/api/trial-status"],
    ];
    // Check the answers first: a benchmark of 401s or empty lists would measure nothing.
    for (const [label, p] of endpoints) {
      const res = await fetch(url + p, { headers: { cookie, "x-time-zone": TIME_ZONE } });
      const body = (await res.json()) as unknown;
      if (!res.ok) throw new Error(`bench: ${label} answered ${res.status}`);
      if (p.startsWith("/api/meals") && (body as unknown[]).length !== (p.includes(weekAgo) ? 7 : 1) * MEALS_PER_DAY)
        throw new Error(`bench: ${label} listed ${(body as unknown[]).length} meals`);
    }
    // Warm-up: JIT, connection pool, caches.
    for (const [, p] of endpoints) await measure(url, p, cookie, 1);
    await measure(url, "/healthz", cookie, 1);
    const singles = new Map<string, number>();
    for (const p of ["/healthz", ...endpoints.map(([, e]) => e)]) singles.set(p, await alone(url, p, cookie));

    console.log(
      `    alone: one request at a time (median, ms); then ${CONNECTIONS} connections for ${SECONDS} s; ` +
        `in brackets the ratio to GET /healthz on the same server   (load average now ${os.loadavg()[0]!.toFixed(1)})`,
    );
    const health = await measure(url, "/healthz", cookie);
    console.log(row("GET /healthz", singles.get("/healthz")!, health));
    for (const [label, p] of endpoints) console.log(row(label, singles.get(p)!, await measure(url, p, cookie), health));
  } finally {
    await stopServer(child);
  }
}

const createPgDatabase = (base: string) => createPostgresDatabase(base, "np_bench_api");

async function main() {
  const started = performance.now();
  console.log(
    `bench:api — ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")}`,
  );
  console.log(`  target: each read under ${TARGET.p50} ms median and ${TARGET.p99} ms p99 at ${CONNECTIONS} connections`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-bench-api-"));
  try {
    await run("PGlite (embedded)", { DATA_DIR: dir }, dir);
  } finally {
    if (!process.env.BENCH_KEEP_DB) fs.rmSync(dir, { recursive: true, force: true });
  }

  if (PG_URL) {
    const pg = await createPgDatabase(PG_URL);
    try {
      await run("PostgreSQL", { DATABASE_URL: pg.url }, pg.url);
    } finally {
      if (!process.env.BENCH_KEEP_DB) await pg.drop();
    }
  } else {
    console.log("\n  PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)");
  }
  console.log(`\n  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();
