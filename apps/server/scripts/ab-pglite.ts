/**
 * An A/B of the dashboard's reads on PGlite (decision 0017-pglite3): A = another checkout's compiled server, B = this
 * checkout's, each on its own copy of one seeded bench:api data directory (a PGlite directory opens in one process
 * only), both running, each read loaded on A and B in turns, the order alternating per round, so the machine's other
 * work weighs on both alike.
 *
 *   node --import tsx apps/server/scripts/ab-pglite.ts <A checkout> [rounds=3] [seconds=4]
 *
 * Per load: req/s, p50/p99, the server's CPU per request (all its threads, from /proc, less its idle rate measured
 * just before: the figure the machine's load moves least) and its RSS at most (sampled every 100 ms); then the medians
 * per read, and each server's memory by kind of mapping (/proc/<pid>/smaps) at the end. The answers of A and B are
 * compared first (byte for byte). Env: AB_CONNECTIONS (default 50), AB_ENV_A / AB_ENV_B ("K=V K=V": extra environment
 * of one server, e.g. MALLOC_ARENA_MAX=2), AB_ARGS_A / AB_ARGS_B (node flags).
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toLocalDate } from "@app/shared";
import autocannon, { type Result as LoadResult } from "autocannon";
import { HEAVY, seed, TIME_ZONE } from "./bench-seed.ts";
import { compiledServer, rssMiB, startServer, stopServer } from "./bench-server.ts";

const [baseRoot, roundsArg, secondsArg] = process.argv.slice(2);
if (!baseRoot) throw new Error("usage: ab-pglite.ts <A checkout> [rounds] [seconds]");
const ROUNDS = Number(roundsArg ?? 3);
const SECONDS = Number(secondsArg ?? 4);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 50);
const envOf = (s = "") =>
  Object.fromEntries(
    s
      .split(" ")
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]),
  );

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  cookie: string;
}
interface Figures {
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number;
  rss: number;
  failures: number;
}

/** A process's CPU time so far (all its threads), in µs. */
function cpuMicros(pid: number): number {
  let ns = 0;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // the thread ended meanwhile
    }
  }
  return ns / 1000;
}

/** Resident memory by kind of mapping, in MiB: glibc's arenas (64 MiB-aligned heaps), the brk heap, files, the rest. */
function memoryByKind(pid: number): string {
  const kinds = new Map<string, number>();
  let kind = "";
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const m = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (m) {
      const from = BigInt(`0x${m[1]}`);
      const size = BigInt(`0x${m[2]}`) - from;
      const file = m[3]!.trim();
      kind =
        file === "[heap]"
          ? "brk heap"
          : file && !file.startsWith("[")
            ? "files"
            : !file && from % (64n << 20n) === 0n && size <= 64n << 20n
              ? "glibc arenas"
              : "V8 heap, code, wasm, other";
    } else if (line.startsWith("Rss:")) kinds.set(kind, (kinds.get(kind) ?? 0) + Number(line.split(/\s+/)[1]) / 1024);
  }
  return [...kinds].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ");
}

async function start(name: string, root: string | undefined, template: string, dir: string): Promise<Server> {
  const dataDir = path.join(dir, name);
  execFileSync("cp", ["-a", template, dataDir]);
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "info", BENCH_API_RATE_LIMIT: "100000000", ...envOf(process.env[`AB_ENV_${name}`]) };
  const saved = process.env.BENCH_NODE_ARGS;
  process.env.BENCH_NODE_ARGS = process.env[`AB_ARGS_${name}`] ?? "";
  const { url, child } = await startServer(env, compiledServer(root));
  process.env.BENCH_NODE_ARGS = saved;
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: HEAVY.username, password: HEAVY.password }),
  });
  if (!res.ok) throw new Error(`ab: ${name} login answered ${res.status}`);
  return {
    name,
    url,
    child,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; "),
  };
}

