/**
 * npm run bench:search — food search latency, as a person would feel it and at saturation.
 *
 * Prints, for the shipped foods (28,056) on PGlite and on PostgreSQL, and for 1,000,000 synthetic foods
 * plus the shipped ones on PostgreSQL:
 *   - search p50/p95 at 20 concurrent users, two ways:
 *       "typing"   20 users who each search about 5 times a second while typing (random think time,
 *                  about 100 searches/s in all);
 *       "flat out" 20 connections that send the next request as soon as the answer arrives (autocannon);
 *   - the same for GET /api/foods/{id} (one food by primary key) on the same table and server, and the
 *     ratio search/lookup as the floor;
 *   - the same at the database layer without HTTP: the search queries against `SELECT … WHERE id = $1`;
 *   - search under load (issue 22): 50 connections flat out (autocannon), 'chicken' alone and the query mix,
 *     req/s, p50, p99 and the load average, against ≥ 1,000 req/s and p99 < 100 ms on PostgreSQL. The server
 *     keeps anonymous search results (foods.search.ts, searchFoodsKept), so those repeat queries are mostly
 *     cache hits; the same load with every search new to the server (the relevance set's ~500 other queries,
 *     each once, asked before any of them was) is printed beside them as the cache-miss figure;
 *   - the import time of the shipped data.
 * Client and server share this machine's cores, so the flat-out numbers are pessimistic.
 *
 * PostgreSQL comes from DATABASE_URL or TEST_DATABASE_URL (a throwaway database is created and dropped);
 * without either, the PostgreSQL parts are skipped with the reason printed.
 * Env: BENCH_SECONDS (default 10 per run), BENCH_SYNTHETIC_FOODS (default 1000000; 0 skips them), BENCH_KEEP_DB=1,
 * BENCH_DATABASES=postgres (skips the PGlite parts).
 * BENCH_MISSES=ab with BENCH_BASE_DIR=<another checkout>: only the cache-miss line on PostgreSQL, that checkout's
 * server (A) and this one's (B) in turns on one database, BENCH_ROUNDS rounds (default 3), the order alternating;
 * each round starts the server, warms it up (20 users typing the query mix) and asks every miss query once.
 */
import { createPostgresDatabase } from "../test/pg-database.ts";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result as LoadResult } from "autocannon";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { startServer as startBenchServer, stopServer } from "./bench-server.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { searchFoods } from "../src/features/foods/foods.search.ts";
import { ensureFoodData } from "../src/features/foods/index.ts";
import { recipeData } from "../src/features/recipes/index.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC_FOODS ?? 1_000_000);
const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const PGLITE = (process.env.BENCH_DATABASES ?? "pglite,postgres").includes("pglite");
const USERS = 20;
const TYPING_RATE = 5;
const quiet = { info: () => {}, warn: (o: object, m: string) => console.warn(m, o) };

/** What people type: staples, typos, prefixes, multi-word, French and German names. */
const QUERIES: [q: string, locale?: string][] = [
  ...[
    "chicken breast",
    "chiken brest",
    "yog",
    "yogurt",
    "greek yogurt",
    "milk",
    "whole milk",
    "egg",
    "boiled egg",
    "rice",
    "white rice cooked",
    "brown rice",
    "pasta",
    "spaghetti",
    "spagetti",
    "bread",
    "whole wheat bread",
    "banana",
    "apple",
    "aple",
    "orange",
    "strawberries",
    "blueberries",
    "tomato",
    "tomatoe",
    "cucumber",
    "potato",
    "sweet potato",
    "broccoli",
    "brocoli",
    "carrot",
    "onion",
    "garlic",
    "olive oil",
    "butter",
    "cheese",
    "cheddar",
    "mozzarella",
    "mozarella",
    "parmesan",
    "feta",
    "salmon",
    "tuna",
    "cod",
    "shrimp",
    "beef",
    "ground beef",
    "pork chop",
    "ham",
    "bacon",
    "turkey",
    "lentils",
    "chickpeas",
    "black beans",
    "oats",
    "oatmeal",
    "granola",
    "almonds",
    "walnuts",
    "peanut butter",
    "avocado",
    "spinach",
    "lettuce",
    "coffee",
    "tea",
    "orange juice",
    "beer",
    "wine",
    "chocolate",
    "pizza",
    "hamburger",
    "fries",
    "ice cream",
    "croissant",
    "ch",
    "ba",
    "to",
    "mi",
    "sal",
    "chick",
  ].map((q): [string] => [q]),
  ...["oeuf", "pomme", "fromage", "lait", "poulet", "baguette", "jambon", "riz"].map((q): [string, string] => [q, "fr"]),
  ...["käse", "kaese", "brot", "hähnchen", "apfel", "milch", "kartoffel", "wurst", "quark", "joghurt"].map((q): [string, string] => [
    q,
    "de",
  ]),
];
/** What people type, with the food they meant (test/eval/search-relevance.json): here only the queries. */
const RELEVANCE = (
  JSON.parse(fs.readFileSync(new URL("../test/eval/search-relevance.json", import.meta.url), "utf8")) as {
    cases: { q: string; lang: string }[];
  }
).cases;
const searchPath = ([q, locale]: [string, string?]) =>
  `/api/foods/search?q=${encodeURIComponent(q)}&limit=20${locale ? `&locale=${locale}` : ""}`;

