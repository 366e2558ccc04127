/**
 * npm run profile:api — where a request's time goes: the server under `node --cpu-prof` while autocannon
 * loads GET /healthz, then a signed-in user's GET /api/trial-status and today's GET /api/meals (a fresh
 * PGlite directory, one user with a few meals), and the top frames by self time, in % of the samples.
 * With PROFILE_DB=postgres (and DATABASE_URL or TEST_DATABASE_URL): a throwaway PostgreSQL database with
 * bench:api's data (10,000 users, a heavy user with 5,475 meals), and the dashboard's reads of that heavy user
 * (today's meals, a 7-day range, the active goal, trial status), as bench:api measures them.
 * Env: PROFILE_SECONDS (default 5 per route), BENCH_CONNECTIONS (default 50), PROFILE_TOP (default 25),
 * LOG_LEVEL (default info, the server's default), PROFILE_DB (pglite, the default, or postgres).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { createPostgresDatabase } from "../test/pg-database.ts";
import { startServer, stopServer } from "./bench-server.ts";
import { HEAVY, seed, TIME_ZONE as SEED_TIME_ZONE } from "./bench-seed.ts";

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const TIME_ZONE = "Europe/Rome";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** Where a frame lives: its package under node_modules, node's internals, our source, or V8's own. */
function packageOf(url: string): string {
  if (!url) return "(v8/native)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith("node:")) return "node:internal";
  if (url.includes("/apps/server/")) return "apps/server";
  if (url.includes("/packages/shared/")) return "packages/shared";
  return url;
}

/**
 * The samples taken between `from` and `to` (monotonic clock, µs: the parent's process.hrtime shares it with
 * the child's profile), as self time per function and per package, largest first, in % of those samples.
 */
export function topFrames(file: string, from: number, to: number, top = TOP): { frames: string[]; packages: string[]; samples: number } {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFrame = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) continue;
    const node = nodes.get(profile.samples[i]!);
    if (!node) continue;
    total += 1;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? `${url
          .replace(/^file:\/\//, "")
          .replace(/^.*node_modules\//, "")
          .replace(/^.*\/apps\/server\//, "")}:${lineNumber + 1}`
      : "";
    const key = `${functionName || "(anonymous)"} ${where}`.trim();
    byFrame.set(key, (byFrame.get(key) ?? 0) + 1);
    const pkg = functionName === "(idle)" ? "(idle)" : functionName === "(garbage collector)" ? "(gc)" : packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
  }
  const fmt = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, c]) => `${((c / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
  return { frames: fmt(byFrame, top), packages: fmt(byPackage, 12), samples: total };
}

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

async function load(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<number> {
  const result = await new Promise<Result>((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (err, res) => (err ? reject(err) : resolve(res))),
  );
  return result.requests.average;
}

/**
 * Loads each route in turn (a 1 s warm-up, then the measured window; /healthz without the user's headers),
 * printing its req/s and recording the window's bounds for the profile's report.
 */
async function loadRoutes(
  title: string,
  url: string,
  headers: Record<string, string>,
  routes: string[],
  windows: [string, number, number][],
): Promise<void> {
  console.log(`${title} — load average ${os.loadavg()[0]!.toFixed(1)}, ${CONNECTIONS} connections, ${SECONDS} s per route`);
  for (const r of routes) {
    const routeHeaders = r === "/healthz" ? {} : headers;
    await load(url + r, routeHeaders, 1);
    const from = nowMicros();
    const rps = await load(url + r, routeHeaders);
    windows.push([r, from, nowMicros()]);
    console.log(`  ${r.padEnd(52)} ${Math.round(rps)} req/s`);
  }
}

/** The heavy user of bench:api's data, signed in: the session cookie and the dashboard's read routes. */
async function heavyUserRoutes(url: string): Promise<{ headers: Record<string, string>; routes: string[] }> {
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: HEAVY.username, password: HEAVY.password }),
  });
  if (!res.ok) throw new Error(`profile: login answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  const today = new Date().toLocaleDateString("en-CA", { timeZone: SEED_TIME_ZONE });
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toLocaleDateString("en-CA", { timeZone: SEED_TIME_ZONE });
  return {
    headers: { cookie, "x-time-zone": SEED_TIME_ZONE },
    routes: [
      "/healthz",
      `/api/meals?startDate=${today}&endDate=${today}`,
      `/api/meals?startDate=${weekAgo}&endDate=${today}`,
      "/api/nutrition-goals/active",
      "/api/trial-status",
    ],
  };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-profile-api-"));
  const profDir = path.join(dir, "prof");
  process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profDir}`;
  const windows: [string, number, number][] = [];
  const pgBase = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";
  if (process.env.PROFILE_DB === "postgres") {
    if (!pgBase) throw new Error("profile: PROFILE_DB=postgres needs DATABASE_URL or TEST_DATABASE_URL");
    const pg = await createPostgresDatabase(pgBase, "np_profile_api");
    try {
      await seed(pg.url);
      const { url, child } = await startServer({ LOG_LEVEL: process.env.LOG_LEVEL ?? "info", DATABASE_URL: pg.url });
      try {
        const { headers, routes } = await heavyUserRoutes(url);
        await loadRoutes("profile:api (PostgreSQL)", url, headers, routes, windows);
      } finally {
        await stopServer(child);
      }
    } finally {
      await pg.drop();
    }
    report(profDir, windows);
    return;
  }
  const { url, child } = await startServer({ LOG_LEVEL: process.env.LOG_LEVEL ?? "info", DATA_DIR: path.join(dir, "db") });
  try {
    const res = await fetch(`${url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username: "profile_user",
        email: "profile_user@example.com",
        password: "profile user password",
        confirmPassword: "profile user password",
        acceptTerms: true,
      }),
    });
    if (res.status !== 201) throw new Error(`profile: register answered ${res.status}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    const headers = { cookie, "x-time-zone": TIME_ZONE, "content-type": "application/json" };
    const today = new Date().toLocaleDateString("en-CA", { timeZone: TIME_ZONE });
    for (let i = 0; i < 5; i++)
      await fetch(`${url}/api/meals`, {
        method: "POST",
        headers,
        body: JSON.stringify({ food: `Meal ${i}`, calories: 300, proteins: 10, carbs: 40, fats: 10, mealType: "lunch", date: today }),
      });
    const routes = ["/healthz", "/api/trial-status", `/api/meals?startDate=${today}&endDate=${today}`];
    await loadRoutes("profile:api", url, headers, routes, windows);
  } finally {
    await stopServer(child);
  }
  report(profDir, windows);
}

function report(profDir: string, windows: [string, number, number][]): void {
  const [file] = fs.readdirSync(profDir).filter((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("profile: no .cpuprofile written");
  for (const [route, from, to] of windows) {
    const top = topFrames(path.join(profDir, file), from, to);
    console.log(`\n  ${route}: ${top.samples} samples under load; self time by package:`);
    for (const line of top.packages) console.log(`    ${line}`);
    console.log(`  top ${TOP} frames by self time:`);
    for (const line of top.frames) console.log(`    ${line}`);
  }
}

await main();
