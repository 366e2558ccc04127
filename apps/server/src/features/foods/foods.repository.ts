import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  foodSourcePreference,
  NUTRIENT_KEYS,
  type CarbsBasis,
  type CustomFoodInput,
  type FoodDetail,
  type FoodPortion,
  type FoodSearchResult,
  type FoodSource,
  type Nutrients,
  type UpdateCustomFoodInput,
} from "@app/shared";
import type { Db } from "../../db/client.ts";
import { foodPortions, foods, foodUsage } from "./foods.table.ts";
import { findSourceInfo } from "./foods.sources.ts";
import { normalizeText, queryTokens, toSearchText } from "./foods.text.ts";
import { rankFoods, type RankQuery } from "./foods.ranking.ts";
import { translateItalian, vocabularyFor, type Expansion } from "./foods.vocabulary.ts";

type FoodRow = typeof foods.$inferSelect;

/** The display name: the table's local name when the user reads that language, else English. */
const displayName = (r: Pick<FoodRow, "nameEn" | "nameLocal" | "langLocal">, lang: string) =>
  r.nameLocal && r.langLocal === lang ? r.nameLocal : r.nameEn;

const languageOf = (locale: string | undefined) => (locale ?? "en").trim().toLowerCase().slice(0, 2);

function toNutrients(r: FoodRow): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, r[k]])) as Nutrients;
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/** How many foods of the driving word are looked at: enough for any page, bounded for a million foods. */
const CANDIDATES = 150;
/** At most this many vocabulary words stand for the driving query word. */
const DRIVER_WORDS = 10;

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

