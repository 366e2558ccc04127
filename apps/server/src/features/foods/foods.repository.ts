import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
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
import { displayName, languageOf } from "./foods.names.ts";
import { toSearchText } from "./foods.text.ts";

type FoodRow = typeof foods.$inferSelect;

function toNutrients(r: FoodRow): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, r[k]])) as Nutrients;
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
  const unique = [...new Map(keys.map((k) => [`${k.source}:${k.sourceId}`, k])).values()];
  // In chunks: PGlite answered a (source, source_id) IN list of 300+ pairs with no rows at all.
  for (let i = 0; i < unique.length; i += SOURCE_KEYS_PER_QUERY) {
    const chunk = unique.slice(i, i + SOURCE_KEYS_PER_QUERY);
    const rows = await db
      .select()
      .from(foods)
      .where(
        and(
          isNull(foods.userId),
          sql`(${foods.source}, ${foods.sourceId}) IN (${sql.join(
            chunk.map((k) => sql`(${k.source}, ${k.sourceId})`),
            sql`, `,
          )})`,
        ),
      );
    for (const r of rows) out.set(`${r.source}:${r.sourceId}`, r);
  }
  return out;
}
const SOURCE_KEYS_PER_QUERY = 100;

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

const toSearchResult = (f: FoodRow, lang: ReturnType<typeof languageOf>, isRecent: boolean): FoodSearchResult => ({
  id: f.id,
  name: displayName(f, lang),
  nameEn: f.nameEn,
  nameLocal: f.nameLocal,
  langLocal: f.langLocal,
  category: f.category,
  source: f.source as FoodSource,
  sourceId: f.sourceId,
  isCustom: f.userId !== null,
  isRecent,
  energyKcal: f.energyKcal,
  proteinG: f.proteinG,
  carbsG: f.carbsG,
  fatG: f.fatG,
  alternatives: [],
});

export async function listRecentFoods(db: Db, userId: number, limit: number, locale: string | undefined): Promise<FoodSearchResult[]> {
  const rows = await db
    .select({ food: foods })
    .from(foodUsage)
    .innerJoin(foods, eq(foods.id, foodUsage.foodId))
    .where(and(eq(foodUsage.userId, userId), or(isNull(foods.userId), eq(foods.userId, userId))))
    .orderBy(desc(foodUsage.lastUsedAt))
    .limit(limit);
  const lang = languageOf(locale);
  return rows.map(({ food: f }) => toSearchResult(f, lang, true));
}

/** The foods among `ids` the user can see (public foods and their own), as search results, in the order of `ids`. */
export async function listVisibleFoods(
  db: Db,
  userId: number,
  ids: readonly number[],
  locale: string | undefined,
): Promise<FoodSearchResult[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(foods)
    .where(and(inArray(foods.id, [...ids]), or(isNull(foods.userId), eq(foods.userId, userId))));
  const lang = languageOf(locale);
  const byId = new Map(rows.map((f) => [f.id, f]));
  return ids.flatMap((id) => {
    const f = byId.get(id);
    return f ? [toSearchResult(f, lang, false)] : [];
  });
}

/** Whether the user can see the food: a public food or their own custom food. */
export async function isVisibleFood(db: Db, userId: number, id: number): Promise<boolean> {
  return (await findVisibleFood(db, id, userId)) !== undefined;
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
