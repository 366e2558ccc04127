import { sql, type SQL } from "drizzle-orm";
import type { FoodSource } from "@app/shared";
import type { Db } from "../../db/client.ts";
import type { Shapes } from "./foods.ranking.ts";
import { lineAt } from "./foods.text.ts";

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
  /**
   * The reader's history of the food, as the ranking reads it: none in the keys held here (what an
   * anonymous reader's search ranks, without a copy); a search copies the keys of a food the user logged.
   */
  is_recent: boolean;
  uses: number;
  days_since_use: number | null;
  /** Its names taken apart for the ranking, once, when it first ranks the food (foods.ranking.ts shapesOf). */
  shapes?: Shapes;
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

/** How many foods of one word a search looks at (its best-ranked ones): enough for any page, bounded for a million foods. */
export const CANDIDATES = 150;

const cached = new WeakMap<object, Promise<Map<number, SearchKeys>>>();
const postingsCache = new WeakMap<object, Promise<Postings | undefined>>();

/** After an import: the next search reads the keys and the word postings again. */
export function forgetSearchKeys(db: Db): void {
  cached.delete(db);
  postingsCache.delete(db);
}

/**
 * The word postings (food_words, rebuilt by the import only) held in memory: for each word its best
 * CANDIDATES foods, best-ranked first, with their rank. The same foods, in the same order, as the index-only
 * range scan `food_words WHERE word = … ORDER BY rank DESC LIMIT 150` (ties: the higher id first, as the
 * backward scan of the primary key (word, rank, food_id) gives them).
 */
export interface Postings {
  ids: Map<string, Int32Array>;
  ranks: Map<string, Float64Array>;
}

/**
 * The postings in memory when every public food's keys are in memory too (the shipped foods: about
 * 10,000 words, 128,000 ids, 1.5 MB); undefined beyond MAX_KEYS public foods, where a search reads
 * them from the index instead (a million branded foods).
 */
export function postingsOf(db: Db): Promise<Postings | undefined> {
  let postings = postingsCache.get(db);
  if (!postings) {
    postings = keysOf(db).then(async (keys) => {
      if (keys.size >= MAX_KEYS) return undefined;
      // The rows the import's rebuildSearchIndex writes to food_words, from the keys: each distinct word of
      // 2 characters or more of a public food's search text, ranked by commonness, then by shorter text.
      const byWord = new Map<string, { id: number; rank: number }[]>();
      for (const k of keys.values()) {
        if (k.user_id !== null) continue;
        const rank = k.commonness * 1000 - k.search_text.length;
        for (const word of new Set(k.search_text.trim().split(/ +/))) {
          if (word.length < 2 || word === "|") continue;
          const list = byWord.get(word);
          if (list) list.push({ id: k.id, rank });
          else byWord.set(word, [{ id: k.id, rank }]);
        }
      }
      const out: Postings = { ids: new Map(), ranks: new Map() };
      for (const [word, list] of byWord) {
        const best = list.sort((a, b) => b.rank - a.rank || b.id - a.id).slice(0, CANDIDATES);
        out.ids.set(
          word,
          Int32Array.from(best, (x) => x.id),
        );
        out.ranks.set(
          word,
          Float64Array.from(best, (x) => x.rank),
        );
      }
      // What the searches read of every public food, made once now rather than by the first searches. The names
      // taken apart (Rankable.shapes) are made by the ranking when it first meets them, not here (decision 0020-pglite5).
      allTextsOf(keys);
      return out;
    });
    postings.catch(() => postingsCache.delete(db));
    postingsCache.set(db, postings);
  }
  return postings;
}

/** The public foods' search texts in memory as one text (each food's on its own line, the most everyday first), to find a word in all of them with one scan. */
interface AllTexts {
  text: string;
  /** Where each food's line starts, in order, and one past the end. */
  starts: Int32Array;
  ids: Int32Array;
  /** The highest id among them: a public food stored since (a barcode product) has a higher id. */
  newerThan: number;
}

const allTextsCache = new WeakMap<Map<number, SearchKeys>, AllTexts>();

