import { readFileSync } from "node:fs";
import type { AnalyzeFoodImageResponse } from "@app/shared";
import { getFoodDetail, searchFoods } from "../src/features/foods/index.ts";
import { buildTestApp, registerUser } from "../test/build-test-app.ts";

const t = await buildTestApp("pglite", { SEED_FOODS: true });
await t.app.ready();
await t.app.foodData;
const { browser } = await registerUser(t.app);
for (const line of readFileSync(process.argv[2]!, "utf8").split("\n").filter(Boolean)) {
  if (line.startsWith("?")) {
    const hits = await searchFoods(t.app.db, { query: line.slice(1), limit: 15, locale: "en" });
    console.log(`## ${line}`);
    for (const h of hits) {
      const d = await getFoodDetail(t.app.db, h.id, { locale: "en" });
      console.log(`  ${d?.source}:${d?.sourceId} | ${h.name} | ${d?.nutrients.energyKcal} kcal | ${d?.category} | ${d?.portions.map((p) => `${p.description}=${p.grams}`).join("; ").slice(0, 200)}`);
    }
    continue;
  }
  const [lang, text] = line.split("|");
  const res = await browser.post("/api/analyze-food-image", { description: text, language: lang });
  const a = (res.json() as AnalyzeFoodImageResponse).analysis;
  console.log(`[${lang}] ${text} => ${a?.totals.calories} kcal: ${(a?.foods ?? []).map((f) => `${f.grams} g ${f.food?.name ?? f.name} (${f.calories})`).join(" + ")}`);
}
await t.close();