// ------------------------------------------------------------------------------------------------ measuring

interface Latency {
  p50: number;
  p95: number;
  p99?: number;
  rps: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Saturation: autocannon, 20 (or `connections`) connections, each sending its next request as soon as the answer arrives;
 * for SECONDS, or `once`: each path exactly once (every search new to the server: its result cache misses).
 */
async function flatOut(url: string, paths: string[], connections = USERS, once = false): Promise<Latency> {
  let i = 0;
  const times: number[] = [];
  const started = performance.now();
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...(once ? { amount: paths.length } : { duration: SECONDS }),
        requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    // A run of a fixed number of requests may last under a second: its rate is what it did in its time.
    rps: once ? result.requests.total / ((performance.now() - started) / 1000) : result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * People typing: 20 users, each on their own keep-alive connection, each sending a search and then
 * pausing a random think time (exponential, mean 1/TYPING_RATE s) before the next: about 100 requests
 * a second in all, not synchronized. (autocannon's connectionRate fires all connections in the same
 * instant, a burst no group of people produces.)
 */
async function typing(url: string, paths: string[]): Promise<Latency> {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const until = performance.now() + SECONDS * 1000;
  const { hostname, port } = new URL(url);
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      await sleep(Math.random() * (1000 / TYPING_RATE));
      while (performance.now() < until) {
        const started = performance.now();
        const status = await new Promise<number>((resolve) => {
          const req = http.get({ hostname, port, path: paths[next++ % paths.length], agent }, (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          });
          req.on("error", () => resolve(0));
        });
        times.push(performance.now() - started);
        if (status !== 200) failures += 1;
        await sleep(-Math.log(1 - Math.random()) * (1000 / TYPING_RATE));
      }
      agent.destroy();
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: times.length / SECONDS, failures };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The database layer alone: `concurrency` loops calling `fn` for `seconds`. */
async function loop(fn: (i: number) => Promise<unknown>, seconds = Math.max(3, SECONDS / 2)): Promise<Latency> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await fn(n++);
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: times.length / seconds, failures: 0 };
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1)).padStart(6);
const line = (label: string, l: Latency) =>
  `    ${label.padEnd(34)} p50 ${ms(l.p50)} ms   p95 ${ms(l.p95)} ms   ${Math.round(l.rps).toString().padStart(6)} req/s${l.failures ? `   ${l.failures} FAILED` : ""}`;
const verdict = (p95: number, target: number) => (p95 <= target ? `meets the ${target} ms target` : `MISSES the ${target} ms target`);

interface ScenarioResult {
  name: string;
  target: number;
  typingSearch: Latency;
  typingLookup: Latency;
  flatSearch: Latency;
  flatLookup: Latency;
  dbSearch?: Latency;
  dbLookup?: Latency;
  /** Issue 22's load: 50 connections flat out, 'chicken' alone and the whole query mix, with the load average meanwhile. */
  load50Chicken: Latency & { load: string; cpu?: CpuShare };
  load50Mix: Latency & { load: string; cpu?: CpuShare };
  /** The same load with every search new to the server (the relevance set's other queries, each once): cache misses only. */
  load50Misses: Latency & { load: string; queries: number; cpu?: CpuShare };
}

