/**
 * npm run eval:analyzer — quality figures of the food analyzer, offline, on this machine:
 *   - label field accuracy: generated nutrition label images (test/fixtures/labels.ts: four languages,
 *     per-100 g and per-serving layouts, fonts, sizes, rotation, blur, JPEG noise) read by OCR, share of
 *     the printed fields read exactly (target ≥ 98 %);
 *   - description accuracy: the description table (test/fixtures/descriptions.ts), mean absolute
 *     calorie error of the analysis against the expected foods and grams (target ≤ 5 %);
 *   - dish descriptions: 200+ descriptions of home and restaurant dishes as people type them, against references
 *     from the food tables' mixed dishes (scripts/eval-dishes.ts; median absolute calorie error ≤ 10 %, p90 ≤ 25 %);
 *   - time per label analysis through POST /api/analyze-food-image (median and p90; target ≤ 1.5 s median).
 * Env: EVAL_LABELS (default 48). `npm run eval:analyzer -- --dishes` runs the dish set only.
 */
import os from "node:os";
import { LABEL_FIELDS, type AnalyzeFoodImageResponse } from "@app/shared";
import { findFoodIdsBySourceKeys, getFoodDetail } from "../src/features/foods/index.ts";
import { lexiconEntry } from "../src/features/analyzer/analyzer.lexicon.ts";
import { warmUpDetector } from "../src/features/analyzer/analyzer.detector.ts";
import { warmUpOcr } from "../src/features/analyzer/analyzer.ocr.ts";
import { buildTestApp, registerUser } from "../test/build-test-app.ts";
import { DESCRIPTION_CASES } from "../test/fixtures/descriptions.ts";
import { labelCases, renderLabel } from "../test/fixtures/labels.ts";
import { runDishSet } from "./eval-dishes.ts";

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

async function main() {
  const started = performance.now();
  console.log("Loading the food database (first start imports it)...");
  const t = await buildTestApp("pglite", { SEED_FOODS: true });
  await t.app.ready();
  await t.app.foodData;
  await Promise.all([warmUpOcr(), warmUpDetector()]);
  const { browser } = await registerUser(t.app);
  if (process.argv.includes("--dishes")) {
    await runDishSet(t.app.db, browser);
    await t.close();
    return;
  }

  // Labels, through the API.
  const cases = labelCases(Number(process.env.EVAL_LABELS ?? 48));
  let fields = 0;
  let exact = 0;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const misses: string[] = [];
  for (const c of cases) {
    const jpeg = await renderLabel(c);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const res = await browser.post("/api/analyze-food-image", { imageBase64: `data:image/jpeg;base64,${jpeg.toString("base64")}` });
    times.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    const body = res.json() as AnalyzeFoodImageResponse;
    const label = body.analysis?.label ?? null;
    const columns = [
      ["per100g", c.servingOnly ? null : c.per100g],
      ["perServing", c.perServing],
    ] as const;
    for (const [col, expected] of columns) {
      if (!expected) continue;
      for (const k of LABEL_FIELDS) {
        if (expected[k] === null) continue;
        fields += 1;
        const got = label?.[col]?.[k] ?? null;
        if (got === expected[k]) exact += 1;
        else misses.push(`${c.name}: ${col}.${k} expected ${expected[k]}, read ${got}`);
      }
    }
  }

  const labelLoad = os.loadavg()[0]!;

  // Descriptions: expected calories from the expected foods and grams.
  const errors: number[] = [];
  const descMisses: string[] = [];
  for (const c of DESCRIPTION_CASES) {
    let expectedKcal = 0;
    for (const [key, grams] of c.expect) {
      const entry = lexiconEntry(key)!;
      const row = (await findFoodIdsBySourceKeys(t.app.db, [{ source: entry.source, sourceId: entry.sourceId }])).get(
        `${entry.source}:${entry.sourceId}`,
      );
      const detail = row ? await getFoodDetail(t.app.db, row.id, {}) : undefined;
      expectedKcal += ((detail?.nutrients.energyKcal ?? 0) * grams) / 100;
    }
    const res = await browser.post("/api/analyze-food-image", { description: c.text });
    const got = (res.json() as AnalyzeFoodImageResponse).analysis?.totals.calories ?? 0;
    const err = expectedKcal > 0 ? Math.abs(got - expectedKcal) / expectedKcal : got === 0 ? 0 : 1;
    errors.push(err);
    if (err > 0.05) descMisses.push(`"${c.text}": expected ${Math.round(expectedKcal)} kcal, got ${got}`);
  }

  const accuracy = exact / fields;
  const mae = errors.reduce((s, e) => s + e, 0) / errors.length;
  const median = quantile(times, 0.5);
  console.log("");
  console.log(
    `Label field accuracy:      ${pct(accuracy)} (${exact}/${fields} fields exact, ${cases.length} label images)   target >= 98 %   ${accuracy >= 0.98 ? "OK" : "MISSED"}`,
  );
  console.log(
    `Description calorie error: ${pct(mae)} mean absolute (${DESCRIPTION_CASES.length} descriptions)   target <= 5 %   ${mae <= 0.05 ? "OK" : "MISSED"}`,
  );
  console.log(
    `Time per label analysis:   median ${Math.round(median)} ms, p90 ${Math.round(quantile(times, 0.9))} ms (HTTP inject, OCR included)   target <= 1500 ms   ${median <= 1500 ? "OK" : "MISSED"}`,
  );
  console.log(
    `                           CPU time per label (all threads of the process): median ${Math.round(quantile(cpuTimes, 0.5))} ms, p90 ${Math.round(quantile(cpuTimes, 0.9))} ms; 1-minute load average after the labels ${labelLoad.toFixed(1)} on ${os.cpus().length} cores`,
  );
  if (misses.length) console.log(`\nLabel fields missed:\n  ${misses.join("\n  ")}`);
  if (descMisses.length) console.log(`\nDescriptions off by more than 5 %:\n  ${descMisses.join("\n  ")}`);
  console.log("");
  await runDishSet(t.app.db, browser);
  await t.close();
  console.log(`\n(total ${Math.round((performance.now() - started) / 1000)} s)`);
}

await main();
