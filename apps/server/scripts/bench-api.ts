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
 *
 * First, the request path (issue 22): a bare Fastify route, the app's /healthz with the default LOG_LEVEL
 * (info) and with LOG_LEVEL=error, measured in turns in this run; target: the app ≥ 50 % of the bare route.
 * Per database, the targets of issue 22 (each read ≥ 25 % of the app's own /healthz req/s with p99 < 50 ms
 * on PostgreSQL, ≥ 10 % with p99 < 100 ms on PGlite; server RSS < 300 MiB) and issue 19's v1 line
 * (GET /api/v1/meals for one day with an API key, p99 within 1.5× of the same read with the session).
 * The server runs with BENCH_API_RATE_LIMIT (a key's per-minute limit, refused in production), so the v1
 * load measures answers, not 429s. One summary line per database closes the run.
 * BENCH_AB=<another checkout's root> (PostgreSQL only): before the usual figures, an A/B of the dashboard's reads: that
 * checkout's server and this one's on the same database, each read measured on both in turns (2 rounds, the
 * best of each), printed side by side, so the machine's other work weighs on both alike; that checkout's /healthz also
 * joins the request path's turns. Every load figure with a server's process id also gives its CPU time per request
 * (user + system, from /proc): a figure the machine's load moves much less than req/s.
 * The servers run compiled (apps/server/dist/server.js, built first when out of date), as `npm start` runs them: with
 * the node flags and environment of scripts/server-process.mjs (decision 0019-rss; BENCH_PLAIN_LAUNCH=1: plain node,
 * as before); BENCH_SOURCE=1 runs the TypeScript sources through tsx instead (tsx's module hooks add ~70 MiB of RSS).
 * Env: BENCH_SECONDS (default 4 per endpoint), BENCH_CONNECTIONS (default 50), BENCH_KEEP_DB=1,
 * BENCH_NODE_ARGS (node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), BENCH_ONLY=request|pglite|postgres.
 * BENCH_READS=v1: issue 19's line only, in BENCH_ROUNDS rounds (default 3): each round restarts the server and
 * measures the session's read and the v1 read in turns (their order alternating, as the versions' below), and prints
 * the median ratio.
 * With BENCH_BASE_DIR=<another checkout> (e.g. a worktree of main, its dependencies installed), each round does
 * the same with that checkout's server on the same seeded database: before and after side by side in one run.
 */
import { createPostgresDatabase } from "../test/pg-database.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toLocalDate } from "@app/shared";
import autocannon, { type Result as LoadResult } from "autocannon";
import { compiledServer, rssMiB, startBareFastify, startServer, stopServer } from "./bench-server.ts";
import { HEAVY, MEALS_PER_DAY, seed, TIME_ZONE } from "./bench-seed.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const TARGET = { p50: 15, p99: 50 };
/** Issue 22: a read's req/s as a share of the app's own /healthz, and its p99, per database. */
const RATIO_TARGET = { postgres: { share: 0.25, p99: 50 }, pglite: { share: 0.1, p99: 100 } };
const RSS_TARGET_MIB = 300;
const BENCH_RATE_LIMIT = "100000000";

const compiled = new Map<string, string>();
/**
 * The server a run starts, of this checkout or of `root`: the compiled one, as `npm start` runs it (built when out of
 * date; decision 0017-pglite3), or with BENCH_SOURCE=1 the TypeScript sources through tsx.
 */
function serverOf(root?: string): string | undefined {
  if (process.env.BENCH_SOURCE) return root && path.resolve(root, "apps/server/src/server.ts");
  const key = root ?? "";
  if (!compiled.has(key)) compiled.set(key, compiledServer(root));
  return compiled.get(key);
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
  /**
   * The server's CPU time (all threads) per answered request, in µs, less its idle rate measured just before, when
   * its process id was given: a figure the machine's load moves less than req/s.
   */
  cpuUs: number;
}

/** A process's CPU time so far (all its threads, user + system), in µs, from the scheduler's ns counters (Linux /proc; NaN elsewhere). */
function cpuMicros(pid: number | undefined): number {
  try {
    let ns = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    return ns / 1000;
  } catch {
    return Number.NaN;
  }
}

/** What the server spends with no request (timers, the job worker, the pool): µs per s, over `ms` idle. */
async function idleCpuRate(pid: number | undefined, ms = 1000): Promise<number> {
  const before = cpuMicros(pid);
  const t = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  return (cpuMicros(pid) - before) / ((performance.now() - t) / 1000);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(
  url: string,
  urlPath: string,
  cookie: string | Record<string, string>,
  seconds = SECONDS,
  pid?: number,
): Promise<Figures> {
  const times: number[] = [];
  const idleRate = pid === undefined ? 0 : await idleCpuRate(pid);
  const cpuBefore = cpuMicros(pid);
  const started = performance.now();
  let bytes = 0;
  const headers = typeof cookie === "string" ? { cookie, "x-time-zone": TIME_ZONE } : cookie;
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon({ url: url + urlPath, connections: CONNECTIONS, duration: seconds, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on("response", (_client, _status, resBytes, responseTime) => {
      times.push(responseTime);
      bytes = resBytes;
    });
  });
  // Less the idle server's own work over the same time.
  const cpu = cpuMicros(pid) - cpuBefore - (idleRate * (performance.now() - started)) / 1000;
  // autocannon stops with up to CONNECTIONS requests still queued in the server: one more request on the same
  // path waits behind them, so the next measurement does not start with this one's backlog.
  await fetch(url + urlPath, { headers }).then(
    (r) => r.arrayBuffer(),
    () => undefined,
  );
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
    bytes,
    cpuUs: cpu / Math.max(1, times.length),
  };
}

/** One request at a time: the median service time, without any queueing. */
async function alone(url: string, urlPath: string, cookie: string | Record<string, string>, n = 200): Promise<number> {
  const times: number[] = [];
  const headers = typeof cookie === "string" ? { cookie, "x-time-zone": TIME_ZONE } : cookie;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url + urlPath, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1)).padStart(6);
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`.padStart(6);

function row(label: string, single: number, f: Figures, base?: Figures, target?: { share: number; p99: number }): string {
  const vs = (a: number, b: number | undefined) => (base && b !== undefined ? ` (${ratio(a, b)})` : "");
  const share = base ? f.rps / base.rps : 0;
  const verdict =
    base && target
      ? `   ${(share * 100).toFixed(0)} % of /healthz${share >= target.share && f.p99 < target.p99 ? "  ok" : `  MISSES ≥ ${target.share * 100} % / p99 < ${target.p99} ms`}`
      : "";
  return (
    `    ${label.padEnd(16)} alone ${ms(single)}   p50 ${ms(f.p50)}${vs(f.p50, base?.p50)}   p95 ${ms(f.p95)}${vs(f.p95, base?.p95)}   ` +
    `p99 ${ms(f.p99)}${vs(f.p99, base?.p99)} ms   ${Math.round(f.rps).toString().padStart(6)} req/s${vs(f.rps, base?.rps)}` +
    `${f.failures ? `   ${f.failures} FAILED` : ""}${verdict}`
  );
}

async function run(name: string, kind: "pglite" | "postgres", env: Record<string, string>, seedUrl: string): Promise<string> {
  const seeded = await seed(seedUrl);
  console.log(
    `\n  ${name}: seeded ${seeded.users.toLocaleString("en")} users, ${seeded.meals.toLocaleString("en")} meals ` +
      `(${seeded.heavyMeals.toLocaleString("en")} for the heavy user) in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  // The default LOG_LEVEL (info), as a server runs unless told otherwise.
  const { url, child } = await startServer({ LOG_LEVEL: "info", BENCH_API_RATE_LIMIT: BENCH_RATE_LIMIT, ...env }, serverOf());
  let maxRss = 0;
  const sampler = setInterval(() => {
    const rss = rssMiB(child.pid);
    if (rss > maxRss) maxRss = rss;
  }, 250);
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
    // Issue 19: the same day's meals through the public API v1, with a key the heavy user creates (trial: API access).
    const created = await fetch(`${url}/api/api-keys`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: "bench", scope: "read" }),
    });
    if (created.status !== 201) throw new Error(`bench: creating an API key answered ${created.status} ${await created.text()}`);
    const keyHeaders = { "x-api-key": ((await created.json()) as { apiKey: string }).apiKey };
    const v1Path = `/api/v1/meals?startDate=${today}&endDate=${today}`;
    const v1Check = await fetch(url + v1Path, { headers: keyHeaders });
    if (!v1Check.ok || ((await v1Check.json()) as unknown[]).length !== MEALS_PER_DAY)
      throw new Error(`bench: v1 meals answered ${v1Check.status}`);

    if (process.env.BENCH_AB && kind === "postgres") await abReads(process.env.BENCH_AB, env, url, cookie, child.pid, [["GET /healthz", "/healthz"], ...endpoints]);

    // Warm-up: JIT, connection pool, caches.
    for (const [, p] of endpoints) await measure(url, p, cookie, 1);
    await measure(url, v1Path, keyHeaders, 1);
    await measure(url, "/healthz", cookie, 1);
    const singles = new Map<string, number>();
    for (const p of ["/healthz", ...endpoints.map(([, e]) => e)]) singles.set(p, await alone(url, p, cookie));
    singles.set(v1Path, await alone(url, v1Path, keyHeaders));

    const target = RATIO_TARGET[kind];
    console.log(
      `    alone: one request at a time (median, ms); then ${CONNECTIONS} connections for ${SECONDS} s; ` +
        `in brackets the ratio to GET /healthz on the same server   (load average now ${os.loadavg()[0]!.toFixed(1)})`,
    );
    const health = await measure(url, "/healthz", cookie);
    console.log(row("GET /healthz", singles.get("/healthz")!, health));
    const results: [string, Figures][] = [];
    for (const [label, p] of endpoints) {
      const f = await measure(url, p, cookie);
      results.push([label, f]);
      console.log(row(label, singles.get(p)!, f, health, target));
    }
    const v1 = await measure(url, v1Path, keyHeaders);
    const session = results[0]![1];
    console.log(row("v1 today (key)", singles.get(v1Path)!, v1, health));
    const v1Ratio = v1.p99 / session.p99;
    console.log(
      `    v1 (issue 19): GET /api/v1/meals for one day with an API key: p99 ${ms(v1.p99).trim()} ms against ${ms(session.p99).trim()} ms ` +
        `with the session cookie: ${v1Ratio.toFixed(2)}×${v1Ratio <= 1.5 ? "  ok (≤ 1.5×)" : "  MISSES ≤ 1.5×"}`,
    );
    console.log(
      `    server RSS: at most ${maxRss.toFixed(0)} MiB during the run${maxRss < RSS_TARGET_MIB ? `  ok (< ${RSS_TARGET_MIB})` : `  MISSES < ${RSS_TARGET_MIB}`}`,
    );
    const worst = Math.min(...results.map(([, f]) => f.rps / health.rps));
    const ok = results.every(([, f]) => f.rps / health.rps >= target.share && f.p99 < target.p99 && f.failures === 0);
    return (
      `summary ${kind.padEnd(8)} healthz ${Math.round(health.rps)} req/s | ` +
      results.map(([label, f]) => `${label} ${Math.round((f.rps / health.rps) * 100)}% p99 ${f.p99.toFixed(0)}ms`).join(" | ") +
      ` | v1/session p99 ${v1Ratio.toFixed(2)}× | rss ${maxRss.toFixed(0)} MiB | worst ${Math.round(worst * 100)}% → ${ok ? "targets met" : "MISSES a target"}` +
      ` (load ${os.loadavg()[0]!.toFixed(1)})`
    );
  } finally {
    clearInterval(sampler);
    await stopServer(child);
  }
}