/** Issue 22's target for search under load on the shipped foods (PostgreSQL): 50 connections. */
const LOAD_CONNECTIONS = 50;
const LOAD_TARGET = { rps: 1000, p99: 100 };
const loadVerdict = (l: Latency) =>
  l.rps >= LOAD_TARGET.rps && (l.p99 ?? Infinity) < LOAD_TARGET.p99
    ? `meets ≥ ${LOAD_TARGET.rps} req/s, p99 < ${LOAD_TARGET.p99} ms`
    : `MISSES ≥ ${LOAD_TARGET.rps} req/s, p99 < ${LOAD_TARGET.p99} ms`;
const cpuText = (c: CpuShare | undefined) =>
  c
    ? `   CPU per request: server ${c.serverMs.toFixed(2)} ms${c.databaseMs === undefined ? "" : `, PostgreSQL ${c.databaseMs.toFixed(2)} ms`}`
    : "";
const loadLine = (label: string, l: Latency & { load: string; cpu?: CpuShare }) =>
  `    ${label.padEnd(34)} ${Math.round(l.rps).toString().padStart(6)} req/s   p50 ${ms(l.p50)} ms   p99 ${ms(l.p99 ?? Number.NaN)} ms${l.failures ? `   ${l.failures} FAILED` : ""}   (load average ${l.load})${cpuText(l.cpu)}`;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");

function report(r: ScenarioResult) {
  console.log(`\n  ${r.name}   (machine load average 1/5/15 min: ${load()})`);
  console.log(line("search, 20 users typing", r.typingSearch));
  console.log(line("GET /api/foods/{id}, 20 users", r.typingLookup));
  console.log(
    `    ratio search/lookup                p50 ${(r.typingSearch.p50 / r.typingLookup.p50).toFixed(1)}×   p95 ${(r.typingSearch.p95 / r.typingLookup.p95).toFixed(1)}×   → search p95 ${verdict(r.typingSearch.p95, r.target)}`,
  );
  console.log(line("search, 20 connections flat out", r.flatSearch));
  console.log(line("GET /api/foods/{id}, flat out", r.flatLookup));
  console.log(
    `    ratio search/lookup                p50 ${(r.flatSearch.p50 / r.flatLookup.p50).toFixed(1)}×   p95 ${(r.flatSearch.p95 / r.flatLookup.p95).toFixed(1)}×   → search p95 ${verdict(r.flatSearch.p95, r.target)}`,
  );
  console.log(loadLine(`search 'chicken', ${LOAD_CONNECTIONS} connections`, r.load50Chicken));
  console.log(loadLine(`search mix, ${LOAD_CONNECTIONS} connections`, r.load50Mix));
  console.log(
    loadLine(`every search new (cache misses), ${LOAD_CONNECTIONS} conn.`, r.load50Misses) +
      `   ${r.load50Misses.queries} distinct queries of the relevance set, each once`,
  );
  if (r.dbSearch && r.dbLookup) {
    console.log(line("db only: search queries, 20 conc.", r.dbSearch));
    console.log(line("db only: SELECT … WHERE id = $1", r.dbLookup));
    console.log(
      `    ratio search/primary-key look-up   p50 ${(r.dbSearch.p50 / r.dbLookup.p50).toFixed(1)}×   p95 ${(r.dbSearch.p95 / r.dbLookup.p95).toFixed(1)}×`,
    );
  }
}

async function dbLevel(database: Database, maxId: number): Promise<{ search: Latency; lookup: Latency }> {
  const vocabularyWarm = await searchFoods(database.db, { query: "milk", limit: 20 });
  if (vocabularyWarm.length === 0) throw new Error("bench: search finds nothing; is the data imported?");
  const search = await loop((i) => {
    const [q, locale] = QUERIES[i % QUERIES.length]!;
    return searchFoods(database.db, { query: q, limit: 20, locale });
  });
  const lookup = await loop((i) => database.db.execute(sql`SELECT * FROM foods WHERE id = ${1 + ((i * 7919) % maxId)}`));
  return { search, lookup };
}

// ------------------------------------------------------------------------------------------------ servers

