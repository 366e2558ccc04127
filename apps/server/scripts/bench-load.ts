/**
 * npm run bench:load [-- --duration 60s] [--connections 50] [--warmup 5s] [--faults]
 *
 * Mixed traffic on PostgreSQL through two server instances (child processes) behind a small round-robin
 * balancer (bench-proxy.mjs, its own process; it routes only to instances whose /readyz answers 200):
 *   70 % reads   today's meals, a 7-day range, the active goal, trial status (one at random each time);
 *   20 % writes  POST /api/meals, each with a unique tag;
 *   10 % search  GET /api/foods/search in the shipped food tables (28,056 foods, imported first).
 * Each connection is one signed-in user (seeded: meals of the last 10 days and an active goal). Prints req/s
 * and errors every 10 s, then the totals: req/s, latency p50 / p99 / p99.9, errors by kind, and the writes
 * acknowledged (201) against the tagged rows in the database (lost = acknowledged but missing).
 * Targets (issue 13): ≥ 1,500 req/s, p99 < 100 ms, 0 errors outside fault windows, 0 lost writes.
 *
 * --faults: at 30 % of the run one instance gets SIGTERM and is started again once it has exited; at 65 %
 * every database connection of the app is ended (pg_terminate_backend). Errors are counted inside the fault
 * windows (from the fault until the instance is back, or 2 s after the connections were ended) and outside.
 *
 * Needs PostgreSQL: DATABASE_URL or TEST_DATABASE_URL (a throwaway database is created and dropped).
 * Default duration 10 minutes. Client, balancer, both instances and PostgreSQL share this machine's cores.
 */
import { createPostgresDatabase } from "../test/pg-database.ts";
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { toLocalDate } from "@app/shared";
import autocannon, { type Result as LoadResult } from "autocannon";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase } from "../src/db/client.ts";
import { hashPassword } from "../src/features/auth/passwords.ts";
import { ensureFoodData } from "../src/features/foods/index.ts";
import { recipeData } from "../src/features/recipes/index.ts";
import { startServer, stopServer } from "./bench-server.ts";

const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const TIME_ZONE = "Europe/Rome";
const PASSWORD = "bench load password";
const TARGET = { rps: 1500, p99: 100 };
const SEARCHES = ["chicken breast", "yogurt", "rice", "banana", "egg", "pasta", "bread", "apple", "salmon", "milk", "oats", "tomato"];

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
}
/** "60s", "10m", "90" (seconds). */
function parseSeconds(text: string | undefined, fallback: number): number {
  if (!text) return fallback;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!m) throw new Error(`bench: cannot read the duration '${text}' (e.g. 60s, 10m)`);
  const n = Number(m[1]);
  return m[2] === "ms" ? n / 1000 : m[2] === "m" ? n * 60 : m[2] === "h" ? n * 3600 : n;
}

const DURATION = parseSeconds(argValue("duration"), 600);
const WARMUP = parseSeconds(argValue("warmup"), 5);
const CONNECTIONS = Number(argValue("connections") ?? 50);
const FAULTS = process.argv.includes("--faults");
const USERS = Math.max(CONNECTIONS, 10);

// ------------------------------------------------------------------------------------------------ database

const createDatabase = () => createPostgresDatabase(PG_URL, "np_bench_load");

