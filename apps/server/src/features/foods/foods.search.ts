import { sql, type SQL } from "drizzle-orm";
import { foodSourcePreference, type FoodSearchResult } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { displayName, languageOf } from "./foods.names.ts";
import { normalizeText, queryTokens } from "./foods.text.ts";
import { formsOf, matcherOf, rankFoods, type RankQuery, type WEIGHTS } from "./foods.ranking.ts";
import {
  CANDIDATES,
  candidateIds,
  postingsOf,
  publicFoodsMatching,
  searchKeysFor,
  type GroupMember,
  type SearchKeys,
} from "./foods.search-keys.ts";
import { plantMilkDrink, translateItalian, vocabularyFor, type Expansion } from "./foods.vocabulary.ts";

/**
 * Food search: from what a person types to one ranked result per food (the ranking itself is in
 * foods.ranking.ts, the words it may stand for in foods.vocabulary.ts).
 */

/** The exhaustive path looks at most at this many foods. */
const ALL_MATCHING = 5000;
/** At most this many vocabulary words stand for the driving query word. */
const DRIVER_WORDS = 10;

/**
 * When the driving word's bounded candidates leave fewer than this many foods, every food with all the words is
 * looked at instead: about a page of results (the analyzer asks for 12), whatever limit a caller asks for.
 */
const FULL_SEARCH_BELOW = 12;

/** How many foods a query word may stand for. */
const weight = (e: Expansion) => e.words.reduce((n, w) => n + w.foods, 0);

/** A JS array as one text[] / int[] parameter ('{a,b}' literal), the same on both drivers. Words are [a-z0-9] only. */
const toTextArray = (items: string[]) => `{${items.map((s) => `"${s.replace(/["\\]/g, "")}"`).join(",")}}`;
const toIntArray = (items: number[]) => `{${items.map((n) => Math.trunc(n)).join(",")}}`;

/** LIKE patterns a name must match for one query word. Words are [a-z0-9] only, so nothing needs escaping. */
function patternsFor(e: Expansion): string[] {
  const own = e.token.length >= 4 ? `%${e.token}%` : `% ${e.token}%`;
  return [own, ...e.words.filter((w) => w.kind === "fuzzy").map((w) => `% ${w.word}%`)];
}

/** A candidate: its search keys (foods.search-keys.ts) with the user's history of it. */
type SearchRow = SearchKeys;

export interface SearchOptions {
  query: string;
  limit: number;
  locale?: string;
  /** The signed-in user: their custom and recent foods join the results. */
  userId?: number;
  /** The server's clock (the one food use is recorded with), for how many days ago a food was logged. */
  now?: Date;
  /**
   * A person's search box: when no food has every word ('starbucks latte', 'pasta secca'), the words no food has
   * go, then the rarest, one at a time. Off for the engine's own look-ups, which ask for one exact food.
   */
  relaxed?: boolean;
  /** Other ranking weights than the tuned ones: only for tuning them (scripts/tune-search.ts). */
  weights?: typeof WEIGHTS;
}

/**
 * Finds foods by name, forgiving prefixes, typos and local names; one result per food across tables.
 *
 * 1. Each query word is expanded in memory against the vocabulary (completions, German compounds,
 *    typo corrections: foods.vocabulary.ts).
 * 2. The word with the fewest foods drives: its best-ranked 150 foods come from the word postings
 *    (an index-only range scan, the same cost for 28,000 or 1,000,000 foods), plus the user's own
 *    custom and recent foods.
 * 3. That statement hands over their ids only; their search keys and result columns come from memory
 *    for public foods (foods.search-keys.ts; custom foods are read each time), then they are filtered by the other
 *    words and ranked in memory by one weighted score (foods.ranking.ts: text match, trigram similarity,
 *    the name being about the query words, how generic the name is, how everyday the food is, and the
 *    user's own history of it).
 * 4. Rows of one food in several tables collapse into one result from the locale's table.
 * If the driving word was too common to look at all its foods and too few results survive the other
 * words, every food matching all words is looked at instead (trigram index).
 */