/** The median of the rounds; a round with no answers (NaN: a starved server) is left out. */
function median(xs: number[]): number {
  const ok = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)]! : Number.NaN;
}

/** BENCH_READS=v1: the session's read and the v1 read, in turns, round after round (see the header). */
async function runV1(name: string, kind: "pglite" | "postgres", env: Record<string, string>, seedUrl: string): Promise<string> {
  const seeded = await seed(seedUrl);
  console.log(`\n  ${name}: seeded ${seeded.users.toLocaleString("en")} users, ${seeded.meals.toLocaleString("en")} meals`);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const base = process.env.BENCH_BASE_DIR;
  const versions: [string, string | undefined][] = [["this", serverOf()]];
  if (base) versions.unshift(["base", serverOf(base)]);
  const today = toLocalDate(new Date(), TIME_ZONE);
  const sessionPath = `/api/meals?startDate=${today}&endDate=${today}`;
  const v1Path = `/api/v1/meals?startDate=${today}&endDate=${today}`;
  let cookie = "";
  let keyHeaders: Record<string, string> = {};
  const ratios = new Map<string, number[]>(versions.map(([v]) => [v, []]));
  const aloneRatios = new Map<string, number[]>(versions.map(([v]) => [v, []]));
  for (let round = 0; round < rounds; round++) {
    // The versions' order alternates too, so neither always follows the other.
    for (const [version, entry] of round % 2 === 0 ? versions : versions.toReversed()) {
      // One server at a time (a PGlite directory opens in one process only), restarted each round.
      const { url, child } = await startServer({ LOG_LEVEL: "info", BENCH_API_RATE_LIMIT: BENCH_RATE_LIMIT, ...env }, entry);
      try {
        if (!cookie) {
          cookie = await signIn(url);
          const created = await fetch(`${url}/api/api-keys`, {
            method: "POST",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify({ name: "bench", scope: "read" }),
          });
          if (created.status !== 201) throw new Error(`bench: creating an API key answered ${created.status} ${await created.text()}`);
          keyHeaders = { "x-api-key": ((await created.json()) as { apiKey: string }).apiKey };
        }
        const check = await fetch(url + v1Path, { headers: keyHeaders });
        if (!check.ok || ((await check.json()) as unknown[]).length !== MEALS_PER_DAY)
          throw new Error(`bench: v1 meals answered ${check.status}`);
        await measure(url, sessionPath, cookie, 1);
        await measure(url, v1Path, keyHeaders, 1);
        const order = round % 2 === 0 ? ["session", "v1"] : ["v1", "session"];
        const f = new Map<string, Figures>();
        for (const which of order)
          f.set(which, which === "v1" ? await measure(url, v1Path, keyHeaders) : await measure(url, sessionPath, cookie));
        // And one request at a time (the median of 100): the service time, less at the mercy of the machine's load.
        const aloneSession = await alone(url, sessionPath, cookie, 100);
        const aloneV1 = await alone(url, v1Path, keyHeaders, 100);
        const s = f.get("session")!;
        const v = f.get("v1")!;
        ratios.get(version)!.push(v.p99 / s.p99);
        aloneRatios.get(version)!.push(aloneV1 / aloneSession);
        console.log(
          `    round ${round + 1} ${version.padEnd(4)}  session p99 ${ms(s.p99)} ms ${Math.round(s.rps).toString().padStart(5)} req/s | ` +
            `v1 p99 ${ms(v.p99)} ms ${Math.round(v.rps).toString().padStart(5)} req/s | v1/session p99 ${(v.p99 / s.p99).toFixed(2)}× | alone ${ms(aloneSession).trim()} / ${ms(aloneV1).trim()} ms` +
            `${s.failures + v.failures ? `   ${s.failures + v.failures} FAILED` : ""}   (load ${os.loadavg()[0]!.toFixed(1)})`,
        );
      } finally {
        await stopServer(child);
      }
    }
  }
  return (
    `summary ${kind.padEnd(8)} v1/session p99 (and one at a time), median of ${rounds}: ` +
    versions
      .map(
        ([v]) =>
          `${v} ${median(ratios.get(v)!).toFixed(2)}× (${ratios
            .get(v)!
            .map((r) => r.toFixed(2))
            .join(", ")}; alone ${median(aloneRatios.get(v)!).toFixed(2)}×)`,
      )
      .join(" | ") +
    ` (load ${os.loadavg()[0]!.toFixed(1)})`
  );
}

