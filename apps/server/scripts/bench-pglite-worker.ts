/**
 * The experiment of issue 22 (decision 0015): does running PGlite in a worker thread raise the embedded
 * database's throughput? A micro-benchmark of the dashboard's read of today's meals (the session statement,
 * then the meal list: the same SQL and parameters the app sends, captured through the driver's query log) on
 * bench:api's data (10,000 users, a heavy user with 5,475 meals), by CONCURRENCY callers at once (default 50),
 * two ways in turns:
 *   main thread: PGlite in this thread, as the server runs it today;
 *   worker:      PGlite in a worker_threads Worker, each statement a message there and its rows a message back.
 * Each "request" also spends SPIN_US (default 150) of JavaScript on this thread after its statements, the
 * request's own work outside the database (HTTP, hooks, serialization), so a worker can overlap the two.
 * Prints requests/s, p50/p99, and the main thread's event-loop utilisation per request (its CPU).
 * Env: BENCH_SECONDS (default 5), CONCURRENCY, SPIN_US, ROUNDS (default 2).
 * Run: node --import tsx apps/server/scripts/bench-pglite-worker.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { toLocalDate } from "@app/shared";
import { openDatabase } from "../src/db/client.ts";
import { findUserByLogin, hashToken, insertSession } from "../src/features/auth/auth.repository.ts";
import { resolveSession } from "../src/features/auth/auth.service.ts";
import { listMeals } from "../src/features/meals/meals.repository.ts";
import { HEAVY, seed, TIME_ZONE } from "./bench-seed.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const SPIN_US = Number(process.env.SPIN_US ?? 150);
const ROUNDS = Number(process.env.ROUNDS ?? 2);

type Statement = { text: string; params: unknown[] };
type Query = (text: string, params: unknown[]) => Promise<unknown[][]>;

const WORKER = `
  const { parentPort, workerData } = require("node:worker_threads");
  (async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const pg = await PGlite.create(workerData.dir, { extensions: { pg_trgm } });
    parentPort.on("message", async (m) => {
      if (m.close) { await pg.close(); parentPort.postMessage({ closed: true }); return; }
      try {
        const r = await pg.query(m.text, m.params, { rowMode: "array" });
        parentPort.postMessage({ id: m.id, rows: r.rows });
      } catch (e) {
        parentPort.postMessage({ id: m.id, error: String(e) });
      }
    });
    parentPort.postMessage({ ready: true });
  })();
`;

function spin(us: number) {
  const until = performance.now() + us / 1000;
  let x = 0;
  while (performance.now() < until) x += 1;
  return x;
}

async function load(query: Query, statements: Statement[]) {
  const times: number[] = [];
  const elu0 = performance.eventLoopUtilization();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const began = performance.now();
        for (const s of statements) await query(s.text, s.params);
        spin(SPIN_US);
        times.push(performance.now() - began);
      }
    }),
  );
  const elu = performance.eventLoopUtilization(elu0);
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return { rps: times.length / SECONDS, p50: pct(50), p99: pct(99), mainMsPerReq: (elu.active / times.length) * 1, n: times.length };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-pglite-worker-"));
  const dataDir = path.join(dir, "db");
  try {
    await seed(dataDir);
    // The app's statements for today's meals, with their parameters, captured from the driver's query log.
    const statements: Statement[] = [];
    let capture = false;
    const database = await openDatabase(dataDir, { onQuery: (text, params) => capture && statements.push({ text, params }) });
    const user = (await findUserByLogin(database.db, HEAVY.username))!;
    const token = "bench-pglite-worker-session";
    const now = new Date();
    await insertSession(database.db, { tokenHash: hashToken(token), userId: user.id, persistent: true, now, expiresAt: new Date(now.getTime() + 86_400_000) });
    const today = toLocalDate(now, TIME_ZONE);
    capture = true;
    await resolveSession({ db: database.db, now: () => now }, token);
    const meals = await listMeals(database.db, user.id, { startDate: today, endDate: today });
    capture = false;
    await database.close();
    const wire = statements.map((s) => ({ text: s.text, params: s.params.map((p) => (p instanceof Date ? p.toISOString() : p)) }));
    console.log(
      `pglite in a worker — ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ${wire.length} statements per read ` +
        `(${meals.length} meals), ${CONCURRENCY} callers, ${SPIN_US} µs of other JavaScript per request, ${SECONDS} s per turn`,
    );

    const rows: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Main thread.
      const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
      const direct: Query = async (text, params) => (await pg.query<unknown[]>(text, params, { rowMode: "array" })).rows;
      await load(direct, wire); // warm-up
      const a = await load(direct, wire);
      await pg.close();
      // Worker thread.
      const worker = new Worker(WORKER, { eval: true, workerData: { dir: dataDir } });
      const pending = new Map<number, { resolve: (r: unknown[][]) => void; reject: (e: Error) => void }>();
      let nextId = 0;
      await new Promise<void>((resolve) =>
        worker.on("message", (m: { ready?: boolean; id?: number; rows?: unknown[][]; error?: string }) => {
          if (m.ready) return resolve();
          if (m.id === undefined) return;
          const p = pending.get(m.id)!;
          pending.delete(m.id);
          if (m.error) p.reject(new Error(m.error));
          else p.resolve(m.rows!);
        }),
      );
      const viaWorker: Query = (text, params) =>
        new Promise((resolve, reject) => {
          const id = nextId++;
          pending.set(id, { resolve, reject });
          worker.postMessage({ id, text, params }); // oxlint-disable-line unicorn/require-post-message-target-origin
        });
      await load(viaWorker, wire); // warm-up
      const b = await load(viaWorker, wire);
      await new Promise<void>((resolve) => {
        worker.on("message", (m: { closed?: boolean }) => m.closed && resolve());
        worker.postMessage({ close: true }); // oxlint-disable-line unicorn/require-post-message-target-origin
      });
      await worker.terminate();
      const line = (label: string, f: Awaited<ReturnType<typeof load>>) =>
        `  round ${round + 1} ${label.padEnd(12)} ${Math.round(f.rps).toString().padStart(6)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   main thread ${(f.mainMsPerReq * 1000).toFixed(0).padStart(5)} µs/request`;
      rows.push(line("main thread", a), line("worker", b), `  round ${round + 1} worker/main: ${(b.rps / a.rps).toFixed(2)}×   (load average ${os.loadavg()[0]!.toFixed(1)})`);
      for (const r of rows.splice(0)) console.log(r);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
