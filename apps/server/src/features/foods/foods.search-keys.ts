import { sql, type SQL } from "drizzle-orm";
import type { FoodSource } from "@app/shared";
import type { Db } from "../../db/client.ts";

/**
 * The search keys of a food: what ranking reads (its names, the normalised search text filled by the
 * import, how everyday it is, its group) and what a result shows. Those of the shipped and stored public
 * foods only change in an import, so they are held in memory per database once read (dropped with the vocabulary when an
 * import ran: forgetSearchKeys); a search then asks the database for the ids of its candidates only
 * (an index-only scan of the word postings) instead of 150 joined rows, and nothing else. A user's custom foods can be
 * edited, so they are read every time and never kept.
 */
export interface SearchKeys {
  id: number;
  user_id: number | null;
  name_en: string;
  name_local: string | null;
  search_text: string;
  commonness: number;
  group_key: string;
  /** What a result shows (kept with the keys: they change in an import only, too). */
  source: FoodSource;
  source_id: string | null;
  lang_local: string | null;
  category: string | null;
  energy_kcal: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  /** The same food in other tables (set by the import). */
  group_members: GroupMember[] | null;
}

export interface GroupMember {
  id: number;
  source: FoodSource;
  sourceId: string | null;
  nameEn: string;
  nameLocal: string | null;
  langLocal: string | null;
  category: string | null;
  energyKcal: number | null;
  proteinG: number | null;
  carbsG: number | null;
  fatG: number | null;
  commonness: number;
}

/** Enough for the shipped foods (28,000) several times over; bounded for a million branded foods (about 1 KB each). */
const MAX_KEYS = 100_000;

const cached = new WeakMap<object, Promise<Map<number, SearchKeys>>>();

/** After an import: the next search reads the keys again. */
export function forgetSearchKeys(db: Db): void {
  cached.delete(db);
}

const toIntArray = (items: number[]) => `{${items.map((n) => Math.trunc(n)).join(",")}}`;

async function readKeys(db: Db, where: SQL): Promise<SearchKeys[]> {
  const res = await db.execute<{ rows: string }>(
    sql`SELECT coalesce(json_agg(x), '[]')::text AS rows FROM (
      SELECT id, user_id, name_en, name_local, search_text, commonness, group_key, source, source_id, lang_local, category,
        energy_kcal, protein_g, carbs_g, fat_g, group_members FROM foods ${where}) AS x`,
  );
  return JSON.parse(res.rows[0]!.rows) as SearchKeys[];
}

/**
 * The public foods' keys, read once per database with the vocabulary (the most everyday first, up to
 * MAX_KEYS: all of the shipped foods), so even a first search of a word reads no food row.
 */
function keysOf(db: Db): Promise<Map<number, SearchKeys>> {
  let keys = cached.get(db);
  if (!keys) {
    keys = readKeys(db, sql`WHERE user_id IS NULL ORDER BY commonness DESC, id LIMIT ${MAX_KEYS}`).then(
      (rows) => new Map(rows.map((r) => [r.id, r])),
    );
    keys.catch(() => cached.delete(db));
    cached.set(db, keys);
  }
  return keys;
}

/**
 * The keys of these foods that `userId` may see (public foods and their own), in no particular order;
 * ids of foods that do not exist or are someone else's are left out.
 */
export async function searchKeysFor(db: Db, ids: Iterable<number>, userId: number): Promise<SearchKeys[]> {
  const keys = await keysOf(db);
  const out: SearchKeys[] = [];
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const k = keys.get(id);
    if (k) out.push(k);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  // Custom foods (never kept: their owner may edit them), foods beyond MAX_KEYS, products stored since.
  const rows = await readKeys(db, sql`WHERE id = ANY(${toIntArray(missing)}::int[]) AND (user_id IS NULL OR user_id = ${userId})`);
  if (keys.size + rows.length > MAX_KEYS * 1.2) keys.clear();
  for (const r of rows) {
    if (r.user_id === null) keys.set(r.id, r);
    out.push(r);
  }
  return out;
}