async function load(s: Server, urlPath: string, seconds = SECONDS): Promise<Figures> {
  const pid = s.child.pid!;
  const idle0 = cpuMicros(pid);
  const idleStart = performance.now();
  await new Promise((r) => setTimeout(r, 500));
  const idleRate = (cpuMicros(pid) - idle0) / ((performance.now() - idleStart) / 1000);
  let rss = 0;
  const sampler = setInterval(() => (rss = Math.max(rss, rssMiB(pid))), 100);
  const times: number[] = [];
  const cpu0 = cpuMicros(pid);
  const started = performance.now();
  const headers = { cookie: s.cookie, "x-time-zone": TIME_ZONE };
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon({ url: s.url + urlPath, connections: CONNECTIONS, duration: seconds, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const cpu = cpuMicros(pid) - cpu0 - (idleRate * (performance.now() - started)) / 1000;
  clearInterval(sampler);
  rss = Math.max(rss, rssMiB(pid));
  // Whatever autocannon left queued in the server is answered before the next load starts.
  await fetch(s.url + urlPath, { headers }).then((r) => r.arrayBuffer());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? Number.NaN;
  return {
    rps: result.requests.average,
    p50: at(0.5),
    p99: at(0.99),
    cpuUs: cpu / Math.max(1, times.length),
    rss,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-ab-pglite-"));
  const servers: Server[] = [];
  try {
    const template = path.join(dir, "template");
    const seeded = await seed(template);
    console.log(
      `ab-pglite: A = ${path.resolve(baseRoot!)}, B = this checkout, compiled; seeded ${seeded.meals.toLocaleString("en")} meals`,
    );
    servers.push(await start("A", path.resolve(baseRoot!), template, dir), await start("B", undefined, template, dir));
    const today = toLocalDate(new Date(), TIME_ZONE);
    const weekAgo = toLocalDate(new Date(Date.now() - 6 * 86_400_000), TIME_ZONE);
    const reads: [string, string][] = [
      ["GET /healthz", "/healthz"],
      ["today's meals", `/api/meals?startDate=${today}&endDate=${today}`],
      ["7-day range", `/api/meals?startDate=${weekAgo}&endDate=${today}`],
      ["active goal", "/api/nutrition-goals/active"],
      ["trial status", "/api/trial-status"],
    ];
    for (const [label, p] of reads.slice(1)) {
      const [a = "", b = ""] = await Promise.all(
        servers.map((s) => fetch(s.url + p, { headers: { cookie: s.cookie, "x-time-zone": TIME_ZONE } }).then((r) => r.text())),
      );
      console.log(
        `  ${label}: ${a === b ? "the same answer on A and B" : `ANSWERS DIFFER: A ${a.slice(0, 120)} … B ${b.slice(0, 120)} …`}`,
      );
    }
    for (const s of servers) console.log(`  ${s.name} at ready: RSS ${rssMiB(s.child.pid).toFixed(0)} MiB (${memoryByKind(s.child.pid!)})`);
    for (const s of servers) for (const [, p] of reads) await load(s, p, 1); // warm-up
    const all = new Map<string, Figures[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, p] of reads) {
        for (const s of round % 2 === 0 ? servers : servers.toReversed()) {
          const f = await load(s, p);
          all.set(`${label}|${s.name}`, [...(all.get(`${label}|${s.name}`) ?? []), f]);
          console.log(
            `  round ${round + 1} ${s.name} ${label.padEnd(14)} ${Math.round(f.rps).toString().padStart(6)} req/s  p50 ${f.p50.toFixed(0).padStart(4)}  p99 ${f.p99.toFixed(0).padStart(5)} ms  ` +
              `CPU ${f.cpuUs.toFixed(0).padStart(5)} µs/request  RSS ≤ ${f.rss.toFixed(0)} MiB${f.failures ? `  ${f.failures} FAILED` : ""}  (load ${os.loadavg()[0]!.toFixed(1)})`,
          );
        }
      }
    }
    console.log(`  medians of ${ROUNDS} rounds (share: of the same server's /healthz in the same round):`);
    for (const [label] of reads) {
      const cells = servers.map(({ name }) => {
        const runs = all.get(`${label}|${name}`)!;
        const health = all.get(`GET /healthz|${name}`)!;
        const share = label === "GET /healthz" ? "" : ` ${(median(runs.map((f, i) => f.rps / health[i]!.rps)) * 100).toFixed(1)} %`;
        return `${name} ${Math.round(median(runs.map((f) => f.rps)))} req/s${share} p99 ${median(runs.map((f) => f.p99)).toFixed(0)} ms CPU ${median(runs.map((f) => f.cpuUs)).toFixed(0)} µs RSS ≤ ${Math.max(...runs.map((f) => f.rss)).toFixed(0)}`;
      });
      const cpu = (n: string) => median(all.get(`${label}|${n}`)!.map((f) => f.cpuUs));
      console.log(`    ${label.padEnd(14)} ${cells.join("   |   ")}   CPU B/A ${(cpu("B") / cpu("A")).toFixed(2)}`);
    }
    for (const s of servers)
      console.log(`  ${s.name} at the end: RSS ${rssMiB(s.child.pid).toFixed(0)} MiB (${memoryByKind(s.child.pid!)})`);
    console.log(
      `  load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")}`,
    );
  } finally {
    for (const s of servers) await stopServer(s.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