interface GroupMember {
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

type SearchRow = {
  id: number;
  user_id: number | null;
  source: FoodSource;
  source_id: string | null;
  name_en: string;
  name_local: string | null;
  lang_local: string | null;
  category: string | null;
  energy_kcal: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  commonness: number;
  group_key: string;
  group_members: GroupMember[] | null;
  search_text: string;
  is_recent: boolean;
};

export interface SearchOptions {
  query: string;
  limit: number;
  locale?: string;
  /** The signed-in user: their custom and recent foods join the results. */
  userId?: number;
}

/**
 * Finds foods by name, forgiving prefixes, typos and local names; one result per food across tables.
 *
 * 1. Each query word is expanded in memory against the vocabulary (completions, German compounds,
 *    typo corrections: foods.vocabulary.ts).
 * 2. The word with the fewest foods drives: its best-ranked 150 foods come from the word postings
 *    (an index-only range scan, the same cost for 28,000 or 1,000,000 foods), plus the user's own
 *    custom and recent foods.
 * 3. Those candidates are fetched by primary key in the same statement, then filtered by the other
 *    words and ranked in memory (foods.ranking.ts): exact names, then everyday foods, then the user's
 *    own custom and recent foods, then the rest.
 * 4. Rows of one food in several tables collapse into one result from the locale's table.
 * If the driving word was too common to look at all its foods and too few results survive the other
 * words, every food matching all words is looked at instead (trigram index).
 */
export async function searchFoods(db: Db, opts: SearchOptions): Promise<FoodSearchResult[]> {
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

async function searchFoodsAsTyped(db: Db, opts: SearchOptions): Promise<FoodSearchResult[]> {
  const normalized = normalizeText(opts.query);
  const tokens = queryTokens(normalized).filter((t) => t.length >= 2);
  if (normalized.length < 2 || tokens.length === 0) return [];
  const userId = opts.userId ?? 0;

  const vocabulary = await vocabularyFor(db);
  const expansions = tokens.map((t) => vocabulary.expand(t));
  const query: RankQuery = { normalized, tokens, expansions };
  const driver = expansions.reduce((a, b) => (weight(b) < weight(a) ? b : a));
  const driverWords = driver.words.slice(0, DRIVER_WORDS);

  let ranked = rankFoods(await candidateRows(db, driverWords, userId), query);
  const truncated = weight(driver) > CANDIDATES || driver.words.length > DRIVER_WORDS;
  if (truncated && ranked.length < opts.limit && expansions.length > 1) {
    ranked = rankFoods(await allMatchingRows(db, expansions, userId), query);
  }
  return groupResults(ranked, opts.limit, opts.locale);
}

const SEARCH_COLUMNS = sql`f.id, f.user_id, f.source, f.source_id, f.name_en, f.name_local, f.lang_local, f.category, f.energy_kcal,
  f.protein_g, f.carbs_g, f.fat_g, f.commonness, f.group_key, f.group_members, f.search_text`;

const recentFlag = (userId: number) =>
  userId === 0 ? sql`false` : sql`EXISTS (SELECT 1 FROM food_usage u WHERE u.user_id = ${userId} AND u.food_id = f.id)`;

/**
 * One statement: the driving word's best-ranked foods from the postings (an index-only range scan per
 * word), plus the user's custom and recent foods, fetched by primary key.
 */
async function candidateRows(db: Db, words: Expansion["words"], userId: number): Promise<SearchRow[]> {
  if (words.length === 0 && userId === 0) return [];
  const postings = sql`SELECT food_id FROM (
      SELECT p.food_id, x.prio, p.rank
      FROM unnest(${toTextArray(words.map((w) => w.word))}::text[], ${toIntArray(words.map((w) => (w.kind === "prefix" ? 0 : 1)))}::int[]) AS x(word, prio)
      CROSS JOIN LATERAL (SELECT food_id, rank FROM food_words w WHERE w.word = x.word ORDER BY w.rank DESC LIMIT ${CANDIDATES}) AS p
      ORDER BY x.prio, p.rank DESC LIMIT ${CANDIDATES}) AS d`;
  const ids =
    userId === 0
      ? postings
      : sql`${postings}
          UNION SELECT id FROM foods WHERE user_id = ${userId}
          UNION SELECT food_id FROM (SELECT food_id FROM food_usage WHERE user_id = ${userId} ORDER BY last_used_at DESC LIMIT 200) AS r`;
  return asJsonRows(
    sql`
    WITH c AS (${ids})
    SELECT ${SEARCH_COLUMNS}, ${recentFlag(userId)} AS is_recent
    FROM c JOIN foods f ON f.id = c.food_id
    WHERE f.user_id IS NULL OR f.user_id = ${userId}`,
    db,
  );
}

/**
 * Runs a query and hands its rows over as one JSON text: PGlite spends far more time per result row
 * than per byte, so one row of 150 foods is about twice as fast as 150 rows (node-postgres gains too).
 */
async function asJsonRows(query: SQL, db: Db): Promise<SearchRow[]> {
  const res = await db.execute<{ rows: string }>(sql`SELECT coalesce(json_agg(x), '[]')::text AS rows FROM (${query}) AS x`);
  return JSON.parse(res.rows[0]!.rows) as SearchRow[];
}

/** Every visible food matching all query words (trigram index): the exhaustive path, for rare combinations of common words. */
async function allMatchingRows(db: Db, expansions: Expansion[], userId: number): Promise<SearchRow[]> {
  return asJsonRows(
    sql`
    SELECT ${SEARCH_COLUMNS}, ${recentFlag(userId)} AS is_recent
    FROM foods f
    WHERE (f.user_id IS NULL OR f.user_id = ${userId}) AND ${sql.join(
      expansions.map(
        (e) =>
          sql`(${sql.join(
            patternsFor(e).map((p) => sql`f.search_text LIKE ${p}`),
            sql` OR `,
          )})`,
      ),
      sql` AND `,
    )}
    LIMIT 5000`,
    db,
  );
}

/**
 * One result per food: rows sharing a group key collapse into the one from the locale's preferred
 * table (CIQUAL for French, BLS for German, USDA otherwise); the others become alternatives.
 */
function groupResults(rows: SearchRow[], limit: number, locale: string | undefined): FoodSearchResult[] {
  const preference = foodSourcePreference(locale);
  const lang = languageOf(locale);
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
    const rank = (m: GroupMember) => preference.indexOf(m.source);
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

// ---------------------------------------------------------------------------------------------
// Detail
// ---------------------------------------------------------------------------------------------

/** A public food, or the user's own custom food; someone else's custom food doesn't exist (undefined). */
async function findVisibleFood(db: Db, id: number, userId: number | undefined): Promise<FoodRow | undefined> {
  const owner = userId === undefined ? isNull(foods.userId) : or(isNull(foods.userId), eq(foods.userId, userId));
  const [row] = await db
    .select()
    .from(foods)
    .where(and(eq(foods.id, id), owner));
  return row;
}

/** A food as a meal item needs it: its name in the user's language and its macros per 100 g. */
export interface MealFood {
  id: number;
  name: string;
  energyKcal: number | null;
  proteinG: number | null;
  carbsG: number | null;
  fatG: number | null;
}

/** The foods among `ids` the user can see (public or their own custom foods); others are left out. */
export async function findMealFoods(
  db: Db,
  ids: readonly number[],
  userId: number,
  locale: string | undefined,
): Promise<Map<number, MealFood>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(foods)
    .where(and(inArray(foods.id, [...new Set(ids)]), or(isNull(foods.userId), eq(foods.userId, userId))));
  const lang = languageOf(locale);
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: displayName(r, lang), energyKcal: r.energyKcal, proteinG: r.proteinG, carbsG: r.carbsG, fatG: r.fatG },
    ]),
  );
}

