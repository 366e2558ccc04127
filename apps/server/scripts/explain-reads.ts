/**
 * npm run explain:reads — the statements behind each dashboard read, with their plans: bench:api's data
 * (10,000 users, a heavy user with 5,475 meals), the real app answering the heavy user's requests, every
 * statement it sends captured and run again under EXPLAIN ANALYZE. Besides: a session for every user, a
 * past and a current paid plan for every other user, two items on every third meal (so the plans are
 * those of a populated database, not of empty tables). On PGlite, and on PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is set (a throwaway database).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toLocalDate } from "@app/shared";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { createPostgresDatabase } from "../test/pg-database.ts";
import { HEAVY, seed, TIME_ZONE } from "./bench-seed.ts";

const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";

/** A statement with its parameters written in as literals, for EXPLAIN. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (v === null || v === undefined) return "NULL";
    if (typeof v === "number" || typeof v === "boolean") return String(v);
    const s = v instanceof Date ? v.toISOString() : String(v);
    return `'${s.replace(/'/g, "''")}'`;
  });
}

/** Beside bench:api's data, what makes the plans honest at scale: a session per user, paid plans, meal items. */
async function widen(url: string) {
  const { db, close } = await openDatabase(url);
  try {
    await db.execute(sql`
      INSERT INTO sessions (id, user_id, persistent, created_at, last_seen_at, expires_at)
      SELECT md5('s' || id) || md5('t' || id), id, true, now(), now(), now() + interval '30 days' FROM users`);
    await db.execute(sql`
      INSERT INTO subscriptions (user_id, plan, status, current_period_start, current_period_end, provider)
      SELECT id, 'premium-monthly', 'active', now() - interval '40 days', now() - interval '10 days', 'manual' FROM users WHERE id % 2 = 0`);
    await db.execute(sql`
      INSERT INTO subscriptions (user_id, plan, status, current_period_start, current_period_end, provider)
      SELECT id, 'premium-monthly', 'active', now() - interval '10 days', now() + interval '20 days', 'manual' FROM users WHERE id % 2 = 0`);
    await db.execute(sql`
      INSERT INTO meal_items (meal_id, user_id, name, amount_grams, calories, proteins, carbs, fats, seq)
      SELECT m.id, m.user_id, 'Item ' || k, 100, m.calories / 2, m.proteins / 2, m.carbs / 2, m.fats / 2, k
      FROM meals m CROSS JOIN generate_series(0, 1) AS k WHERE m.id % 3 = 0`);
    await db.execute(sql`ANALYZE`);
  } finally {
    await close();
  }
}

async function explain(name: string, url: string) {
  await seed(url);
  await widen(url);
  const captured: [string, unknown[]][] = [];
  let capturing = false;
  const database = await openDatabase(url, { onQuery: (q, p) => capturing && captured.push([q, p]) });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
    SEED_FOODS: "false",
    OFF_ENABLED: "false",
  });
  const app = await buildApp(config, { database, logger: false, startWorker: false });
  try {
    const login = await app.inject({ method: "POST", url: "/api/login", payload: { username: HEAVY.username, password: HEAVY.password } });
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const today = toLocalDate(new Date(), TIME_ZONE);
    const weekAgo = toLocalDate(new Date(Date.now() - 6 * 86_400_000), TIME_ZONE);
    const reads = [
      `/api/meals?startDate=${today}&endDate=${today}`,
      `/api/meals?startDate=${weekAgo}&endDate=${today}`,
      "/api/nutrition-goals/active",
      "/api/trial-status",
    ];
    console.log(`\n## ${name}\n`);
    for (const read of reads) {
      captured.length = 0;
      capturing = true;
      const res = await app.inject({ method: "GET", url: read, cookies, headers: { "x-time-zone": TIME_ZONE } });
      capturing = false;
      console.log(
        `### GET ${read.replace(today, "<today>").replace(weekAgo, "<today-6>")} → ${res.statusCode}, ${captured.length} statement(s)\n`,
      );
      for (const [text, params] of captured) {
        const plan = await database.db.execute<{ "QUERY PLAN": string }>(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${inline(text, params)}`));
        console.log("```");
        console.log(text.replace(/\s+/g, " ").slice(0, 400) + (text.length > 400 ? " …" : ""));
        console.log("--");
        for (const row of plan.rows) console.log(row["QUERY PLAN"]);
        console.log("```\n");
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-explain-"));
try {
  await explain("PGlite (embedded)", dir);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (PG_URL) {
  const pg = await createPostgresDatabase(PG_URL, "np_explain");
  try {
    await explain("PostgreSQL", pg.url);
  } finally {
    await pg.drop();
  }
}