/** The server with the shipped foods: ready once the background import has finished and search answers. */
async function startServer(env: Record<string, string>, entry?: string) {
  const started = performance.now();
  const server = await startBenchServer({ SEED_FOODS: "true", ...env }, entry);
  // The server imports in the background; food requests wait for it.
  const first = await fetch(`${server.url}/api/foods/search?q=milk`);
  if (!first.ok) throw new Error(`bench: search answered ${first.status}`);
  return { ...server, startMs: performance.now() - started };
}

/** The run's figures with the load average at its end (the 1-minute figure covers the run). */
/** CPU time (ms) used so far by each of these processes (Linux /proc: utime + stime, 100 ticks a second); a process gone is left out. */
function cpuMs(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // gone
    }
  }
  return out;
}

/** CPU ms used between two readings by the processes present in both. */
const cpuDelta = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, used]) => sum + (before.has(pid) ? used - before.get(pid)! : 0), 0);

/** The PostgreSQL backends serving the server's pool (their CPU is the database's share of a search). */
async function backendPids(pgUrl: string | undefined): Promise<number[]> {
  if (!pgUrl) return [];
  const c = new Client({ connectionString: pgUrl });
  await c.connect();
  try {
    const r = await c.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return r.rows.map((x) => x.pid);
  } finally {
    await c.end();
  }
}

/** Where a run's time went: CPU ms per request of the server process and of the PostgreSQL backends it uses. */
interface CpuShare {
  serverMs: number;
  databaseMs?: number;
}
let cpuTargets: { serverPid: number; pgUrl?: string } | undefined;

/** The run's figures with the load average at its end (the 1-minute figure covers the run), and its CPU per request. */
const withLoad = async (run: () => Promise<Latency>): Promise<Latency & { load: string; cpu?: CpuShare }> => {
  if (!cpuTargets) return { ...(await run()), load: load() };
  const pgPids = await backendPids(cpuTargets.pgUrl);
  const server0 = cpuMs([cpuTargets.serverPid]);
  const db0 = cpuMs(pgPids);
  const started = performance.now();
  const l = await run();
  const requests = l.rps * ((performance.now() - started) / 1000);
  const cpu: CpuShare = { serverMs: cpuDelta(server0, cpuMs([cpuTargets.serverPid])) / requests };
  // Backends the pool opens during the run are not counted (the pool of 10 is open after the warm-up).
  if (cpuTargets.pgUrl) cpu.databaseMs = cpuDelta(db0, cpuMs(pgPids)) / requests;
  return { ...l, load: load(), cpu };
};

/** The relevance set's queries that the warm-up (the query mix) does not ask: each is new to a server. */
const missPaths = () => {
  const asked = new Set(QUERIES.map(searchPath));
  return [...new Set(RELEVANCE.map((c) => searchPath([c.q, c.lang])))].filter((p) => !asked.has(p));
};

/** The middle value (the mean of the two middle ones for an even count). */
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** BENCH_MISSES=ab: the cache-miss line of another checkout's server (A) and this one's (B), in turns on one PostgreSQL database. */
async function missesAb(pgUrl: string, baseDir: string) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const sides = [
    { name: "A", entry: path.resolve(baseDir, "apps/server/src/server.ts") },
    { name: "B", entry: undefined },
  ];
  const misses = missPaths();
  const all: Record<string, (Latency & { load: string; cpu?: CpuShare })[]> = { A: [], B: [] };
  console.log(
    `\nCache misses, A = ${baseDir}, B = this checkout, ${misses.length} queries each once at ${LOAD_CONNECTIONS} connections, ${rounds} rounds`,
  );
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [sides[1]!, sides[0]!]) {
      const server = await startServer({ DATABASE_URL: pgUrl }, side.entry);
      cpuTargets = { serverPid: server.child.pid!, pgUrl };
      try {
        await typing(server.url, QUERIES.map(searchPath));
        const r = await withLoad(() => flatOut(server.url, misses, LOAD_CONNECTIONS, true));
        all[side.name]!.push(r);
        console.log(loadLine(`round ${round + 1} ${side.name}`, r));
      } finally {
        await stopServer(server.child);
      }
    }
  }
  for (const side of ["A", "B"]) {
    const rs = all[side]!;
    console.log(
      `  ${side} median: ${Math.round(median(rs.map((r) => r.rps)))} req/s, p50 ${median(rs.map((r) => r.p50)).toFixed(0)} ms, p99 ${median(rs.map((r) => r.p99 ?? Number.NaN)).toFixed(0)} ms, server CPU per request ${median(rs.map((r) => r.cpu?.serverMs ?? Number.NaN)).toFixed(2)} ms`,
    );
  }
}

