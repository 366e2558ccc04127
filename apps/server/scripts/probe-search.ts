/**
 * Probe of food search cost (not a benchmark; see bench:search and eval:search): runs queries in process
 * against the shipped foods in EVAL_PGLITE_DIR (or the database PROBE_DB_URL) and prints, per query or for
 * the relevance set, the wall time and the CPU time of this process per search (CPU time barely depends on
 * what else the machine runs), and how many database statements a search ran and how long they took.
 * Run it under `node --cpu-prof` to see where the time goes.
 *   PROBE_QUERIES='milk,rice' PROBE_N=200   those queries, N times each (default: milk, cream cheese, rice)
 *   PROBE_QUERIES=@eval                      every case of test/eval/search-relevance.json once, PROBE_N rounds
 *   PROBE_DUMP=<file>                        with @eval: writes the top 10 ids of every case (to diff rankings)
 *   PROBE_BASE_DIR=<checkout>                with @eval: that checkout's searchFoods (A) and this one's (B) in one
 *                                            process on the same database, warm, PROBE_N interleaved rounds each:
 *                                            CPU per search of each round, medians and B/A
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { ensureFoodData } from "../src/features/foods/index.ts";
import { searchFoods } from "../src/features/foods/foods.search.ts";

const SET = new URL("../test/eval/search-relevance.json", import.meta.url);
const spec = process.env.PROBE_QUERIES ?? "milk,cream cheese,rice";
const cases: { q: string; lang: string }[] =
  spec === "@eval"
    ? (JSON.parse(fs.readFileSync(SET, "utf8")) as { cases: { q: string; lang: string }[] }).cases
    : spec.split(",").map((q) => ({ q, lang: "en" }));
const n = Number(process.env.PROBE_N ?? (spec === "@eval" ? 3 : 200));
const database = await openDatabase(process.env.PROBE_DB_URL ?? process.env.EVAL_PGLITE_DIR ?? "memory://");
await ensureFoodData(database.db, { info: () => {}, warn: () => {} });
const rss0 = process.memoryUsage().rss;
let t0 = performance.now();
await searchFoods(database.db, { query: "warm up", limit: 10, locale: "en" });
console.log(
  `first search (reads the keys and postings): ${(performance.now() - t0).toFixed(0)} ms, RSS +${((process.memoryUsage().rss - rss0) / 2 ** 20).toFixed(0)} MiB`,
);
t0 = 0;

// Time spent in the database (statement round trips), apart from the rest (JS: expansion, ranking, grouping).
let dbMs = 0;
let statements = 0;
const execute = database.db.execute.bind(database.db);
(database.db as { execute: typeof execute }).execute = (async (q: Parameters<typeof execute>[0]) => {
  const t = performance.now();
  try {
    return await execute(q);
  } finally {
    dbMs += performance.now() - t;
    statements += 1;
  }
}) as typeof execute;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const search = (c: { q: string; lang: string }) => searchFoods(database.db, { query: c.q, limit: 10, locale: c.lang });

if (spec === "@eval" && process.env.PROBE_BASE_DIR) {
  const base = path.resolve(process.env.PROBE_BASE_DIR, "apps/server/src/features/foods/foods.search.ts");
  const sides = { A: ((await import(base)) as { searchFoods: typeof searchFoods }).searchFoods, B: searchFoods };
  const run = async (name: "A" | "B") => {
    const t = cpuMs();
    for (const c of cases) await sides[name](database.db, { query: c.q, limit: 10, locale: c.lang });
    return (cpuMs() - t) / cases.length;
  };
  // Warm: each side's keys read, every query's words expanded, the code compiled.
  await run("A");
  await run("B");
  const rounds: Record<"A" | "B", number[]> = { A: [], B: [] };
  for (let round = 0; round < n; round++)
    for (const name of round % 2 === 0 ? (["A", "B"] as const) : (["B", "A"] as const)) rounds[name].push(await run(name));
  const text = (xs: number[]) => `${xs.map((x) => x.toFixed(3)).join(" ")} (median ${median(xs).toFixed(3)})`;
  console.log(
    `${cases.length} relevance queries, CPU ms per search, interleaved rounds: A ${text(rounds.A)}; B ${text(rounds.B)}; B/A ${(median(rounds.B) / median(rounds.A)).toFixed(2)}; load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" / ")}`,
  );
} else if (spec === "@eval") {
  const dump: string[] = [];
  const first: [string, number][] = [];
  for (const c of cases) {
    const u = process.cpuUsage();
    const ids = (await search(c)).map((r) => r.id).join(",");
    const used = process.cpuUsage(u);
    first.push([`${c.q} [${c.lang}]`, (used.user + used.system) / 1000]);
    dump.push(`${c.q} [${c.lang}] ${ids}`);
  }
  const firstSorted = first.map((f) => f[1]).sort((a, b) => a - b);
  console.log(
    `first pass (as eval:search): CPU p50 ${quantile(firstSorted, 0.5).toFixed(2)} p95 ${quantile(firstSorted, 0.95).toFixed(2)} ms; slowest: ${[
      ...first,
    ]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([q, ms]) => `${q} ${ms.toFixed(1)}`)
      .join(", ")}`,
  );
  if (process.env.PROBE_DUMP) fs.writeFileSync(process.env.PROBE_DUMP, `${dump.join("\n")}\n`);
  const wall: number[] = [];
  const cpu: number[] = [];
  const perQuery = new Map<string, number>();
  dbMs = 0;
  statements = 0;
  for (let round = 0; round < n; round++)
    for (const c of cases) {
      const t = performance.now();
      const u = process.cpuUsage();
      await search(c);
      const used = process.cpuUsage(u);
      cpu.push((used.user + used.system) / 1000);
      perQuery.set(`${c.q} [${c.lang}]`, (perQuery.get(`${c.q} [${c.lang}]`) ?? 0) + (used.user + used.system) / 1000 / n);
      wall.push(performance.now() - t);
    }
  const slowest = [...perQuery].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(`slowest by CPU: ${slowest.map(([q, ms]) => `${q} ${ms.toFixed(1)} ms`).join(", ")}`);
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const count = wall.length;
  console.log(
    `${cases.length} relevance queries × ${n}: wall p50 ${quantile(wall, 0.5).toFixed(2)} p95 ${quantile(wall, 0.95).toFixed(2)} ms; CPU p50 ${quantile(cpu, 0.5).toFixed(2)} p95 ${quantile(cpu, 0.95).toFixed(2)} mean ${(cpu.reduce((s, x) => s + x, 0) / count).toFixed(2)} ms; database ${(statements / count).toFixed(2)} statements, ${(dbMs / count).toFixed(2)} ms per search`,
  );
} else {
  for (const c of cases) {
    for (let i = 0; i < 5; i++) await search(c);
    dbMs = 0;
    statements = 0;
    const t = performance.now();
    const u = process.cpuUsage();
    for (let i = 0; i < n; i++) await search(c);
    const used = process.cpuUsage(u);
    const total = (performance.now() - t) / n;
    console.log(
      `${JSON.stringify(c.q)}: wall ${total.toFixed(2)} ms, CPU ${((used.user + used.system) / 1000 / n).toFixed(2)} ms per search; database ${(statements / n).toFixed(1)} statements, ${(dbMs / n).toFixed(2)} ms`,
    );
  }
}
await database.close();