/**
 * BENCH_AB: the server of another checkout (`root`, e.g. a worktree of main) beside this one, on the same
 * database; each path measured on A (that checkout) and B (this one) in turns, 2 rounds, best of each.
 */
async function abReads(root: string, env: Record<string, string>, urlB: string, cookieB: string, pidB: number | undefined, paths: [string, string][]) {
  const entry = serverOf(root);
  const a = await startServer({ LOG_LEVEL: "info", BENCH_API_RATE_LIMIT: BENCH_RATE_LIMIT, ...env }, entry);
  try {
    const cookieA = await signIn(a.url);
    for (const [, p] of paths) {
      await measure(a.url, p, cookieA, 1);
      await measure(urlB, p, cookieB, 1);
    }
    console.log(`    A/B: A = ${root}, B = this checkout, same database, in turns, best of 2   (load average now ${os.loadavg()[0]!.toFixed(1)})`);
    const best: Record<string, [Figures, Figures]> = {};
    for (let round = 0; round < 2; round++) {
      for (const [label, p] of paths) {
        const fa = await measure(a.url, p, cookieA, SECONDS, a.child.pid);
        const fb = await measure(urlB, p, cookieB, SECONDS, pidB);
        const prev = best[label];
        best[label] = [!prev || fa.rps > prev[0].rps ? fa : prev[0], !prev || fb.rps > prev[1].rps ? fb : prev[1]];
      }
    }
    const [ha, hb] = best["GET /healthz"]!;
    for (const [label] of paths) {
      const [fa, fb] = best[label]!;
      const share = (f: Figures, h: Figures) => (label === "GET /healthz" ? "" : ` (${Math.round((f.rps / h.rps) * 100)} % of /healthz)`);
      console.log(
        `    ${label.padEnd(16)} A ${Math.round(fa.rps).toString().padStart(6)} req/s${share(fa, ha).padEnd(21)} p99 ${ms(fa.p99)} ms   ` +
          `B ${Math.round(fb.rps).toString().padStart(6)} req/s${share(fb, hb).padEnd(21)} p99 ${ms(fb.p99)} ms   B/A ${(fb.rps / fa.rps).toFixed(2)}×   ` +
          `CPU ${fa.cpuUs.toFixed(0)} → ${fb.cpuUs.toFixed(0)} µs/request`,
      );
    }
    console.log(`    (load average now ${os.loadavg()[0]!.toFixed(1)})`);
  } finally {
    await stopServer(a.child);
  }
}