export async function searchFoods(db: Db, opts: SearchOptions): Promise<FoodSearchResult[]> {
  const plant = plantMilkDrink(normalizeText(opts.query));
  if (!plant) return searchFoodsTranslated(db, opts);
  // 'latte with oat milk': the drink made with non-dairy milk first, then what the words find as typed.
  const merged = [...(await searchFoodsAsTyped(db, { ...opts, query: plant })), ...(await searchFoodsTranslated(db, opts))];
  const seen = new Set<number>();
  return merged.filter((r) => !seen.has(r.id) && seen.add(r.id)).slice(0, opts.limit);
}

async function searchFoodsTranslated(db: Db, opts: SearchOptions): Promise<FoodSearchResult[]> {
  // No table is Italian: an Italian food name is also searched in English ('petto di pollo' → chicken breast).
  const italian = translateItalian(normalizeText(opts.query));
  if (!italian) return searchFoodsAsTyped(db, opts);
  const translated = await searchFoodsAsTyped(db, { ...opts, query: italian.query });
  const asTyped = await searchFoodsAsTyped(db, opts);
  // An English reader typing 'latte' means the coffee; an Italian reader means milk.
  const italianFirst = !italian.ambiguous || languageOf(opts.locale) === "it";
  const merged = italianFirst ? [...translated, ...asTyped] : [...asTyped, ...translated];
  const seen = new Set<number>();
  return merged.filter((r) => !seen.has(r.id) && seen.add(r.id)).slice(0, opts.limit);
}

/** How many anonymous searches' results a process keeps, and for how long (a barcode product stored by another instance shows after at most this). */
const MAX_RESULTS = 5000;
const RESULTS_MS = 5 * 60_000;
const resultCaches = new WeakMap<object, Map<string, { at: number; results: Promise<FoodSearchResult[]> }>>();

/** After an import or a stored barcode product: the next searches run again. */
export function forgetSearchResults(db: Db): void {
  resultCaches.delete(db);
}

/**
 * searchFoods for the route: an anonymous reader's results are public foods only, the same for every
 * anonymous reader, and change only in an import (or when a barcode product is stored), so this process
 * keeps them (by query, locale and limit; at most MAX_RESULTS, for RESULTS_MS). A signed-in user's search
 * (their own custom foods, their history) always runs: nothing of it is kept but the public foods' keys.
 * Concurrent identical searches share one run.
 */
export function searchFoodsKept(db: Db, opts: SearchOptions): Promise<FoodSearchResult[]> {
  if (opts.userId !== undefined || opts.weights) return searchFoods(db, opts);
  let cache = resultCaches.get(db);
  if (!cache) resultCaches.set(db, (cache = new Map()));
  const key = `${opts.limit}\u0000${opts.relaxed ? 1 : 0}\u0000${opts.locale ?? ""}\u0000${normalizeText(opts.query)}`;
  const now = performance.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < RESULTS_MS) return hit.results;
  if (hit) cache.delete(key);
  else if (cache.size >= MAX_RESULTS) cache.delete(cache.keys().next().value!);
  const results = searchFoods(db, opts);
  const entry = { at: now, results };
  cache.set(key, entry);
  results.catch(() => cache.get(key) === entry && cache.delete(key));
  return results;
}

async function searchFoodsAsTyped(db: Db, opts: SearchOptions): Promise<FoodSearchResult[]> {
  const found = await searchAllWords(db, opts);
  if (found.length > 0 || !opts.relaxed) return found;
  // No food has every word ('starbucks latte', 'pasta secca'): the words no food has go, then the rarest
  // word, one at a time, so the person still sees the food they named rather than nothing.
  const tokens = queryTokens(normalizeText(opts.query)).filter((t) => t.length >= 2);
  if (tokens.length < 2) return found;
  const vocabulary = await vocabularyFor(db);
  const known = tokens.filter((t) => weight(vocabulary.expand(t)) > 0);
  let words = known.length < tokens.length ? known : tokens;
  while (words.length > 0) {
    if (words.length < tokens.length) {
      const results = await searchAllWords(db, { ...opts, query: words.join(" ") });
      if (results.length > 0) return results;
    }
    if (words.length === 1) break;
    const rarest = words.reduce((a, b) => (weight(vocabulary.expand(b)) < weight(vocabulary.expand(a)) ? b : a));
    words = words.filter((w) => w !== rarest);
  }
  return found;
}

