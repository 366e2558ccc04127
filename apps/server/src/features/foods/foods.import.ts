import { createHash } from "node:crypto";
import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dataVersions } from "./foods.table.ts";
import { commonnessOf, toGroupKey, toSearchText } from "./foods.text.ts";
import { SERVER_DIR_URL } from "../../lib/paths.ts";

/** The shipped tables: copied from the compiled data set (see data/foods/PROVENANCE.md), read only from here. */
export const FOOD_DATA_DIR = new URL("data/foods/", SERVER_DIR_URL);
const FOOD_FILES = ["foods.csv.gz", "portions.csv.gz", "sources.csv", "same-food.csv"] as const;

/** Bump when the mapping below changes, so the next start re-imports the same files. */
const FOODS_IMPORT_REVISION = "foods-import-1";

const readData = (name: string) => fs.readFileSync(new URL(name, FOOD_DATA_DIR));

/** sha256 of the shipped files and of the import revision: a new value means "import again". */
export function foodDataVersion(): string {
  const hash = createHash("sha256").update(FOODS_IMPORT_REVISION);
  for (const name of FOOD_FILES) hash.update(`\0${name}\0`).update(readData(name));
  return hash.digest("hex");
}

type CsvRow = Record<string, string>;

/** Parses a shipped CSV in 256 kB chunks, giving the event loop a turn between them. */
async function readCsv(name: string): Promise<CsvRow[]> {
  const raw = readData(name);
  const text = name.endsWith(".gz") ? gunzipSync(raw) : raw;
  const chunks = function* () {
    for (let i = 0; i < text.length; i += 256 * 1024) yield text.subarray(i, i + 256 * 1024);
  };
  const rows: CsvRow[] = [];
  for await (const row of Readable.from(chunks()).pipe(parse({ columns: true, skip_empty_lines: true, bom: true })))
    rows.push(row as CsvRow);
  return rows;
}

/**
 * foods.csv nutrient columns and the table's column for each (per 100 g). `carbs_g` is handled on its own:
 * it is kept as published and converted to available carbohydrate.
 */
const NUTRIENT_COLUMNS: [csv: string, column: string][] = [
  ["kcal", "energy_kcal"],
  ["energy_kj", "energy_kj"],
  ["protein_g", "protein_g"],
  ["sugars_g", "sugars_g"],
  ["fiber_g", "fiber_g"],
  ["starch_g", "starch_g"],
  ["fat_g", "fat_g"],
  ["sat_fat_g", "sat_fat_g"],
  ["mono_fat_g", "mono_fat_g"],
  ["poly_fat_g", "poly_fat_g"],
  ["trans_fat_g", "trans_fat_g"],
  ["cholesterol_mg", "cholesterol_mg"],
  ["sodium_mg", "sodium_mg"],
  ["water_g", "water_g"],
  ["alcohol_g", "alcohol_g"],
  ["calcium_mg", "calcium_mg"],
  ["iron_mg", "iron_mg"],
  ["magnesium_mg", "magnesium_mg"],
  ["phosphorus_mg", "phosphorus_mg"],
  ["potassium_mg", "potassium_mg"],
  ["zinc_mg", "zinc_mg"],
  ["copper_mg", "copper_mg"],
  ["manganese_mg", "manganese_mg"],
  ["selenium_ug", "selenium_ug"],
  ["iodine_ug", "iodine_ug"],
  ["vit_a_ug", "vit_a_ug"],
  ["retinol_ug", "retinol_ug"],
  ["beta_carotene_ug", "beta_carotene_ug"],
  ["vit_d_ug", "vit_d_ug"],
  ["vit_e_mg", "vit_e_mg"],
  ["vit_k_ug", "vit_k_ug"],
  ["vit_c_mg", "vit_c_mg"],
  ["thiamin_mg", "thiamin_mg"],
  ["riboflavin_mg", "riboflavin_mg"],
  ["niacin_mg", "niacin_mg"],
  ["pantothenic_acid_mg", "pantothenic_acid_mg"],
  ["vit_b6_mg", "vit_b_6_mg"],
  ["folate_total_ug", "folate_total_ug"],
  ["folate_dfe_ug", "folate_dfe_ug"],
  ["vit_b12_ug", "vit_b_12_ug"],
  ["choline_mg", "choline_mg"],
  ["caffeine_mg", "caffeine_mg"],
];

const TEXT_COLUMNS = [
  "source",
  "source_id",
  "name_en",
  "name_local",
  "lang_local",
  "category",
  "category_local",
  "carbs_basis",
  "notes",
  "search_text",
  "group_key",
];
const FLOAT_COLUMNS = ["carbs_published_g", "carbs_g", "salt_g", ...NUTRIENT_COLUMNS.map(([, c]) => c)];
const INT_COLUMNS = ["commonness"];
const ALL_COLUMNS = [...TEXT_COLUMNS, ...FLOAT_COLUMNS, ...INT_COLUMNS];

