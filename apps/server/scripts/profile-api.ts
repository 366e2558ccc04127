/**
 * npm run profile:api — where a request's time goes: the server under `node --cpu-prof` while autocannon
 * loads GET /healthz, then a signed-in user's GET /api/trial-status and today's GET /api/meals (a fresh
 * PGlite directory, one user with a few meals), and the top frames by self time, in % of the samples.
 * Env: PROFILE_SECONDS (default 5 per route), BENCH_CONNECTIONS (default 50), PROFILE_TOP (default 25),
 * LOG_LEVEL (default info, the server's default), DATABASE_URL (PostgreSQL instead of PGlite).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { startServer, stopServer } from "./bench-server.ts";

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

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-profile-api-"));
  const profDir = path.join(dir, "prof");
  process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profDir}`;
  const windows: [string, number, number][] = [];
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
    console.log(`profile:api — load average ${os.loadavg()[0]!.toFixed(1)}, ${CONNECTIONS} connections, ${SECONDS} s per route`);
    for (const r of routes) {
      await load(url + r, r === "/healthz" ? {} : headers, 1);
      const from = nowMicros();
      const rps = await load(url + r, r === "/healthz" ? {} : headers);
      windows.push([r, from, nowMicros()]);
      console.log(`  ${r.padEnd(52)} ${Math.round(rps)} req/s`);
    }
  } finally {
    await stopServer(child);
  }
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