function allTextsOf(keys: Map<number, SearchKeys>): AllTexts {
  let all = allTextsCache.get(keys);
  if (!all) {
    const publics = [...keys.values()].filter((k) => k.user_id === null);
    const starts = new Int32Array(publics.length + 1);
    let at = 0;
    publics.forEach((k, i) => {
      starts[i] = at;
      at += k.search_text.length + 1;
    });
    starts[publics.length] = at;
    all = {
      text: publics.map((k) => k.search_text).join("\n"),
      starts,
      ids: Int32Array.from(publics, (k) => k.id),
      newerThan: publics.reduce((m, k) => Math.max(m, k.id), 0),
    };
    allTextsCache.set(keys, all);
  }
  return all;
}

/**
 * Every public food whose search text contains one of `forms` and passes `matches`, of those held in memory
 * (the most everyday first, at most `limit`), and the highest id read with them: a public food stored since
 * (a barcode product) has a higher id and is for the caller to look up. Undefined when not every public
 * food's keys are in memory (a million branded foods: the trigram index answers then).
 */
export async function publicFoodsMatching(
  db: Db,
  forms: string[],
  matches: (searchText: string) => boolean,
  limit: number,
): Promise<{ ids: number[]; newerThan: number } | undefined> {
  if (!(await postingsOf(db))) return undefined;
  const keys = await keysOf(db);
  const all = allTextsOf(keys);
  // One scan of all the texts per form; a hit's food is the line it falls in.
  const found = new Set<number>();
  for (const form of forms) {
    for (let at = all.text.indexOf(form); at !== -1; at = all.text.indexOf(form, at + 1)) found.add(lineAt(all.starts, all.ids.length, at));
  }
  const ids: number[] = [];
  for (const i of [...found].sort((a, b) => a - b)) {
    if (ids.length >= limit) break;
    if (matches(all.text.slice(all.starts[i]!, all.starts[i + 1]! - 1))) ids.push(all.ids[i]!);
  }
  return { ids, newerThan: all.newerThan };
}

/**
 * The best-ranked CANDIDATES foods of these words from the postings in memory: words of priority 0 first
 * (the typed word's completions), then by rank, as the index scan orders them.
 */
export function candidateIds(postings: Postings, words: { word: string; prio: number }[]): number[] {
  // Each word's list is in that order already (rank, then the higher id): a merge of their heads, up to CANDIDATES.
  const lists: { ids: Int32Array; ranks: Float64Array; prio: number; at: number }[] = [];
  for (const { word, prio } of words) {
    const ids = postings.ids.get(word);
    const ranks = postings.ranks.get(word);
    if (ids && ranks && ids.length > 0) lists.push({ ids, ranks, prio, at: 0 });
  }
  const out: number[] = [];
  while (out.length < CANDIDATES) {
    let best: (typeof lists)[number] | undefined;
    for (const l of lists) {
      if (l.at >= l.ids.length) continue;
      if (
        !best ||
        l.prio < best.prio ||
        (l.prio === best.prio &&
          (l.ranks[l.at]! > best.ranks[best.at]! || (l.ranks[l.at] === best.ranks[best.at] && l.ids[l.at]! > best.ids[best.at]!)))
      )
        best = l;
    }
    if (!best) break;
    out.push(best.ids[best.at++]!);
  }
  return out;
}

const toIntArray = (items: number[]) => `{${items.map((n) => Math.trunc(n)).join(",")}}`;

type KeysRow = Omit<SearchKeys, "is_recent" | "uses" | "days_since_use" | "shapes">;

/**
 * What one read of keys shares among its foods: the strings many foods repeat (a source, a language, a category)
 * once, and a group's list of members once for all the foods of the group (each of them stores the same list).
 */
class Sharing {
  private readonly strings = new Map<string, string>();
  private readonly groups = new Map<string, GroupMember[]>();

  string<T extends string | null>(s: T): T {
    if (s === null) return s;
    const known = this.strings.get(s);
    if (known !== undefined) return known as T;
    this.strings.set(s, s);
    return s;
  }

  members(list: GroupMember[] | null): GroupMember[] | null {
    if (!list) return null;
    const key = list.map((m) => m.id).join(",");
    const known = this.groups.get(key);
    // The same foods in one list: the same list (fillGroupMembers writes one list per group).
    if (known && known.every((m, i) => m.id === list[i]!.id && m.nameEn === list[i]!.nameEn && m.energyKcal === list[i]!.energyKcal))
      return known;
    const shared = list.map((m) => this.member(m));
    this.groups.set(key, shared);
    return shared;
  }