/** Empty means "not reported": NULL, never 0. */
function num(value: string | undefined, where: string): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`foods import: ${where} is not a number: ${JSON.stringify(value)}`);
  return n;
}

/** Differences of published decimals (28.17 − 0.4) without binary noise: 6 decimals, like the source. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The app counts available carbohydrate (the EU label convention). USDA publishes carbohydrate by
 * difference, which includes fibre: subtract fibre when it is reported; when it isn't, keep the
 * published value (and say so through carbs_basis/fiber_g being NULL).
 */
export function availableCarbs(published: number | null, basis: string, fiber: number | null): number | null {
  if (published === null) return null;
  if (basis === "available" || fiber === null) return published;
  return Math.max(0, round6(published - fiber));
}

export interface FoodImportStats {
  foods: number;
  portions: number;
  terms: number;
  removed: number;
  ms: number;
  /** Milliseconds per step: reading the files, foods, portions, search index. */
  steps: Record<string, number>;
}

/** Rows of several tables that are the same food, curated where names differ too much to match. */
async function readCuratedGroups(): Promise<Map<string, string>> {
  const groups = new Map<string, string>();
  for (const r of await readCsv("same-food.csv")) groups.set(`${r.source}\0${r.source_id}`, `g:${r.group}`);
  return groups;
}

function toFoodRecords(rows: CsvRow[], curated: Map<string, string>) {
  const groupOf = (r: CsvRow) => {
    const key = curated.get(`${r.source}\0${r.source_id}`);
    if (key) return key;
    const auto = toGroupKey(r.name_en ?? "");
    return auto ? `k:${auto}` : `id:${r.source}:${r.source_id}`;
  };
  const groups = rows.map(groupOf);
  const tablesPerGroup = new Map<string, Set<string>>();
  rows.forEach((r, i) => {
    const set = tablesPerGroup.get(groups[i]!) ?? new Set<string>();
    set.add(r.source!);
    tablesPerGroup.set(groups[i]!, set);
  });

  return rows.map((r, i) => {
    const where = `${r.source}:${r.source_id}`;
    if (!r.source || !r.source_id || !r.name_en) throw new Error(`foods import: row ${i + 2} lacks source, source_id or name_en`);
    if (r.carbs_basis !== "available" && r.carbs_basis !== "total_by_difference")
      throw new Error(`foods import: ${where} has carbs_basis ${r.carbs_basis}`);
    const rec: Record<string, string | number | null> = {
      source: r.source,
      source_id: r.source_id,
      name_en: r.name_en,
      name_local: r.name_local || null,
      lang_local: r.lang_local || null,
      category: r.category_en || null,
      category_local: r.category_local || null,
      carbs_basis: r.carbs_basis,
      notes: r.notes || null,
    };
    for (const [csv, column] of NUTRIENT_COLUMNS) rec[column] = num(r[csv], `${where} ${csv}`);
    const published = num(r.carbs_g, `${where} carbs_g`);
    rec.carbs_published_g = published;
    rec.carbs_g = availableCarbs(published, r.carbs_basis, rec.fiber_g as number | null);
    const salt = num(r.salt_g, `${where} salt_g`);
    const sodium = rec.sodium_mg as number | null;
    rec.salt_g = salt ?? (sodium === null ? null : round6((sodium * 2.5) / 1000));
    rec.search_text = toSearchText(r.name_en, r.name_local);
    const group = groups[i]!;
    rec.group_key = group;
    rec.commonness = commonnessOf(r.name_en, r.category_en || null, {
      tablesInGroup: tablesPerGroup.get(group)!.size,
      isStaple: group.startsWith("g:"),
    });
    return rec;
  });
}

const BATCH = 1000;

/**
 * Lets the event loop run between import statements. PGlite executes on this thread and its promises
 * settle without giving I/O a turn, so without this a start-up import would starve health checks.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function recordsetType(columns: string[]) {
  return columns
    .map((c) => `${c} ${INT_COLUMNS.includes(c) ? "integer" : FLOAT_COLUMNS.includes(c) ? "double precision" : "text"}`)
    .join(", ");
}

/**
 * Imports foods.csv and portions.csv into foods / food_portions, and rebuilds the search vocabulary.
 * Run inside a transaction. Upserts by (source, source_id), so food ids stay stable across versions;
 * public foods no longer shipped are removed; users' custom foods are never touched.
 */