export async function getFoodDetail(db: Db, id: number, opts: { userId?: number; locale?: string }): Promise<FoodDetail | undefined> {
  const row = await findVisibleFood(db, id, opts.userId);
  if (!row) return undefined;
  const isCustom = row.userId !== null;
  const group = isCustom
    ? []
    : await db
        .select({ id: foods.id, source: foods.source, sourceId: foods.sourceId, nameEn: foods.nameEn, energyKcal: foods.energyKcal })
        .from(foods)
        .where(and(eq(foods.groupKey, row.groupKey), isNull(foods.userId)))
        .orderBy(asc(foods.id));
  const others = group.filter((g) => g.id !== row.id);
  const portions = await portionsFor(db, row, others);
  return {
    id: row.id,
    name: displayName(row, languageOf(opts.locale)),
    nameEn: row.nameEn,
    nameLocal: row.nameLocal,
    langLocal: row.langLocal,
    category: row.category,
    source: row.source as FoodSource,
    sourceId: row.sourceId,
    isCustom,
    nutrients: toNutrients(row),
    carbs: {
      publishedBasis: row.carbsBasis as CarbsBasis,
      publishedG: row.carbsPublishedG,
      fiberSubtracted: row.carbsBasis === "total_by_difference" && row.carbsPublishedG !== null && row.fiberG !== null,
    },
    portions,
    sourceInfo: isCustom ? null : findSourceInfo(row.source),
    notes: row.notes,
    alternatives: others.map((o) => ({
      id: o.id,
      source: o.source as FoodSource,
      sourceId: o.sourceId,
      name: o.nameEn,
      energyKcal: o.energyKcal,
    })),
  };
}

/** The food's own household measures; EU tables have none, so they borrow those of the same food in a USDA table. */
async function portionsFor(db: Db, row: FoodRow, others: { id: number; source: string }[]): Promise<FoodPortion[]> {
  const own = await db
    .select({ description: foodPortions.description, grams: foodPortions.grams })
    .from(foodPortions)
    .where(eq(foodPortions.foodId, row.id))
    .orderBy(asc(foodPortions.seq), asc(foodPortions.id));
  if (own.length > 0 || others.length === 0) return own.map((p) => ({ ...p, fromSource: null }));
  const borrowed = await db
    .select({ foodId: foodPortions.foodId, description: foodPortions.description, grams: foodPortions.grams })
    .from(foodPortions)
    .where(
      inArray(
        foodPortions.foodId,
        others.map((o) => o.id),
      ),
    )
    .orderBy(asc(foodPortions.foodId), asc(foodPortions.seq), asc(foodPortions.id));
  const firstFood = borrowed[0]?.foodId;
  const source = others.find((o) => o.id === firstFood)?.source as FoodSource | undefined;
  return borrowed
    .filter((p) => p.foodId === firstFood)
    .map((p) => ({ description: p.description, grams: p.grams, fromSource: source ?? null }));
}

/** Public foods by (source, source id): how recipes point at their ingredients. */
export async function findFoodIdsBySourceKeys(db: Db, keys: { source: string; sourceId: string }[]): Promise<Map<string, FoodRow>> {
  const out = new Map<string, FoodRow>();
  if (keys.length === 0) return out;
  const rows = await db
    .select()
    .from(foods)
    .where(
      and(
        isNull(foods.userId),
        sql`(${foods.source}, ${foods.sourceId}) IN (${sql.join(
          keys.map((k) => sql`(${k.source}, ${k.sourceId})`),
          sql`, `,
        )})`,
      ),
    );
  for (const r of rows) out.set(`${r.source}:${r.sourceId}`, r);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Custom foods and recent use
// ---------------------------------------------------------------------------------------------

function customValues(input: UpdateCustomFoodInput) {
  const v: Partial<typeof foods.$inferInsert> = {};
  if (input.name !== undefined) {
    v.nameEn = input.name;
    v.searchText = toSearchText(input.name);
  }
  for (const k of ["energyKcal", "proteinG", "carbsG", "fatG"] as const) if (input[k] !== undefined) v[k] = input[k];
  if (input.carbsG !== undefined) v.carbsPublishedG = input.carbsG;
  for (const k of ["sugarsG", "fiberG", "satFatG", "saltG"] as const) if (input[k] !== undefined) v[k] = input[k] ?? null;
  if (input.saltG !== undefined) v.sodiumMg = input.saltG === null ? null : Math.round(((input.saltG * 1000) / 2.5) * 1000) / 1000;
  return v;
}

export async function createCustomFood(db: Db, userId: number, input: CustomFoodInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(foods)
      .values({
        ...customValues(input),
        nameEn: input.name,
        searchText: toSearchText(input.name),
        userId,
        source: "custom",
        carbsBasis: "available",
        groupKey: `custom:${randomUUID()}`,
        commonness: 0,
      })
      .returning({ id: foods.id });
    const id = row!.id;
    if (input.portions?.length)
      await tx
        .insert(foodPortions)
        .values(input.portions.map((p, i) => ({ foodId: id, seq: i + 1, description: p.description, grams: p.grams })));
    return id;
  });
}

