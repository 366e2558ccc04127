import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { foodDataVersion, importFoods, readDataVersion, writeDataVersion, yieldToEventLoop, type FoodImportStats } from "./foods.import.ts";
import type { FoodDataState } from "./foods.ready.ts";
import { forgetVocabulary } from "./foods.vocabulary.ts";
import { forgetSearchKeys, postingsOf } from "./foods.search-keys.ts";
import { forgetSearchResults } from "./foods.search.ts";

/**
 * Data another feature computes from the shipped foods (the recipe collection). It is imported with
 * the foods, in their transaction, so it never points at foods that are gone.
 */
export interface DerivedFoodData {
  /** Its row in data_versions. */
  name: string;
  /** Its version given the food data's version: a change of either re-imports it. */
  version: (foodVersion: string) => string;
  /** Runs first when it is out of date: removes its rows that reference foods. */
  clear: (tx: Db) => Promise<void>;
  /** Imports it, after the foods. */
  import: (tx: Db) => Promise<{ ms: number }>;
}

interface Log {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

export interface FoodDataResult {
  imported: boolean;
  foods?: FoodImportStats;
  /** The statistics of each derived data set imported, by name. */
  derived: Record<string, { ms: number }>;
  ms: number;
}

/**
 * Brings the shipped food tables and the data derived from them (`derived`: the recipe collection)
 * into the database at start-up: nothing happens when the imported versions match the shipped files;
 * otherwise one transaction (under an advisory lock, so two servers starting together import once)
 * re-imports what changed. Users' custom foods, meals and usage are never touched.
 */
export async function ensureFoodData(db: Db, log: Log, derived: readonly DerivedFoodData[] = []): Promise<FoodDataResult> {
  const started = performance.now();
  const foodVersion = foodDataVersion();
  const versions = derived.map((d) => d.version(foodVersion));
  const current = async (tx: Db) => {
    const foods = (await readDataVersion(tx, "foods")) === foodVersion;
    const upToDate: boolean[] = [];
    for (const [i, d] of derived.entries()) upToDate.push((await readDataVersion(tx, d.name)) === versions[i]);
    return { foods, derived: upToDate };
  };
  const before = await current(db);
  if (before.foods && before.derived.every(Boolean)) {
    return { imported: false, derived: {}, ms: Math.round(performance.now() - started) };
  }
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727465)`);
    const out: Omit<FoodDataResult, "ms"> = { imported: false, derived: {} };
    const now = await current(tx);
    for (const [i, d] of derived.entries()) if (!now.derived[i]) await d.clear(tx);
    if (!now.foods) {
      out.foods = await importFoods(tx);
      await writeDataVersion(tx, "foods", foodVersion, out.foods);
      out.imported = true;
    }
    for (const [i, d] of derived.entries()) {
      if (now.derived[i]) continue;
      const stats = await d.import(tx);
      await writeDataVersion(tx, d.name, versions[i]!, stats);
      out.derived[d.name] = stats;
      out.imported = true;
    }
    return out;
  });
  if (result.imported) {
    forgetVocabulary(db);
    forgetSearchKeys(db);
    forgetSearchResults(db);
    // Sets the visibility map so word look-ups are index-only scans; not allowed inside a transaction.
    try {
      await yieldToEventLoop();
      await db.execute(sql`VACUUM ANALYZE food_words`);
      await yieldToEventLoop();
      await db.execute(sql`VACUUM ANALYZE foods`);
    } catch (err) {
      log.warn({ err }, "vacuum after the food import failed; search still works, a little slower");
    }
  }
  const ms = Math.round(performance.now() - started);
  if (result.imported) log.info({ foods: result.foods, ...result.derived, ms }, "food data imported");
  return { ...result, ms };
}

/**
 * Runs ensureFoodData (with the `derived` data sets) in the background once the app is ready
 * (`enabled` false: tests that don't need the data). The server listens and answers health checks at once; food and recipe requests wait for
 * the import (waitForFoodData). With PGlite every query runs on this one thread and connection, so
 * other database requests wait for the import too; with PostgreSQL they go on, seeing the previous data
 * version until the import commits. An import still running at shutdown is abandoned: its transaction
 * rolls back and the next start imports again.
 */
/** How long after the food data is ready the search keys are read ahead. */
const READ_AHEAD_DELAY_MS = 2000;

export function startFoodData(app: FastifyInstance, enabled: boolean, derived: readonly DerivedFoodData[] = []): void {
  if (!enabled) {
    app.decorate("foodData", Promise.resolve("skipped" as const));
    return;
  }
  let closing = false;
  let readAhead: NodeJS.Timeout | undefined;
  let settle!: (state: FoodDataState) => void;
  app.decorate(
    "foodData",
    new Promise<FoodDataState>((resolve) => {
      settle = resolve;
    }),
  );
  app.addHook("preClose", async () => {
    closing = true;
    clearTimeout(readAhead);
  });
  // Started after ready (and so after listen), so the listener is up before the import takes the thread.
  app.addHook("onReady", async () => {
    setImmediate(() => {
      ensureFoodData(app.db, app.log, derived).then(
        () => {
          settle("ready");
          // The public foods' search keys and postings, read ahead rather than by the first search (which shares this
          // read) — a moment after start, so readiness checks and the first requests are not queued behind it (with
          // PGlite every query shares one connection).
          readAhead = setTimeout(() => {
            if (!closing)
              postingsOf(app.db).catch(
                (err: unknown) => closing || app.log.warn({ err }, "search keys not read ahead; the first search reads them"),
              );
          }, READ_AHEAD_DELAY_MS);
          readAhead.unref();
        },
        (err: unknown) => {
          if (closing) app.log.warn("food data import interrupted by shutdown; the next start imports again");
          else app.log.error({ err }, "food data import failed");
          settle("failed");
        },
      );
    });
  });
}