async function seed(url: string): Promise<{ foodsMs: number }> {
  const database = await openDatabase(url);
  try {
    const quiet = { info: () => {}, warn: (o: object, m: string) => console.warn(m, o) };
    const started = performance.now();
    await ensureFoodData(database.db, quiet, [recipeData]);
    const foodsMs = performance.now() - started;
    const hash = await hashPassword(PASSWORD);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO users (username, email, password_hash, time_zone, trial_ends_at, created_at)
        SELECT 'load_' || g, 'load_' || g || '@example.com', ${hash}, ${TIME_ZONE}, now() + interval '4 days', now() - interval '1 day'
        FROM generate_series(1, ${USERS}) AS g`);
      await tx.execute(sql`
        INSERT INTO meals (user_id, food, calories, proteins, carbs, fats, meal_type, eaten_at, date)
        SELECT u.id, 'Seeded meal ' || d || '.' || k, 300 + k * 40, 20, 35, 10,
               (ARRAY['breakfast', 'lunch', 'dinner', 'snack'])[1 + k % 4], now() - d * interval '1 day',
               ((now() AT TIME ZONE ${TIME_ZONE})::date - d)
        FROM users u CROSS JOIN generate_series(0, 9) AS d CROSS JOIN generate_series(0, 3) AS k`);
      await tx.execute(sql`
        INSERT INTO nutrition_goals (user_id, name, calories, proteins, carbs, fats, start_date, is_active)
        SELECT id, 'Maintenance Goal', 2000, 120, 220, 70, (now() AT TIME ZONE ${TIME_ZONE})::date - 30, true FROM users`);
    });
    await database.db.execute(sql`ANALYZE`);
    return { foodsMs };
  } finally {
    await database.close();
  }
}

// ------------------------------------------------------------------------------------------------ processes

interface Proxy {
  url: string;
  child: ChildProcess;
  setBackends: (urls: string[]) => void;
  stats: { retried: number; failed: number };
}

async function startProxy(): Promise<Proxy> {
  const child = fork(fileURLToPath(new URL("./bench-proxy.mjs", import.meta.url)), [], { execArgv: [], stdio: "inherit" });
  const stats = { retried: 0, failed: 0 };
  const port = await new Promise<number>((resolve) => {
    child.on("message", (m: { type: string; port?: number; retried?: number; failed?: number }) => {
      if (m.type === "listening") resolve(m.port!);
      if (m.type === "stats") Object.assign(stats, { retried: m.retried, failed: m.failed });
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, setBackends: (urls) => child.send({ type: "backends", urls }), stats };
}

// The food tables are imported by seed() above, so the instances need not check them at start.
const instanceEnv = (dbUrl: string) => ({ DATABASE_URL: dbUrl, SEED_FOODS: "false", LOG_LEVEL: "error" });

async function waitReady(url: string, want: boolean) {
  for (;;) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok === want) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function login(proxy: string, i: number): Promise<string> {
  const res = await fetch(`${proxy}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: `load_${i}`, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench: login of load_${i} answered ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

// ------------------------------------------------------------------------------------------------ the run

type Kind = "read" | "write" | "search";
interface Context {
  cookie?: string;
  kind?: Kind;
  tag?: string;
}
interface Failure {
  at: number;
  kind: Kind | "socket";
  status: number;
}
interface Window {
  name: string;
  from: number;
  to: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(
  proxyUrl: string,
  cookies: string[],
  runId: string,
  seconds: number,
  live: boolean,
): Promise<{ result: LoadResult; acked: Set<string>; failures: Failure[]; latencies: number[]; writes: number }> {
  const today = toLocalDate(new Date(), TIME_ZONE);
  const weekAgo = toLocalDate(new Date(Date.now() - 6 * 86_400_000), TIME_ZONE);
  const reads = [
    `/api/meals?startDate=${today}&endDate=${today}`,
    `/api/meals?startDate=${weekAgo}&endDate=${today}`,
    "/api/nutrition-goals/active",
    "/api/trial-status",
  ];
  const acked = new Set<string>();
  const failures: Failure[] = [];
  const latencies: number[] = [];
  let writes = 0;
  let seq = 0;
  let nextCookie = 0;
  let tick = { count: 0, failed: 0 };
  const started = Date.now();
  const progress = live
    ? setInterval(() => {
        const s = Math.round((Date.now() - started) / 1000);
        console.log(`    ${String(s).padStart(4)} s  ${String(Math.round(tick.count / 10)).padStart(5)} req/s  ${tick.failed} errors`);
        tick = { count: 0, failed: 0 };
      }, 10_000)
    : null;

  const result = await new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: proxyUrl,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req, context: Context) => {
              context.cookie ??= cookies[nextCookie++ % cookies.length];
              const headers = { cookie: context.cookie!, "x-time-zone": TIME_ZONE, "content-type": "application/json" };
              const r = Math.random();
              if (r < 0.7) {
                context.kind = "read";
                return { ...req, method: "GET", path: reads[Math.floor(Math.random() * reads.length)], headers, body: undefined };
              }
              if (r < 0.9) {
                context.kind = "write";
                context.tag = `load ${runId} ${++seq}`;
                writes += 1;
                const body = JSON.stringify({ food: context.tag, calories: 250, proteins: 12, carbs: 30, fats: 8, mealType: "snack" });
                return { ...req, method: "POST", path: "/api/meals", headers, body };
              }
              context.kind = "search";
              const q = encodeURIComponent(SEARCHES[Math.floor(Math.random() * SEARCHES.length)]!);
              return { ...req, method: "GET", path: `/api/foods/search?q=${q}&limit=10`, headers, body: undefined };
            },
            onResponse: (status, _body, context: Context) => {
              tick.count += 1;
              if (context.kind === "write" && status === 201) acked.add(context.tag!);
              if (status >= 300) {
                tick.failed += 1;
                failures.push({ at: Date.now(), kind: context.kind ?? "read", status });
              }
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    instance.on("reqError", () => {
      tick.failed += 1;
      failures.push({ at: Date.now(), kind: "socket", status: 0 });
    });
  });
  if (progress) clearInterval(progress);
  latencies.sort((a, b) => a - b);
  return { result, acked, failures, latencies, writes };
}

async function main() {
  if (!PG_URL) {
    console.error("bench:load needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
    process.exit(1);
  }
  console.log(
    `bench:load — ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")}; ${DURATION} s at ${CONNECTIONS} connections after ${WARMUP} s of warm-up${FAULTS ? ", with faults" : ""}`,
  );
  const db = await createDatabase();
  const instances: { url: string; child: ChildProcess }[] = [];
  let proxy: Proxy | null = null;
  try {
    const seeded = await seed(db.url);
    console.log(`  seeded ${USERS} users with 40 meals and a goal each; food tables imported in ${(seeded.foodsMs / 1000).toFixed(1)} s`);
    proxy = await startProxy();
    for (let i = 0; i < 2; i++) instances.push(await startServer(instanceEnv(db.url)));
    proxy.setBackends(instances.map((x) => x.url));
    const cookies: string[] = [];
    for (let i = 1; i <= CONNECTIONS; i++) cookies.push(await login(proxy.url, i));
    const runId = randomBytes(3).toString("hex");

    // One request at a time, for each kind: the service time without queueing, straight and through the balancer.
    const today = toLocalDate(new Date(), TIME_ZONE);
    const probes: [string, string, RequestInit][] = [
      ["read", `/api/meals?startDate=${today}&endDate=${today}`, {}],
      [
        "write",
        "/api/meals",
        {
          method: "POST",
          body: JSON.stringify({ food: `probe ${runId}`, calories: 1, proteins: 1, carbs: 1, fats: 1, mealType: "snack" }),
        },
      ],
      ["search", "/api/foods/search?q=chicken%20breast&limit=10", {}],
    ];
    const alone: string[] = [];
    for (const [kind, path, init] of probes) {
      for (const [where, base] of [
        ["instance", instances[1]!.url],
        ["balancer", proxy.url],
      ] as const) {
        const times: number[] = [];
        for (let i = 0; i < 15; i++) {
          const t = performance.now();
          const res = await fetch(base + path, {
            ...init,
            headers: { cookie: cookies[0]!, "content-type": "application/json", "x-time-zone": TIME_ZONE },
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`bench: ${kind} answered ${res.status}`);
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        alone.push(`${kind} ${percentile(times, 50).toFixed(1)} ms (${where})`);
      }
    }
    console.log(`  one request at a time, median: ${alone.join(", ")}`);

    if (WARMUP > 0) await load(proxy.url, cookies, `${runId}w`, WARMUP, false);
    console.log(`  load average before the run ${os.loadavg()[0]!.toFixed(1)}`);

    const windows: Window[] = [];
    const faults: Promise<void>[] = [];
    if (FAULTS) {
      const t0 = Date.now();
      faults.push(
        (async () => {
          await new Promise((r) => setTimeout(r, DURATION * 300));
          const victim = instances[0]!;
          const w: Window = { name: "SIGTERM of one instance and its restart", from: Date.now(), to: Number.POSITIVE_INFINITY };
          windows.push(w);
          console.log(`    ${Math.round((w.from - t0) / 1000)} s  fault: SIGTERM to instance 1`);
          await stopServer(victim.child);
          const exitedAt = Date.now();
          const replacement = await startServer(instanceEnv(db.url));
          instances[0] = replacement;
          proxy!.setBackends(instances.map((x) => x.url));
          await waitReady(replacement.url, true);
          w.to = Date.now() + 1000;
          console.log(
            `    ${Math.round((Date.now() - t0) / 1000)} s  instance 1 drained and exited in ${((exitedAt - w.from) / 1000).toFixed(1)} s, ` +
              `back after ${((Date.now() - w.from) / 1000).toFixed(1)} s`,
          );
        })(),
        (async () => {
          await new Promise((r) => setTimeout(r, DURATION * 650));
          const c = new Client({ connectionString: PG_URL });
          await c.connect();
          const at = Date.now();
          const { rowCount } = await c.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'nutripilot'",
            [db.name],
          );
          await c.end();
          windows.push({ name: "database connections ended", from: at, to: at + 2000 });
          console.log(`    ${Math.round((at - t0) / 1000)} s  fault: ${rowCount} database connections of the app ended`);
        })(),
      );
    }

    const run = await load(proxy.url, cookies, runId, DURATION, true);
    await Promise.all(faults);

    // Every acknowledged write must be in the database.
    const c = new Client({ connectionString: db.url });
    await c.connect();
    const { rows } = await c.query<{ food: string }>("SELECT food FROM meals WHERE food LIKE $1", [`load ${runId} %`]);
    await c.end();
    const stored = new Set(rows.map((r) => r.food));
    const lost = [...run.acked].filter((t) => !stored.has(t)).length;
    const unacked = [...stored].filter((t) => !run.acked.has(t)).length;

    const inside = (f: Failure) => windows.some((w) => f.at >= w.from && f.at <= w.to);
    const describe = (list: Failure[]) => {
      const by = new Map<string, number>();
      for (const f of list) by.set(`${f.kind} ${f.status || "socket error"}`, (by.get(`${f.kind} ${f.status || "socket error"}`) ?? 0) + 1);
      return [...by].map(([k, n]) => `${n} × ${k}`).join(", ") || "none";
    };
    const total = run.result.requests.total;
    const rps = total / DURATION;
    const p50 = percentile(run.latencies, 50);
    const p99 = percentile(run.latencies, 99);
    const p999 = percentile(run.latencies, 99.9);
    const outside = run.failures.filter((f) => !inside(f));
    console.log(`\n  ${total.toLocaleString("en")} requests in ${DURATION} s: ${Math.round(rps).toLocaleString("en")} req/s`);
    console.log(`  latency p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, p99.9 ${p999.toFixed(1)} ms`);
    if (FAULTS) {
      for (const w of windows) console.log(`  fault window: ${w.name}, ${((w.to - w.from) / 1000).toFixed(1)} s`);
      console.log(`  errors inside the fault windows: ${describe(run.failures.filter(inside))}`);
    }
    console.log(`  errors${FAULTS ? " outside the fault windows" : ""}: ${describe(outside)}`);
    console.log(
      `  balancer: ${proxy.stats.retried} requests sent again (never received by the first instance), ${proxy.stats.failed} failed`,
    );
    console.log(
      `  writes: ${run.writes.toLocaleString("en")} sent, ${run.acked.size.toLocaleString("en")} acknowledged (201), ` +
        `${stored.size.toLocaleString("en")} rows stored; lost acknowledged writes: ${lost}` +
        (unacked ? `; stored without an acknowledgement (answer lost or still in flight when the run stopped): ${unacked}` : ""),
    );
    const verdicts = [
      rps >= TARGET.rps ? `req/s ok` : `req/s MISSES ${TARGET.rps.toLocaleString("en")}`,
      p99 < TARGET.p99 ? "p99 ok" : `p99 MISSES ${TARGET.p99} ms`,
      outside.length === 0 ? "0 errors" : `${outside.length} errors`,
      lost === 0 ? "0 lost" : `${lost} LOST`,
    ];
    console.log(`  targets: ${verdicts.join(", ")}   (load average at the end ${os.loadavg()[0]!.toFixed(1)})`);
    if (lost > 0) process.exitCode = 1;
  } finally {
    for (const x of instances) await stopServer(x.child).catch(() => {});
    proxy?.child.kill();
    await db.drop();
  }
}

await main();
