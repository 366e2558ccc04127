/**
 * npm run cost:api — what one dashboard read costs in CPU, on the server (Node) and in PostgreSQL, figures that
 * the machine's load moves much less than req/s (decision 0017-pgone).
 *
 * Seeds bench:api's data (10,000 users, a heavy user with 5,475 meals) in a throwaway PostgreSQL database, starts
 * this checkout's server and, with COST_AB=<another checkout's root> (e.g. a worktree of main, its dependencies
 * installed), that checkout's server too, on the same database. Then, round after round, each path gets a fixed
 * number of requests (COST_REQUESTS, default 20,000, at BENCH_CONNECTIONS, default 50) on each server in turns (the
 * order of the servers alternating every round), and for each the CPU time (user + system, all threads, from
 * /proc/<pid>/task/<tid>/schedstat) spent during those requests by:
 *   - the server's process, less its idle rate measured at start,
 *   - the PostgreSQL backends of that server's pool (found in pg_stat_activity by the application_name given in
 *     its DATABASE_URL; a backend that starts during the requests counts with all its CPU).
 * Prints each round, then the median of the rounds per path and server, and B/A. Needs DATABASE_URL or
 * TEST_DATABASE_URL, and PostgreSQL on this machine (its backends' /proc). Env: COST_ROUNDS (default 3),
 * COST_PATHS (a comma-separated subset of: healthz,today,week,goal,trial).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { Client } from "pg";
import { toLocalDate } from "@app/shared";
import { createPostgresDatabase } from "../test/pg-database.ts";
import { rssMiB, startServer, stopServer } from "./bench-server.ts";
import { HEAVY, seed, TIME_ZONE } from "./bench-seed.ts";

const REQUESTS = Number(process.env.COST_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.COST_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";

/** A process's CPU time so far (all its threads, user + system), in µs; 0 when it has ended. */
function cpuMicros(pid: number): number {
  try {
    let ns = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`))
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    return ns / 1000;
  } catch {
    return 0;
  }
}

interface Server {
  label: string;
  url: string;
  pid: number;
  appName: string;
  cookie: string;
  /** The server's CPU with no request, µs per s. */
  idleRate: number;
  /** The server's largest resident set seen while measured, MiB. */
  maxRss: number;
  stop: () => Promise<void>;
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: HEAVY.username, password: HEAVY.password }),
  });
  if (!res.ok) throw new Error(`cost: login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

async function start(label: string, dbUrl: string, entry?: string): Promise<Server> {
  // The process id too: another cost:api on the same PostgreSQL (another checkout) must not count as ours.
  const appName = `np_cost_${label.toLowerCase()}_${process.pid}`;
  const url = new URL(dbUrl);
  url.searchParams.set("application_name", appName);
  const server = await startServer({ LOG_LEVEL: "info", DATABASE_URL: url.toString() }, entry);
  const pid = server.child.pid!;
  const cookie = await signIn(server.url);
  const before = cpuMicros(pid);
  const t = performance.now();
  await new Promise((r) => setTimeout(r, 2000));
  const idleRate = (cpuMicros(pid) - before) / ((performance.now() - t) / 1000);
  return { label, url: server.url, pid, appName, cookie, idleRate, maxRss: 0, stop: () => stopServer(server.child) };
}

/** The CPU so far of each PostgreSQL backend of the application `appName`, by process id. */
async function backendsCpu(admin: Client, appName: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = $1", [appName]);
  return new Map(rows.map((r) => [r.pid, cpuMicros(r.pid)]));
}

interface Cost {
  nodeUs: number;
  pgUs: number;
  rps: number;
  failures: number;
}

async function cost(admin: Client, server: Server, urlPath: string, requests = REQUESTS): Promise<Cost> {
  const headers: Record<string, string> = urlPath === "/healthz" ? {} : { cookie: server.cookie, "x-time-zone": TIME_ZONE };
  const pgBefore = await backendsCpu(admin, server.appName);
  const nodeBefore = cpuMicros(server.pid);
  const t = performance.now();
  const sampler = setInterval(() => (server.maxRss = Math.max(server.maxRss, rssMiB(server.pid) || 0)), 250);
  const result = await new Promise<Result>((resolve, reject) =>
    autocannon({ url: server.url + urlPath, connections: CONNECTIONS, amount: requests, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - t) / 1000;
  const nodeUs = cpuMicros(server.pid) - nodeBefore - server.idleRate * seconds;
  const pgAfter = await backendsCpu(admin, server.appName);
  let pg = 0;
  for (const [pid, after] of pgAfter) pg += after - (pgBefore.get(pid) ?? 0);
  const answered = result.requests.total;
  return {
    nodeUs: nodeUs / answered,
    pgUs: pg / answered,
    rps: answered / seconds,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (xs: number[]) => {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const f0 = (n: number, w = 5) => n.toFixed(0).padStart(w);

async function main() {
  if (!PG_URL) throw new Error("cost: set DATABASE_URL or TEST_DATABASE_URL");
  const today = toLocalDate(new Date(), TIME_ZONE);
  const weekAgo = toLocalDate(new Date(Date.now() - 6 * 86_400_000), TIME_ZONE);
  const allPaths: [string, string, string][] = [
    ["healthz", "GET /healthz", "/healthz"],
    ["today", "today's meals", `/api/meals?startDate=${today}&endDate=${today}`],
    ["week", "7-day range", `/api/meals?startDate=${weekAgo}&endDate=${today}`],
    ["goal", "active goal", "/api/nutrition-goals/active"],
    ["trial", "trial status", "/api/trial-status"],
  ];
  const only = process.env.COST_PATHS?.split(",");
  const paths = allPaths.filter(([key]) => !only || only.includes(key));
  const pg = await createPostgresDatabase(PG_URL, "np_cost_api");
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  const servers: Server[] = [];
  try {
    await seed(pg.url);
    if (process.env.COST_AB) servers.push(await start("A", pg.url, path.resolve(process.env.COST_AB, "apps/server/src/server.ts")));
    servers.push(await start("B", pg.url));
    console.log(
      `cost:api — ${os.cpus().length} cores, ${REQUESTS} requests per path and server, ${CONNECTIONS} connections, ${ROUNDS} rounds` +
        (process.env.COST_AB ? `; A = ${process.env.COST_AB}, B = this checkout` : "; B = this checkout") +
        `   (load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    // Answers first: the same bytes from both (a benchmark of 401s would measure nothing).
    for (const [, label, p] of paths) {
      const bodies = await Promise.all(
        servers.map(async (s) => {
          const res = await fetch(s.url + p, { headers: p === "/healthz" ? {} : { cookie: s.cookie, "x-time-zone": TIME_ZONE } });
          if (!res.ok) throw new Error(`cost: ${label} on ${s.label} answered ${res.status}`);
          return res.text();
        }),
      );
      if (bodies.some((b) => b !== bodies[0]))
        console.log(`    note: ${label} answers differ between the servers (${bodies.map((b) => b.length).join(" vs ")} bytes)`);
    }
    // Warm-up: JIT, the pools' connections, PostgreSQL's caches.
    for (const s of servers) for (const [, , p] of paths) await cost(admin, s, p, 3000);
    const results = new Map<string, Cost[]>();
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? servers : servers.toReversed();
      for (const [, label, p] of paths) {
        for (const s of order) {
          const c = await cost(admin, s, p);
          const key = `${label}|${s.label}`;
          results.set(key, [...(results.get(key) ?? []), c]);
          console.log(
            `  round ${round + 1} ${s.label} ${label.padEnd(14)} node ${f0(c.nodeUs)} µs + pg ${f0(c.pgUs)} µs = ${f0(c.nodeUs + c.pgUs)} µs/request   ` +
              `${f0(c.rps, 6)} req/s${c.failures ? `   ${c.failures} FAILED` : ""}   (load ${os.loadavg()[0]!.toFixed(1)})`,
          );
        }
      }
    }
    console.log(`\n  median of ${ROUNDS} rounds, CPU per request (µs): server (Node) + PostgreSQL backends = total`);
    for (const [, label] of paths) {
      const line = servers.map((s) => {
        const cs = results.get(`${label}|${s.label}`)!;
        const node = median(cs.map((c) => c.nodeUs));
        const pgUs = median(cs.map((c) => c.pgUs));
        const total = median(cs.map((c) => c.nodeUs + c.pgUs));
        return { s, node, pgUs, total, text: `${s.label} ${f0(node)} + ${f0(pgUs)} = ${f0(total)}` };
      });
      const ab =
        line.length === 2
          ? `   B/A node ${(line[1]!.node / line[0]!.node).toFixed(2)}× pg ${(line[1]!.pgUs / line[0]!.pgUs).toFixed(2)}× total ${(line[1]!.total / line[0]!.total).toFixed(2)}×`
          : "";
      console.log(`    ${label.padEnd(14)} ${line.map((l) => l.text).join("   ")}${ab}`);
    }
    console.log(`    server RSS, at most: ${servers.map((s) => `${s.label} ${s.maxRss.toFixed(0)} MiB`).join("   ")}`);
    console.log(`  (load average now ${os.loadavg()[0]!.toFixed(1)})`);
  } finally {
    for (const s of servers) await s.stop();
    await admin.end();
    await pg.drop();
  }
}

await main();