/** Owner-scoped: another user's food is "not found". Checks that the merged macros still fit in 100 g. */
export async function updateCustomFood(
  db: Db,
  userId: number,
  id: number,
  input: UpdateCustomFoodInput,
): Promise<"ok" | "not-found" | "macros-over-100"> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(foods)
      .where(and(eq(foods.id, id), eq(foods.userId, userId)));
    if (!current) return "not-found";
    const merged = {
      proteinG: input.proteinG ?? current.proteinG ?? 0,
      carbsG: input.carbsG ?? current.carbsG ?? 0,
      fatG: input.fatG ?? current.fatG ?? 0,
    };
    if (merged.proteinG + merged.carbsG + merged.fatG > 100) return "macros-over-100";
    await tx
      .update(foods)
      .set({ ...customValues(input), updatedAt: sql`now()` })
      .where(and(eq(foods.id, id), eq(foods.userId, userId)));
    if (input.portions !== undefined) {
      await tx.delete(foodPortions).where(eq(foodPortions.foodId, id));
      if (input.portions.length)
        await tx
          .insert(foodPortions)
          .values(input.portions.map((p, i) => ({ foodId: id, seq: i + 1, description: p.description, grams: p.grams })));
    }
    return "ok";
  });
}

export async function deleteCustomFood(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(foods)
    .where(and(eq(foods.id, id), eq(foods.userId, userId)))
    .returning({ id: foods.id });
  return rows.length === 1;
}

/**
 * Remembers that the user logged this food: it ranks in their searches and lists as recent. Called by
 * POST /api/meals inside the meal's transaction; false when the user cannot see the food.
 */
export async function recordFoodUse(db: Db, userId: number, foodId: number, now: Date): Promise<boolean> {
  if (!(await findVisibleFood(db, foodId, userId))) return false;
  await db
    .insert(foodUsage)
    .values({ userId, foodId, uses: 1, lastUsedAt: now })
    .onConflictDoUpdate({ target: [foodUsage.userId, foodUsage.foodId], set: { uses: sql`${foodUsage.uses} + 1`, lastUsedAt: now } });
  return true;
}

export async function listRecentFoods(db: Db, userId: number, limit: number, locale: string | undefined): Promise<FoodSearchResult[]> {
  const rows = await db
    .select({ food: foods })
    .from(foodUsage)
    .innerJoin(foods, eq(foods.id, foodUsage.foodId))
    .where(and(eq(foodUsage.userId, userId), or(isNull(foods.userId), eq(foods.userId, userId))))
    .orderBy(desc(foodUsage.lastUsedAt))
    .limit(limit);
  const lang = languageOf(locale);
  return rows.map(({ food: f }) => ({
    id: f.id,
    name: displayName(f, lang),
    nameEn: f.nameEn,
    nameLocal: f.nameLocal,
    langLocal: f.langLocal,
    category: f.category,
    source: f.source as FoodSource,
    sourceId: f.sourceId,
    isCustom: f.userId !== null,
    isRecent: true,
    energyKcal: f.energyKcal,
    proteinG: f.proteinG,
    carbsG: f.carbsG,
    fatG: f.fatG,
    alternatives: [],
  }));
}

/** A user's own custom foods, newest first. */
export async function listCustomFoods(db: Db, userId: number): Promise<FoodSearchResult[]> {
  const rows = await db.select().from(foods).where(eq(foods.userId, userId)).orderBy(desc(foods.id));
  return rows.map((f) => ({
    id: f.id,
    name: f.nameEn,
    nameEn: f.nameEn,
    nameLocal: null,
    langLocal: null,
    category: null,
    source: "custom" as const,
    sourceId: null,
    isCustom: true,
    isRecent: false,
    energyKcal: f.energyKcal,
    proteinG: f.proteinG,
    carbsG: f.carbsG,
    fatG: f.fatG,
    alternatives: [],
  }));
}
