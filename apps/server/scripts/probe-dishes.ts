import { buildTestApp } from "../test/build-test-app.ts";
import { parseDescription } from "../src/features/analyzer/analyzer.description.ts";
import { searchFoods } from "../src/features/foods/index.ts";
import { loadDishSet } from "./eval-dishes.ts";
const t = await buildTestApp("pglite", { SEED_FOODS: true });
await t.app.ready();
await t.app.foodData;
for (const c of loadDishSet()) {
  for (const item of parseDescription(c.text)) {
    const hits = await searchFoods(t.app.db, { query: item.name, limit: 3, locale: c.lang });
    console.log(`${c.lang} "${item.name}" [${item.entry?.key ?? "-"}] -> ${hits.map((h) => `${h.name} (${h.source})`).join(" | ")}`);
  }
}
await t.close();
