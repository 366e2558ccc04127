/** Reads the descriptions given on the command line through the analyzer, as the page sends them (lang: --it). */
import type { AnalyzeFoodImageResponse } from "@app/shared";
import { buildTestApp, registerUser } from "../test/build-test-app.ts";
const lang = process.argv.includes("--it") ? "it" : "en";
const texts = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const t = await buildTestApp("pglite", { SEED_FOODS: true });
await t.app.ready();
await t.app.foodData;
const { browser } = await registerUser(t.app);
for (const text of texts) {
  const res = await browser.post("/api/analyze-food-image", { description: text, language: lang });
  const a = (res.json() as AnalyzeFoodImageResponse).analysis;
  const foods = (a?.foods ?? []).map((f) => `${f.grams} g ${f.food?.name ?? f.name} (${f.calories ?? "?"} kcal, ${f.confidence ?? ""})`);
  console.log(`"${text}" → ${a?.totals.calories ?? 0} kcal: ${foods.join(" + ")}`);
}
await t.close();