async function scenario(
  name: string,
  target: number,
  url: string,
  maxId: number,
  db?: { search: Latency; lookup: Latency },
): Promise<ScenarioResult> {
  const searches = QUERIES.map(searchPath);
  // Queries never asked before in this run (the server keeps anonymous results): the relevance set's, each once.
  const misses = missPaths();
  const lookups = Array.from({ length: 2000 }, (_, i) => `/api/foods/${1 + ((i * 104_729) % maxId)}`);
  // Warm up: the vocabulary loads on the first search; caches fill.
  await typing(url, searches);
  // First, while none of them was ever asked.
  const load50Misses = { ...(await withLoad(() => flatOut(url, misses, LOAD_CONNECTIONS, true))), queries: misses.length };
  const result: ScenarioResult = {
    name,
    target,
    typingSearch: await typing(url, searches),
    typingLookup: await typing(url, lookups),
    flatSearch: await flatOut(url, searches),
    flatLookup: await flatOut(url, lookups),
    load50Chicken: await withLoad(() => flatOut(url, [searchPath(["chicken"])], LOAD_CONNECTIONS)),
    load50Mix: await withLoad(() => flatOut(url, searches, LOAD_CONNECTIONS)),
    load50Misses,
    dbSearch: db?.search,
    dbLookup: db?.lookup,
  };
  report(result);
  return result;
}

// ------------------------------------------------------------------------------------------------ PostgreSQL

const createPgDatabase = (base: string) => createPostgresDatabase(base, "np_bench");

const BRANDS = [
  "Alpenhof",
  "Nordkost",
  "Sunvale",
  "Casa Verde",
  "Bellarosa",
  "Krone",
  "Maison Lune",
  "Greenfield",
  "Dalby",
  "Vitalis",
  "Oakridge",
  "Bergland",
  "Marisol",
  "Hollandia",
  "Tatra",
  "Balaton",
  "Fjordland",
  "Celtic Farm",
  "Helvetia",
  "Donau",
  "Olympia",
  "Iberia",
  "Lusitana",
  "Baltica",
  "Danubia",
  "Provenza",
  "Toscana",
  "Andalus",
  "Highland",
  "Polder",
  "Ardenne",
  "Wawel",
  "Bio Natura",
  "Family Pack",
  "Classic",
  "Light",
  "Organic",
  "Original",
  "Premium",
  "Value",
];

/**
 * Adds `count` synthetic branded products modelled on the shipped foods (name + brand + pack size),
 * as a large food database of branded items would hold, and rebuilds the search index over all of them.
 */