export async function importFoods(tx: Db): Promise<FoodImportStats> {
  const started = performance.now();
  const steps: Record<string, number> = {};
  let mark = started;
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - mark);
    mark = now;
  };
  const records = toFoodRecords(await readCsv("foods.csv.gz"), await readCuratedGroups());
  step("read");
  await yieldToEventLoop();

  const columnList = ALL_COLUMNS.join(", ");
  const updates = ALL_COLUMNS.filter((c) => c !== "source" && c !== "source_id")
    .map((c) => `${c} = excluded.${c}`)
    .join(", ");
  for (let i = 0; i < records.length; i += BATCH) {
    await yieldToEventLoop();
    const json = JSON.stringify(records.slice(i, i + BATCH));
    await tx.execute(
      sql`INSERT INTO foods (${sql.raw(columnList)}, updated_at)
          SELECT ${sql.raw(columnList)}, now() FROM json_to_recordset(${json}::json) AS x(${sql.raw(recordsetType(ALL_COLUMNS))})
          ON CONFLICT (source, source_id) DO UPDATE SET ${sql.raw(updates)}, updated_at = now()`,
    );
  }
  // Rows untouched by this import (updated_at is the transaction's start for every row written above).
  const removed = await tx.execute(sql`DELETE FROM foods WHERE user_id IS NULL AND updated_at <> now()`);
  await yieldToEventLoop();
  await fillGroupMembers(tx);
  step("foods");

  await tx.execute(sql`DELETE FROM food_portions p USING foods f WHERE p.food_id = f.id AND f.user_id IS NULL`);
  const portionRows = (await readCsv("portions.csv.gz")).map((r) => ({
    source: r.source,
    source_id: r.source_id,
    seq: Number(r.seq),
    amount: num(r.amount, `portion ${r.source}:${r.source_id} amount`),
    unit: r.unit || null,
    description: r.description,
    grams: num(r.grams, `portion ${r.source}:${r.source_id} grams`),
  }));
  let portions = 0;
  for (let i = 0; i < portionRows.length; i += BATCH * 2) {
    await yieldToEventLoop();
    const json = JSON.stringify(portionRows.slice(i, i + BATCH * 2));
    const res = await tx.execute(
      sql`INSERT INTO food_portions (food_id, seq, amount, unit, description, grams)
          SELECT f.id, x.seq, x.amount, x.unit, x.description, x.grams
          FROM json_to_recordset(${json}::json) AS x(source text, source_id text, seq integer, amount double precision, unit text, description text, grams double precision)
          JOIN foods f ON f.source = x.source AND f.source_id = x.source_id AND f.user_id IS NULL`,
    );
    portions += affected(res);
  }
  if (portions !== portionRows.length) throw new Error(`foods import: ${portionRows.length - portions} portions point to no food`);
  step("portions");

  await yieldToEventLoop();
  const terms = await rebuildSearchIndex(tx);
  step("searchIndex");
  return { foods: records.length, portions, terms, removed: affected(removed), ms: Math.round(performance.now() - started), steps };
}

/** Stores on each public food that has twins in other tables the list of all of them (see foods.groupMembers). */
export async function fillGroupMembers(tx: Db): Promise<void> {
  await tx.execute(sql`UPDATE foods SET group_members = NULL WHERE user_id IS NULL AND group_members IS NOT NULL`);
  await tx.execute(
    sql`UPDATE foods f SET group_members = g.members
        FROM (
          SELECT group_key, jsonb_agg(jsonb_build_object(
            'id', id, 'source', source, 'sourceId', source_id, 'nameEn', name_en, 'nameLocal', name_local, 'langLocal', lang_local,
            'category', category, 'energyKcal', energy_kcal, 'proteinG', protein_g, 'carbsG', carbs_g, 'fatG', fat_g, 'commonness', commonness
          ) ORDER BY id) AS members
          FROM foods WHERE user_id IS NULL GROUP BY group_key HAVING count(*) > 1
        ) AS g
        WHERE f.group_key = g.group_key AND f.user_id IS NULL`,
  );
}

/**
 * Rebuilds the word postings (food_words) and the vocabulary (food_terms) from the public foods'
 * search text. Words of one character carry no meaning for search and are left out.
 */
export async function rebuildSearchIndex(tx: Db): Promise<number> {
  await tx.execute(sql`DELETE FROM food_words`);
  await tx.execute(
    sql`INSERT INTO food_words (word, rank, food_id)
        SELECT DISTINCT w, f.commonness * 1000 - length(f.search_text), f.id
        FROM foods f, LATERAL regexp_split_to_table(btrim(f.search_text), ' +') AS w
        WHERE f.user_id IS NULL AND length(w) >= 2 AND w <> '|'`,
  );
  await yieldToEventLoop();
  await tx.execute(sql`DELETE FROM food_terms`);
  const terms = await tx.execute(sql`INSERT INTO food_terms (term, foods) SELECT word, count(*) FROM food_words GROUP BY word`);
  await yieldToEventLoop();
  await tx.execute(sql`ANALYZE foods`);
  await yieldToEventLoop();
  await tx.execute(sql`ANALYZE food_words`);
  await tx.execute(sql`ANALYZE food_terms`);
  return affected(terms);
}

/** Rows affected, from either driver's result. */
export function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

export async function readDataVersion(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, name));
  return row?.version;
}

export async function writeDataVersion(db: Db, name: string, version: string, stats: object): Promise<void> {
  await db
    .insert(dataVersions)
    .values({ name, version, stats })
    .onConflictDoUpdate({ target: dataVersions.name, set: { version, stats, importedAt: sql`now()` } });
}
