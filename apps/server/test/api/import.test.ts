import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFoodData } from "../../src/features/foods/index.ts";
import { recipeData } from "../../src/features/recipes/index.ts";
import { backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const dataDir = new URL("../../data/foods/", import.meta.url);
const readCsv = (name: string) => {
  const raw = fs.readFileSync(new URL(name, dataDir));
  return parse(name.endsWith(".gz") ? gunzipSync(raw) : raw, { columns: true }) as Record<string, string>[];
};
const foodsCsv = readCsv("foods.csv.gz");
const portionsCsv = readCsv("portions.csv.gz");
const sourcesCsv = readCsv("sources.csv");
const silent = { info: () => {}, warn: () => {} };
/** A CSV cell as the API should give it: empty means unknown (null). */
const value = (v: string | undefined) => (v === undefined || v === "" ? null : Number(v));

/** A fingerprint of every public food, portion and recipe row, to prove a re-import changes nothing. */
async function fingerprint(t: TestApp) {
  const q = async (query: ReturnType<typeof sql>) => (await t.app.db.execute<{ v: string }>(query)).rows[0]!.v;
  return {
    foods: await q(
      sql`SELECT md5(string_agg(concat_ws('|', id, source, source_id, name_en, name_local, energy_kcal, protein_g, carbs_g, carbs_published_g, fat_g, fiber_g, salt_g, group_key, commonness, search_text), ',' ORDER BY id)) AS v FROM foods WHERE user_id IS NULL`,
    ),
    portions: await q(
      sql`SELECT md5(string_agg(concat_ws('|', food_id, seq, description, grams), ',' ORDER BY food_id, seq, description, grams)) AS v FROM food_portions p JOIN foods f ON f.id = p.food_id WHERE f.user_id IS NULL`,
    ),
    recipes: await q(
      sql`SELECT md5(string_agg(concat_ws('|', id, slug, energy_kcal, protein_g, carbs_g, fat_g, diets, allergens), ',' ORDER BY id)) AS v FROM recipes`,
    ),
    words: await q(sql`SELECT count(*)::text AS v FROM food_words`),
  };
}

describe.each(backends)("food data import (%s)", (backend) => {
  let t: TestApp;
  let importMs = 0;
  beforeAll(async () => {
    const started = performance.now();
    t = await buildTestApp(backend, { SEED_FOODS: true });
    await t.app.ready();
    if ((await t.app.foodData) !== "ready") throw new Error("the food import failed");
    importMs = performance.now() - started;
  }, 180_000);
  afterAll(() => t.close());

  const count = async (query: ReturnType<typeof sql>) => Number((await t.app.db.execute<{ n: number }>(query)).rows[0]!.n);
  const get = async (source: string, sourceId: string) => {
    const id = Number(
      (await t.app.db.execute<{ id: number }>(sql`SELECT id FROM foods WHERE source = ${source} AND source_id = ${sourceId}`)).rows[0]!.id,
    );
    return (await t.app.inject({ url: `/api/foods/${id}` })).json();
  };

  it("imports every row of the data files", async () => {
    expect(foodsCsv).toHaveLength(28_056);
    expect(portionsCsv).toHaveLength(37_668);
    expect(await count(sql`SELECT count(*) AS n FROM foods WHERE user_id IS NULL`)).toBe(foodsCsv.length);
    expect(await count(sql`SELECT count(*) AS n FROM food_portions`)).toBe(portionsCsv.length);
    for (const s of sourcesCsv) {
      expect({ source: s.source, foods: await count(sql`SELECT count(*) AS n FROM foods WHERE source = ${s.source}`) }).toEqual({
        source: s.source,
        foods: Number(s.foods),
      });
    }
    console.info(`[${backend}] app start with the full food import: ${Math.round(importMs)} ms`);
  });

  it("records the imported version of foods and recipes", async () => {
    const rows = (await t.app.db.execute<{ name: string; version: string }>(sql`SELECT name, version FROM data_versions ORDER BY name`))
      .rows;
    expect(rows.map((r) => r.name)).toEqual(["foods", "recipes"]);
    for (const r of rows) expect(r.version).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["usda_sr28", "01123"],
    ["usda_sr28", "20045"],
    ["usda_sr28", "05062"],
    ["ciqual_2025", "22000"],
    ["bls_4_0", "E111100"],
    ["uk_cofid_2015", "12-937"],
  ])("keeps %s:%s exactly as published", async (source, sourceId) => {
    const csv = foodsCsv.find((r) => r.source === source && r.source_id === sourceId)!;
    const id = Number(
      (await t.app.db.execute<{ id: number }>(sql`SELECT id FROM foods WHERE source = ${source} AND source_id = ${sourceId}`)).rows[0]!.id,
    );
    const res = await t.app.inject({ url: `/api/foods/${id}` });
    expect(res.statusCode).toBe(200);
    const food = res.json();
    expect(food).toMatchObject({ source, sourceId, nameEn: csv.name_en, nameLocal: csv.name_local || null });
    expect(food.nutrients.energyKcal).toBe(value(csv.kcal));
    expect(food.nutrients.proteinG).toBe(value(csv.protein_g));
    expect(food.nutrients.fatG).toBe(value(csv.fat_g));
    expect(food.nutrients.fiberG).toBe(value(csv.fiber_g));
    expect(food.nutrients.sugarsG).toBe(value(csv.sugars_g));
    expect(food.nutrients.sodiumMg).toBe(value(csv.sodium_mg));
    expect(food.nutrients.vitB12Ug).toBe(value(csv.vit_b12_ug));
    expect(food.carbs.publishedG).toBe(value(csv.carbs_g));
    expect(food.carbs.publishedBasis).toBe(csv.carbs_basis);
    expect(food.sourceInfo.attribution).toBe(sourcesCsv.find((s) => s.source === source)!.attribution);
  });

  it("matches the provenance spot checks: raw egg, cooked white rice, raw chicken breast", async () => {
    const egg = await get("usda_sr28", "01123");
    expect(egg.nutrients).toMatchObject({ energyKcal: 143, proteinG: 12.56, fatG: 9.51 });
    expect(egg.carbs.publishedG).toBe(0.72);
    expect(egg.portions).toContainEqual({ description: "1 large", grams: 50, fromSource: null });
    const rice = await get("usda_sr28", "20045");
    expect(rice.nutrients).toMatchObject({ energyKcal: 130, proteinG: 2.69, fatG: 0.28, fiberG: 0.4 });
    expect(rice.carbs).toEqual({ publishedBasis: "total_by_difference", publishedG: 28.17, fiberSubtracted: true });
    // The app counts available carbohydrate: by difference minus fibre.
    expect(rice.nutrients.carbsG).toBe(27.77);
    expect(rice.portions).toContainEqual({ description: "1 cup", grams: 158, fromSource: null });
    const chicken = await get("usda_sr28", "05062");
    expect(chicken.nutrients).toMatchObject({ energyKcal: 120, proteinG: 22.5, carbsG: 0, fatG: 2.62 });
    const ciqualEgg = await get("ciqual_2025", "22000");
    expect(ciqualEgg.nutrients).toMatchObject({ energyKcal: 140, proteinG: 12.8, carbsG: 0.06, fatG: 9.83 });
    expect(ciqualEgg.carbs).toEqual({ publishedBasis: "available", publishedG: 0.06, fiberSubtracted: false });
  });

  it("keeps empty cells unknown, not zero", async () => {
    const rawMilk = (
      await t.app.db.execute<{ energy_kcal: number | null; protein_g: number | null; fat_g: number }>(
        sql`SELECT energy_kcal, protein_g, fat_g FROM foods WHERE source = 'ciqual_2025' AND source_id = '19010'`,
      )
    ).rows[0]!;
    expect(rawMilk.energy_kcal).toBeNull();
    expect(rawMilk.protein_g).toBeNull();
    expect(rawMilk.fat_g).toBe(4.4);
    const bls = (
      await t.app.db.execute<{ n: number }>(
        sql`SELECT count(*) AS n FROM foods WHERE source = 'bls_4_0' AND (sodium_mg IS NOT NULL OR sat_fat_g IS NOT NULL)`,
      )
    ).rows[0]!;
    expect(Number(bls.n)).toBe(0);
  });

  it(
    "does nothing when started again on the same data, and re-imports a new version without touching users' data",
    { timeout: 180_000 },
    async () => {
      const before = await fingerprint(t);
      expect((await ensureFoodData(t.app.db, silent, [recipeData])).imported).toBe(false);
      expect(await fingerprint(t)).toEqual(before);

      const { browser } = await registerUser(t.app);
      const custom = await browser.post("/api/foods/custom", {
        name: "Grandma's plum cake",
        energyKcal: 310,
        proteinG: 5,
        carbsG: 45,
        fatG: 12,
      });
      expect(custom.statusCode).toBe(201);
      const meal = await browser.post("/api/meals", {
        food: "Plum cake",
        calories: 310,
        proteins: 5,
        carbs: 45,
        fats: 12,
        mealType: "snack",
      });
      expect(meal.statusCode).toBe(201);

      // A new data version (simulated by forgetting the imported one) re-imports everything.
      await t.app.db.execute(sql`DELETE FROM data_versions`);
      const again = await ensureFoodData(t.app.db, silent, [recipeData]);
      expect(again.imported).toBe(true);
      expect(again.foods).toMatchObject({ foods: 28_056, portions: 37_668, removed: 0 });
      console.info(`[${backend}] re-import of foods and recipes: ${again.ms} ms`);
      expect(await fingerprint(t)).toEqual(before);
      expect((await browser.get(`/api/foods/${custom.json().id}`)).json().nameEn).toBe("Grandma's plum cake");
      expect((await browser.get("/api/meals")).json()).toHaveLength(1);
    },
  );
});