async function addSyntheticFoods(url: string, count: number): Promise<number> {
  const started = performance.now();
  const c = new Client({ connectionString: url });
  await c.connect();
  await c.query("SET synchronous_commit = off");
  await c.query("SET maintenance_work_mem = '512MB'");
  await c.query("DROP INDEX foods_search_trgm_idx");
  await c.query("CREATE TEMP TABLE tpl AS SELECT row_number() OVER (ORDER BY id) - 1 AS rn, * FROM foods WHERE user_id IS NULL");
  const templates = Number((await c.query("SELECT count(*) AS n FROM tpl")).rows[0].n);
  await c.query("CREATE TEMP TABLE brands (i int, b text)");
  await c.query(`INSERT INTO brands SELECT i - 1, b FROM unnest($1::text[]) WITH ORDINALITY AS t(b, i)`, [BRANDS]);
  await c.query(
    `INSERT INTO foods (source, source_id, name_en, name_local, lang_local, category, carbs_basis, carbs_published_g, energy_kcal, protein_g,
       carbs_g, sugars_g, fiber_g, fat_g, sat_fat_g, salt_g, search_text, group_key, commonness)
     SELECT t.source, 'bench-' || g, t.name_en || ', ' || b.b || ' ' || (50 + (g % 20) * 25) || ' g', t.name_local, t.lang_local, t.category,
       t.carbs_basis, t.carbs_published_g, round((t.energy_kcal * (0.9 + (g % 21) / 100.0))::numeric, 1), t.protein_g, t.carbs_g, t.sugars_g,
       t.fiber_g, t.fat_g, t.sat_fat_g, t.salt_g,
       rtrim(t.search_text) || ' ' || lower(b.b) || ' ' || (50 + (g % 20) * 25) || ' g ', 'bench:' || g, greatest(0, t.commonness - 35)
     FROM generate_series(1, $1::int) AS g
     JOIN tpl t ON t.rn = (g::bigint * 7919) % $2
     JOIN brands b ON b.i = g % $3`,
    [count, templates, BRANDS.length],
  );
  await c.query("CREATE INDEX foods_search_trgm_idx ON foods USING gin (search_text gin_trgm_ops)");
  // The word postings of every public food, bulk-built (the same rows the import's rebuildSearchIndex writes).
  await c.query("TRUNCATE food_words");
  await c.query("ALTER TABLE food_words DROP CONSTRAINT food_words_word_rank_food_id_pk");
  await c.query(
    `INSERT INTO food_words (word, rank, food_id)
     SELECT DISTINCT w, f.commonness * 1000 - length(f.search_text), f.id
     FROM foods f, LATERAL regexp_split_to_table(btrim(f.search_text), ' +') AS w
     WHERE f.user_id IS NULL AND length(w) >= 2 AND w <> '|'`,
  );
  await c.query("ALTER TABLE food_words ADD CONSTRAINT food_words_word_rank_food_id_pk PRIMARY KEY (word, rank, food_id)");
  await c.query("TRUNCATE food_terms");
  await c.query("INSERT INTO food_terms (term, foods) SELECT word, count(*) FROM food_words GROUP BY word");
  await c.query("VACUUM ANALYZE foods");
  await c.query("VACUUM ANALYZE food_words");
  await c.query("VACUUM ANALYZE food_terms");
  await c.end();
  return performance.now() - started;
}

// ------------------------------------------------------------------------------------------------ main

async function main() {
  console.log(`Machine load average before starting (1/5/15 min): ${load()}; other processes on this machine distort the figures.`);
  console.log(
    `Food search benchmark: ${USERS} concurrent users, ${SECONDS} s per run, ${QUERIES.length} different queries (typos, prefixes, fr/de names), ${os.cpus().length} CPU cores shared by client and server.`,
  );
  const results: ScenarioResult[] = [];

  // 1. Import time, and the database layer, on a fresh in-memory PGlite.
  console.log("\nImport of the shipped data (28,056 foods, 37,668 portions, recipes), one transaction:");
  let pgliteDb: { search: Latency; lookup: Latency } | undefined;
  if (PGLITE) {
    const t = performance.now();
    const memory = await openDatabase("memory://");
    const migrateMs = performance.now() - t;
    const pgliteImport = await ensureFoodData(memory.db, quiet, [recipeData]);
    console.log(
      `  PGlite (in-memory, fresh): ${(pgliteImport.ms / 1000).toFixed(1)} s (foods ${pgliteImport.foods?.ms} ms, recipes ${pgliteImport.derived.recipes?.ms} ms, plus vacuum); database creation ${(migrateMs / 1000).toFixed(1)} s`,
    );
    pgliteDb = await dbLevel(memory, 28_056);
    await memory.close();
  }

  let pg: { url: string; drop: () => Promise<void> } | undefined;
  if (PG_URL) {
    pg = await createPgDatabase(PG_URL);
    const database = await openDatabase(pg.url);
    const imported = await ensureFoodData(database.db, quiet, [recipeData]);
    console.log(
      `  PostgreSQL: ${(imported.ms / 1000).toFixed(1)} s (foods ${imported.foods?.ms} ms, recipes ${imported.derived.recipes?.ms} ms, plus vacuum)`,
    );
    await database.close();
    if (process.env.BENCH_MISSES === "ab") {
      try {
        await missesAb(pg.url, process.env.BENCH_BASE_DIR ?? "");
      } finally {
        await pg.drop();
      }
      return;
    }
  } else {
    console.log("  PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL)");
  }

  // 2. Shipped foods, embedded PGlite server (data directory on disk; imports at first start).
  if (pgliteDb) await pgliteScenario(pgliteDb, results);

  if (!pg) {
    console.log("\n  Shipped foods on PostgreSQL and 1,000,000 synthetic foods: skipped (no DATABASE_URL or TEST_DATABASE_URL).");
    return;
  }
  await postgresScenarios(pg, results);
  summary(results);
}