async function searchAllWords(db: Db, opts: SearchOptions): Promise<FoodSearchResult[]> {
  const normalized = normalizeText(opts.query);
  const tokens = queryTokens(normalized).filter((t) => t.length >= 2);
  if (normalized.length < 2 || tokens.length === 0) return [];
  const userId = opts.userId ?? 0;
  const now = opts.now ?? new Date();

  const vocabulary = await vocabularyFor(db);
  const expansions = tokens.map((t) => vocabulary.expand(t));
  const query: RankQuery = { normalized, tokens, expansions };
  const driver = expansions.reduce((a, b) => (weight(b) < weight(a) ? b : a));
  const driverWords = driver.words.slice(0, DRIVER_WORDS);

  let ranked = rankFoods(await candidateRows(db, driverWords, userId, now), query, opts.weights);
  const truncated = weight(driver) > CANDIDATES || driver.words.length > DRIVER_WORDS;
  // Whether the bounded candidates were too few is decided the same whatever the limit, so a search's first
  // results never depend on how many were asked for (the assistant asks for 1, the log for 20).
  if (truncated && ranked.length < FULL_SEARCH_BELOW && expansions.length > 1) {
    ranked = rankFoods(await allMatchingRows(db, query, driver, userId, now), query, opts.weights);
  }
  return groupResults(ranked, opts.limit, opts.locale);
}

/** A candidate's id and the user's history of it: whether, how often and how many days ago they logged it. */
interface CandidateId {
  id: number;
  is_recent: boolean;
  uses: number;
  days_since_use: number | null;
}

const historyColumns = (now: Date) =>
  sql`u.food_id IS NOT NULL AS is_recent, coalesce(u.uses, 0) AS uses,
      greatest(0, extract(epoch FROM (${now.toISOString()}::timestamptz - u.last_used_at)) / 86400) AS days_since_use`;

/** The candidates' search keys (from memory for public foods) joined with the user's history of them. */
async function withKeys(db: Db, ids: CandidateId[], userId: number): Promise<SearchRow[]> {
  const keys = await searchKeysFor(
    db,
    ids.map((c) => c.id),
    userId,
  );
  if (userId === 0) return keys;
  const history = new Map(ids.map((c) => [c.id, c]));
  return keys.map((k) => {
    const h = history.get(k.id);
    // Most candidates were never logged by the user: their keys as they are, no copy.
    if (!h || (!h.is_recent && h.uses === 0 && h.days_since_use === null)) return k;
    return { ...k, is_recent: h.is_recent, uses: h.uses, days_since_use: h.days_since_use };
  });
}

/**
 * The driving word's best-ranked foods from the postings, plus the user's custom and recent foods with
 * the user's history of each. The postings of the shipped foods are in memory (foods.search-keys.ts),
 * so an anonymous search asks the database nothing; beyond them (a million branded foods) they come
 * from an index-only range scan per word, no table row read. The user's foods and history are one
 * statement that hands over ids only. The candidates' search keys come from memory (foods.search-keys.ts).
 */
