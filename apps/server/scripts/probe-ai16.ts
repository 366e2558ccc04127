import { buildTestApp } from "../test/build-test-app.ts";
import { describeMeal } from "../src/features/analyzer/analyzer.service.ts";
import { findDish } from "../src/features/analyzer/analyzer.dishes.ts";
import { getFoodDetail, searchFoods } from "../src/features/foods/index.ts";
const t = await buildTestApp("pglite", { SEED_FOODS: true });
await t.app.ready();
await t.app.foodData;
for (const line of process.argv.slice(2)) {
  const [lang, text] = line.split("|") as ["en" | "it", string];
  const foods = await describeMeal(t.app.db, text, lang);
  console.log(`${lang} "${text}" -> ${foods.map((f) => `${f.grams} g ${f.food?.name} [${f.portion}] ${f.calories} kcal`).join(" + ")}`);
  const hits = await searchFoods(t.app.db, { query: text, limit: 5, locale: lang });
  console.log(`   search: ${hits.map((h) => h.name).join(" | ")}`);
  const d = await findDish(t.app.db, text, { locale: lang, detail: (id) => getFoodDetail(t.app.db, id, { locale: lang }) });
  if (d) console.log(`   dish: ${d.detail.name} (${d.detail.category}) cov ${d.coverage} portions ${d.detail.portions.map((p) => `${p.description}=${p.grams}`).join("; ")}`);
}
await t.close();