/**
 * The request path: a bare Fastify route against the app's /healthz with the default LOG_LEVEL and with
 * LOG_LEVEL=error, each server alone on the machine's cores while measured, in turns (2 rounds; the best
 * round of each, so a burst of the machine's other work weighs on none of them).
 */
async function requestPath(dir: string): Promise<string> {
  const bare = await startBareFastify();
  const info = await startServer({ DATA_DIR: path.join(dir, "info"), LOG_LEVEL: "info" }, serverOf());
  const error = await startServer({ DATA_DIR: path.join(dir, "error"), LOG_LEVEL: "error" }, serverOf());
  // BENCH_AB: the other checkout's app beside, measured in the same turns.
  const base = process.env.BENCH_AB
    ? await startServer({ DATA_DIR: path.join(dir, "base"), LOG_LEVEL: "info" }, serverOf(process.env.BENCH_AB))
    : undefined;
  try {
    const servers: [string, string, number | undefined][] = [
      ["bare Fastify route", bare.url, bare.child.pid],
      ["app, LOG_LEVEL=info", info.url, info.child.pid],
      ["app, LOG_LEVEL=error", error.url, error.child.pid],
      ...(base ? [["A (BENCH_AB) app, info", base.url, base.child.pid] as [string, string, number | undefined]] : []),
    ];
    for (const [, u] of servers) await measure(u, "/healthz", {}, 1);
    const best = new Map<string, Figures>();
    for (let round = 0; round < 2; round++) {
      for (const [label, u, pid] of servers) {
        const f = await measure(u, "/healthz", {}, SECONDS, pid);
        if (!best.has(label) || f.rps > best.get(label)!.rps) best.set(label, f);
      }
    }
    const bareF = best.get(servers[0]![0])!;
    console.log(
      `\n  request path: GET /healthz, ${CONNECTIONS} connections, ${SECONDS} s, best of 2 rounds   (load average now ${os.loadavg()[0]!.toFixed(1)})`,
    );
    for (const [label] of servers) {
      const f = best.get(label)!;
      console.log(
        `    ${label.padEnd(23)} p50 ${ms(f.p50)}   p99 ${ms(f.p99)} ms   ${Math.round(f.rps).toString().padStart(6)} req/s   ${((f.rps / bareF.rps) * 100).toFixed(0).padStart(3)} % of bare` +
          `   CPU ${f.cpuUs.toFixed(0).padStart(4)} µs/request (${(f.cpuUs / bareF.cpuUs).toFixed(2)}× bare's)` +
          (f.failures ? `   ${f.failures} FAILED` : ""),
      );
    }
    const infoF = best.get(servers[1]![0])!;
    const errorF = best.get(servers[2]![0])!;
    const share = infoF.rps / bareF.rps;
    console.log(
      `    app /healthz at the default LOG_LEVEL: ${(share * 100).toFixed(0)} % of the bare route${share >= 0.5 ? "  ok (≥ 50 %)" : "  MISSES ≥ 50 %"}; ` +
        `logging costs ${(((errorF.rps - infoF.rps) / errorF.rps) * 100).toFixed(0)} % of its req/s (info ${Math.round(infoF.rps)} against error ${Math.round(errorF.rps)})`,
    );
    return `summary request  bare ${Math.round(bareF.rps)} req/s | app info ${Math.round(infoF.rps)} (${(share * 100).toFixed(0)}%) | app error ${Math.round(errorF.rps)} (${((errorF.rps / bareF.rps) * 100).toFixed(0)}%) → ${share >= 0.5 ? "target met" : "MISSES the target"} (load ${os.loadavg()[0]!.toFixed(1)})`;
  } finally {
    await stopServer(bare.child);
    await stopServer(info.child);
    await stopServer(error.child);
    if (base) await stopServer(base.child);
  }
}