async function candidateRows(db: Db, words: Expansion["words"], userId: number, now: Date): Promise<SearchRow[]> {
  if (words.length === 0 && userId === 0) return [];
  const inMemory = await postingsOf(db);
  if (inMemory) {
    const ids = candidateIds(
      inMemory,
      words.map((w) => ({ word: w.word, prio: w.kind === "prefix" ? 0 : 1 })),
    );
    if (userId === 0)
      return withKeys(
        db,
        ids.map((id): CandidateId => ({ id, is_recent: false, uses: 0, days_since_use: null })),
        0,
      );
    return withKeys(db, await usersCandidates(db, sql`SELECT unnest(${toIntArray(ids)}::int[]) AS food_id`, userId, now), userId);
  }
  const postings = sql`SELECT food_id FROM (
      SELECT p.food_id, x.prio, p.rank
      FROM unnest(${toTextArray(words.map((w) => w.word))}::text[], ${toIntArray(words.map((w) => (w.kind === "prefix" ? 0 : 1)))}::int[]) AS x(word, prio)
      CROSS JOIN LATERAL (SELECT food_id, rank FROM food_words w WHERE w.word = x.word ORDER BY w.rank DESC LIMIT ${CANDIDATES}) AS p
      ORDER BY x.prio, p.rank DESC LIMIT ${CANDIDATES}) AS d`;
  const ids =
    userId === 0
      ? (await asJsonRows<number>(sql`SELECT food_id FROM (${postings}) AS c`, db, "food_id")).map(
          (id): CandidateId => ({ id, is_recent: false, uses: 0, days_since_use: null }),
        )
      : await usersCandidates(db, postings, userId, now);
  return withKeys(db, ids, userId);
}

/** These public candidates plus the user's custom and recent foods, with the user's history of each: one statement. */
function usersCandidates(db: Db, publicIds: SQL, userId: number, now: Date): Promise<CandidateId[]> {
  return asJsonRows<CandidateId>(
    sql`
    WITH c AS (${publicIds}
      UNION SELECT id FROM foods WHERE user_id = ${userId}
      UNION SELECT food_id FROM (SELECT food_id FROM food_usage WHERE user_id = ${userId} ORDER BY last_used_at DESC LIMIT 200) AS r)
    SELECT c.food_id AS id, ${historyColumns(now)}
    FROM c LEFT JOIN food_usage u ON u.user_id = ${userId} AND u.food_id = c.food_id`,
    db,
  );
}

/**
 * Runs a query and hands its rows over as one JSON text: PGlite spends far more time per result row
 * than per byte, so one row of 150 foods is about twice as fast as 150 rows (node-postgres gains too).
 */
async function asJsonRows<T>(query: SQL, db: Db, column?: "food_id"): Promise<T[]> {
  // One column: a JSON array of its values, half the text of an array of objects.
  const what = column ? sql`x.food_id` : sql`x`;
  const res = await db.execute<{ rows: string }>(sql`SELECT coalesce(json_agg(${what}), '[]')::text AS rows FROM (${query}) AS x`);
  return JSON.parse(res.rows[0]!.rows) as T[];
}

/**
 * Every visible food matching all query words: the exhaustive path, for rare combinations of common words.
 * The shipped foods' search keys are in memory, so they are scanned there (the same test as the LIKE
 * patterns: matchesAll); only public foods stored since they were read (higher ids: barcode products) and
 * the user's own foods come from the database. Beyond the shipped foods the trigram index answers.
 */
