/**
 * node --import tsx apps/server/scripts/tune-search.ts — tunes the food search weights (foods.ranking.ts
 * WEIGHTS) on the relevance set, never on its held-out part (every 5th case), by coordinate search:
 * each weight in turn is scaled while the others stay, and a change is kept when the tuning part's
 * score (top-1 + half of top-3) improves. Prints the weights to copy into foods.ranking.ts and the
 * held-out score of the start and of the result, so over-fitting shows.
 *
 * The database's answers are cached per statement, so only the in-memory ranking runs again.
 * Env: EVAL_PGLITE_DIR as for eval:search; TUNE_ROUNDS (default 1); TUNE_FACTORS (default 0.5,0.75,1.33,2).
 */
import fs from "node:fs";
import type { SQL } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { openDatabase } from "../src/db/client.ts";
import { ensureFoodData } from "../src/features/foods/index.ts";
import { WEIGHTS } from "../src/features/foods/foods.ranking.ts";
import { searchFoods } from "../src/features/foods/foods.search.ts";

interface Case {
  q: string;
  lang: string;
  expect: string;
}
const cases = (JSON.parse(fs.readFileSync(new URL("../test/eval/search-relevance.json", import.meta.url), "utf8")) as { cases: Case[] })
  .cases;
const tuning = cases.filter((_, i) => i % 5 !== 4);
const heldOut = cases.filter((_, i) => i % 5 === 4);

const database = await openDatabase(process.env.EVAL_PGLITE_DIR || "memory://");
await ensureFoodData(database.db, { info: () => {}, warn: () => {} });

// Same statement, same answer: cache what the database returns.
const cache = new Map<string, Promise<unknown>>();
const dialect = (database.db as unknown as { dialect: { sqlToQuery: (q: SQL) => { sql: string; params: unknown[] } } }).dialect;
const cached = new Proxy(database.db, {
  get(target, prop, receiver) {
    if (prop !== "execute") return Reflect.get(target, prop, receiver) as unknown;
    return (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      const key = `${sql}\0${JSON.stringify(params)}`;
      let hit = cache.get(key);
      if (!hit) {
        hit = target.execute(query);
        cache.set(key, hit);
      }
      return hit;
    };
  },
}) as Db;

type Weights = typeof WEIGHTS;

async function score(set: Case[], w: Weights): Promise<{ top1: number; top3: number; value: number }> {
  let top1 = 0;
  let top3 = 0;
  for (const c of set) {
    const re = new RegExp(c.expect, "i");
    const top = await searchFoods(cached, { query: c.q, limit: 3, locale: c.lang, weights: w });
    const at = top.findIndex((r) => [r.nameEn, r.name, r.nameLocal ?? "", ...r.alternatives.map((a) => a.name)].some((n) => re.test(n)));
    if (at === 0) top1++;
    if (at >= 0) top3++;
  }
  return { top1: top1 / set.length, top3: top3 / set.length, value: top1 + top3 / 2 };
}

const fmt = (s: { top1: number; top3: number }) => `top-1 ${(100 * s.top1).toFixed(1)} %, top-3 ${(100 * s.top3).toFixed(1)} %`;
let best: Weights = { ...WEIGHTS };
const t0 = performance.now();
let bestScore = await score(tuning, best);
const startHeld = await score(heldOut, best);
console.log(`start: tuning ${fmt(bestScore)}; held out ${fmt(startHeld)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
const rounds = Number(process.env.TUNE_ROUNDS ?? 1);
for (let round = 0; round < rounds; round++) {
  for (const key of Object.keys(best) as (keyof Weights)[]) {
    for (const factor of (process.env.TUNE_FACTORS ?? "0.5,0.75,1.33,2").split(",").map(Number)) {
      const trial = { ...best, [key]: Math.round(best[key] * factor) || (factor === 0 ? 0 : 1) };
      if (trial[key] === best[key]) continue;
      const s = await score(tuning, trial);
      if (s.value > bestScore.value) {
        best = trial;
        bestScore = s;
        console.log(`  ${key} → ${trial[key]}: tuning ${fmt(s)}`);
      }
    }
  }
}
console.log(`result: tuning ${fmt(bestScore)}; held out ${fmt(await score(heldOut, best))} (was ${fmt(startHeld)})`);
console.log(`WEIGHTS = ${JSON.stringify(best)}`);
await database.close();