const createPgDatabase = (base: string) => createPostgresDatabase(base, "np_bench_api");

async function main() {
  const started = performance.now();
  console.log(
    `bench:api — ${process.env.BENCH_SOURCE ? "the TypeScript sources through tsx (BENCH_SOURCE)" : "the compiled server (apps/server/dist)"}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")}`,
  );
  console.log(
    `  targets: app /healthz ≥ 50 % of a bare Fastify route; each read ≥ 25 % of /healthz req/s with p99 < 50 ms on PostgreSQL, ` +
      `≥ 10 % with p99 < 100 ms on PGlite; RSS < ${RSS_TARGET_MIB} MiB; v1 p99 ≤ 1.5× the session's (issue 3's: p50 < ${TARGET.p50} ms)`,
  );
  const summaries: string[] = [];
  const only = process.env.BENCH_ONLY ?? "";
  const runDb = process.env.BENCH_READS === "v1" ? runV1 : run;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-bench-api-"));
  try {
    if ((!only || only === "request") && runDb === run) summaries.push(await requestPath(dir));
    if (!only || only === "pglite")
      summaries.push(await runDb("PGlite (embedded)", "pglite", { DATA_DIR: path.join(dir, "db") }, path.join(dir, "db")));
  } finally {
    if (!process.env.BENCH_KEEP_DB) fs.rmSync(dir, { recursive: true, force: true });
  }

  if (PG_URL && (!only || only === "postgres")) {
    const pg = await createPgDatabase(PG_URL);
    try {
      summaries.push(await runDb("PostgreSQL", "postgres", { DATABASE_URL: pg.url }, pg.url));
    } finally {
      if (!process.env.BENCH_KEEP_DB) await pg.drop();
    }
  } else if (!PG_URL) {
    console.log("\n  PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)");
  }
  console.log("");
  for (const line of summaries) console.log(`  ${line}`);
  console.log(`\n  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();