async function allMatchingRows(db: Db, query: RankQuery, driver: Expansion, userId: number, now: Date): Promise<SearchRow[]> {
  const like = sql.join(
    query.expansions.map(
      (e) =>
        sql`(${sql.join(
          patternsFor(e).map((p) => sql`f.search_text LIKE ${p}`),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  );
  const matches = matcherOf(query);
  const inMemory = await publicFoodsMatching(db, formsOf(driver), matches, ALL_MATCHING);
  if (inMemory) {
    const newer = await newerPublicFoods(db, inMemory.newerThan);
    const publicIds = [...inMemory.ids, ...newer.filter((f) => matches(f.search_text)).map((f) => f.id)];
    const ids =
      userId === 0
        ? publicIds.map((id): CandidateId => ({ id, is_recent: false, uses: 0, days_since_use: null }))
        : await usersCandidates(db, sql`SELECT unnest(${toIntArray(publicIds)}::int[]) AS food_id`, userId, now);
    return withKeys(db, ids, userId);
  }
  const history = userId === 0 ? sql`false AS is_recent, 0 AS uses, NULL AS days_since_use` : historyColumns(now);
  const join = userId === 0 ? sql`` : sql`LEFT JOIN food_usage u ON u.user_id = ${userId} AND u.food_id = f.id`;
  const ids = await asJsonRows<CandidateId>(
    sql`
    SELECT f.id, ${history}
    FROM foods f ${join}
    WHERE (f.user_id IS NULL OR f.user_id = ${userId}) AND ${like}
    LIMIT ${ALL_MATCHING}`,
    db,
  );
  return withKeys(db, ids, userId);
}

/** How long the list of public foods stored since the keys were read is reused: a barcode product stored by another instance joins the exhaustive path's results within this time. */
const NEWER_MS = 10_000;
const newerCache = new WeakMap<object, { at: number; above: number; rows: Promise<{ id: number; search_text: string }[]> }>();

/**
 * Public foods stored since the keys were read (barcode products: higher ids than any shipped food), with
 * their search text: a primary-key range, normally empty, read at most every NEWER_MS.
 */
function newerPublicFoods(db: Db, above: number): Promise<{ id: number; search_text: string }[]> {
  const hit = newerCache.get(db);
  if (hit && hit.above === above && performance.now() - hit.at < NEWER_MS) return hit.rows;
  const rows = asJsonRows<{ id: number; search_text: string }>(
    sql`SELECT id, search_text FROM foods WHERE id > ${above} AND user_id IS NULL`,
    db,
  );
  rows.catch(() => newerCache.delete(db));
  newerCache.set(db, { at: performance.now(), above, rows });
  return rows;
}

/**
 * One result per food: rows sharing a group key collapse into the one from the locale's preferred
 * table (CIQUAL for French, BLS for German, USDA otherwise); the others become alternatives.
 */
function groupResults(rows: SearchRow[], limit: number, locale: string | undefined): FoodSearchResult[] {
  const preference = foodSourcePreference(locale);
  const lang = languageOf(locale);
  const rank = (m: GroupMember) => preference.indexOf(m.source);
  const groups = new Map<string, SearchRow[]>();
  for (const r of rows) {
    const list = groups.get(r.group_key);
    if (list) list.push(r);
    else if (groups.size < limit) groups.set(r.group_key, [r]);
  }
  return [...groups.values()].map((matched) => {
    const best = matched[0]!;
    const isRecent = matched.some((m) => m.is_recent);
    const members: GroupMember[] = best.group_members ?? [
      {
        id: best.id,
        source: best.source,
        sourceId: best.source_id,
        nameEn: best.name_en,
        nameLocal: best.name_local,
        langLocal: best.lang_local,
        category: best.category,
        energyKcal: best.energy_kcal,
        proteinG: best.protein_g,
        carbsG: best.carbs_g,
        fatG: best.fat_g,
        commonness: best.commonness,
      },
    ];
    // Preferred table first; inside a table the food that matched best, then the most everyday one.
    const sorted = [...members].sort(
      (a, b) => rank(a) - rank(b) || Number(b.id === best.id) - Number(a.id === best.id) || b.commonness - a.commonness || a.id - b.id,
    );
    const main = sorted[0]!;
    return {
      id: main.id,
      name: displayName(main, lang),
      nameEn: main.nameEn,
      nameLocal: main.nameLocal,
      langLocal: main.langLocal,
      category: main.category,
      source: main.source,
      sourceId: main.sourceId,
      isCustom: best.user_id !== null,
      isRecent,
      energyKcal: main.energyKcal,
      proteinG: main.proteinG,
      carbsG: main.carbsG,
      fatG: main.fatG,
      alternatives: sorted
        .slice(1)
        .map((a) => ({ id: a.id, source: a.source, sourceId: a.sourceId, name: a.nameEn, energyKcal: a.energyKcal })),
    };
  });
}
