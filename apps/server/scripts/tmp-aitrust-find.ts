import { buildTestApp } from "../test/build-test-app.ts";
import { searchFoods, getFoodDetail } from "../src/features/foods/index.ts";
const t = await buildTestApp("pglite", { SEED_FOODS: true });
await t.app.ready();
await t.app.foodData;
const queries = process.argv.slice(2);
for (const q of queries) {
  console.log(`## ${q}`);
  const hits = await searchFoods(t.app.db, { query: q, limit: 10, locale: "en" });
  for (const h of hits) {
    const d = await getFoodDetail(t.app.db, h.id, {});
    const portions = (d?.portions ?? []).slice(0, 5).map((p) => `${p.description}=${p.grams}`).join("; ");
    console.log(`  ${d?.source}:${d?.sourceId} | ${h.name} | ${d?.nutrients.energyKcal} kcal | ${portions}`);
  }
}
await t.close();