  private member(m: GroupMember): GroupMember {
    return {
      id: m.id,
      source: this.string(m.source),
      sourceId: m.sourceId,
      nameEn: m.nameEn,
      nameLocal: m.nameLocal,
      langLocal: this.string(m.langLocal),
      category: this.string(m.category),
      energyKcal: m.energyKcal,
      proteinG: m.proteinG,
      carbsG: m.carbsG,
      fatG: m.fatG,
      commonness: m.commonness,
    };
  }

  /**
   * The keys as one object literal, all fields in one order (`shapes` too, set later by the ranking): the ~28,000
   * keys held share one hidden class, where JSON.parse's objects spread into new ones did not (a heap snapshot
   * held ~30,000 descriptor arrays, 14 MiB: decision 0020-pglite5).
   */
  keys(r: KeysRow): SearchKeys {
    return {
      id: r.id,
      user_id: r.user_id,
      name_en: r.name_en,
      name_local: r.name_local,
      search_text: r.search_text,
      commonness: r.commonness,
      group_key: r.group_key,
      source: this.string(r.source),
      source_id: r.source_id,
      lang_local: this.string(r.lang_local),
      category: this.string(r.category),
      energy_kcal: r.energy_kcal,
      protein_g: r.protein_g,
      carbs_g: r.carbs_g,
      fat_g: r.fat_g,
      group_members: this.members(r.group_members),
      is_recent: false,
      uses: 0,
      days_since_use: null,
      shapes: undefined,
    };
  }
}

async function readKeys(db: Db, where: SQL, sharing = new Sharing()): Promise<SearchKeys[]> {
  const res = await db.execute<{ rows: string }>(
    sql`SELECT coalesce(json_agg(x), '[]')::text AS rows FROM (
      SELECT id, user_id, name_en, name_local, search_text, commonness, group_key, source, source_id, lang_local, category,
        energy_kcal, protein_g, carbs_g, fat_g, group_members FROM foods ${where}) AS x`,
  );
  const rows = JSON.parse(res.rows[0]!.rows) as KeysRow[];
  return rows.map((r) => sharing.keys(r));
}

/**
 * The public foods' keys, read once per database with the vocabulary (the most everyday first, up to
 * MAX_KEYS: all of the shipped foods), so even a first search of a word reads no food row.
 */
function keysOf(db: Db): Promise<Map<number, SearchKeys>> {
  let keys = cached.get(db);
  if (!keys) {
    keys = readAllKeys(db);
    keys.catch(() => cached.delete(db));
    cached.set(db, keys);
  }
  return keys;
}

/**
 * How many foods' keys one statement reads. All 28,000 in one JSON text made PostgreSQL build a text of tens of MB
 * in PGlite's WebAssembly memory, which never shrinks: ~100 MiB of RSS for as long as the server ran, for one read
 * at the start (decision 0020-pglite5).
 */
const KEYS_PER_READ = 1000;

/** The public foods' keys, the most everyday first: their ids in that order, then their rows KEYS_PER_READ at a time. */
async function readAllKeys(db: Db): Promise<Map<number, SearchKeys>> {
  const res = await db.execute<{ ids: string }>(
    sql`SELECT coalesce(array_agg(id ORDER BY commonness DESC, id), '{}')::text AS ids FROM (
      SELECT id, commonness FROM foods WHERE user_id IS NULL ORDER BY commonness DESC, id LIMIT ${MAX_KEYS}) AS x`,
  );
  const text = res.rows[0]!.ids;
  const ids = text === "{}" ? [] : text.slice(1, -1).split(",").map(Number);
  const sharing = new Sharing();
  const keys = new Map<number, SearchKeys>();
  for (let at = 0; at < ids.length; at += KEYS_PER_READ) {
    const chunk = ids.slice(at, at + KEYS_PER_READ);
    const byId = new Map(
      (await readKeys(db, sql`WHERE id = ANY(${toIntArray(chunk)}::int[]) AND user_id IS NULL`, sharing)).map((k) => [k.id, k]),
    );
    for (const id of chunk) {
      const k = byId.get(id);
      if (k) keys.set(id, k);
    }
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