async function pgliteScenario(pgliteDb: { search: Latency; lookup: Latency }, results: ScenarioResult[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-bench-"));
  const pglite = await startServer({ DATA_DIR: dir });
  console.log(
    `  PGlite server, first start on an empty data directory until the first search answers (the import runs in the background): ${(pglite.startMs / 1000).toFixed(1)} s`,
  );
  cpuTargets = { serverPid: pglite.child.pid! };
  try {
    results.push(
      await scenario("Shipped foods (28,056), PGlite (embedded, one connection)", 10, pglite.url, 28_056, {
        search: pgliteDb.search,
        lookup: pgliteDb.lookup,
      }),
    );
  } finally {
    await stopServer(pglite.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresScenarios(pg: { url: string; drop: () => Promise<void> }, results: ScenarioResult[]) {
  try {
    // 3. Shipped foods, PostgreSQL.
    const database = await openDatabase(pg.url);
    const shippedDb = await dbLevel(database, 28_056);
    await database.close();
    let server = await startServer({ DATABASE_URL: pg.url });
    cpuTargets = { serverPid: server.child.pid!, pgUrl: pg.url };
    try {
      results.push(await scenario("Shipped foods (28,056), PostgreSQL (pool of 10)", 10, server.url, 28_056, shippedDb));
    } finally {
      await stopServer(server.child);
    }

    // 4. 1,000,000 synthetic foods plus the shipped ones, PostgreSQL (BENCH_SYNTHETIC_FOODS=0 skips it).
    if (SYNTHETIC > 0) {
      const genMs = await addSyntheticFoods(pg.url, SYNTHETIC);
      const total = 28_056 + SYNTHETIC;
      console.log(
        `\n  Generated ${SYNTHETIC.toLocaleString("en")} synthetic foods and rebuilt the search index in ${(genMs / 1000).toFixed(1)} s`,
      );
      const big = await openDatabase(pg.url);
      const bigDb = await dbLevel(big, total);
      await big.close();
      server = await startServer({ DATABASE_URL: pg.url });
      cpuTargets = { serverPid: server.child.pid!, pgUrl: pg.url };
      try {
        results.push(
          await scenario(
            `${total.toLocaleString("en")} foods (1,000,000 synthetic), PostgreSQL (pool of 10)`,
            50,
            server.url,
            total,
            bigDb,
          ),
        );
      } finally {
        await stopServer(server.child);
      }
    }
  } finally {
    if (process.env.BENCH_KEEP_DB === "1") console.log(`\n  Kept ${pg.url}`);
    else await pg.drop();
  }
}

function summary(results: ScenarioResult[]) {
  console.log(
    `\nSummary (search p95; target: shipped ≤ 10 ms, 1M ≤ 50 ms; at ${LOAD_CONNECTIONS} connections on the shipped foods, PostgreSQL: ≥ ${LOAD_TARGET.rps} req/s, p99 < ${LOAD_TARGET.p99} ms):`,
  );
  for (const r of results) {
    console.log(
      `  ${r.name}: typing ${r.typingSearch.p95.toFixed(1)} ms (${verdict(r.typingSearch.p95, r.target)}), flat out ${r.flatSearch.p95.toFixed(1)} ms at ${Math.round(r.flatSearch.rps)} req/s (${verdict(r.flatSearch.p95, r.target)})`,
    );
    console.log(
      `    ${LOAD_CONNECTIONS} connections: 'chicken' ${Math.round(r.load50Chicken.rps)} req/s p99 ${r.load50Chicken.p99?.toFixed(0)} ms (${loadVerdict(r.load50Chicken)}); mix ${Math.round(r.load50Mix.rps)} req/s p99 ${r.load50Mix.p99?.toFixed(0)} ms (${loadVerdict(r.load50Mix)}); load average ${r.load50Mix.load}`,
    );
    console.log(
      `    ${LOAD_CONNECTIONS} connections, every search new (result cache misses, ${r.load50Misses.queries} queries each once): ${Math.round(r.load50Misses.rps)} req/s p50 ${r.load50Misses.p50.toFixed(0)} ms p99 ${r.load50Misses.p99?.toFixed(0)} ms (${loadVerdict(r.load50Misses)}); load average ${r.load50Misses.load}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
