/**
 * Why a food ranks where it does: for each query (argv), the driving word's candidates as searchFoods ranks them
 * (before grouping), with each part of the score (foods.ranking.ts). EVAL_PGLITE_DIR keeps the imported foods.
 *   node --import tsx apps/server/scripts/explain-search.ts 'torta al cioccolato' 'white bread'   (EXPLAIN_TOP=15)
 */
import { openDatabase } from "../src/db/client.ts";
import { ensureFoodData, searchFoods } from "../src/features/foods/index.ts";
import { explainRanking, formsOf, matcherOf, rankFoods, type RankQuery } from "../src/features/foods/foods.ranking.ts";
import { candidateIds, postingsOf, publicFoodsMatching, searchKeysFor } from "../src/features/foods/foods.search-keys.ts";
import { normalizeText, queryTokens } from "../src/features/foods/foods.text.ts";
import { translateItalian, vocabularyFor } from "../src/features/foods/foods.vocabulary.ts";

const database = await openDatabase(process.env.EVAL_PGLITE_DIR ?? "memory://");
await ensureFoodData(database.db, { info: () => {}, warn: () => {} });
const top = Number(process.env.EXPLAIN_TOP ?? 12);
const locale = process.env.EXPLAIN_LOCALE ?? "en";
const f = (n: number) => n.toFixed(2);
for (const raw of process.argv.slice(2)) {
  const it = translateItalian(normalizeText(raw));
  const normalized = normalizeText(it?.query ?? raw);
  const tokens = queryTokens(normalized).filter((t) => t.length >= 2);
  const vocabulary = await vocabularyFor(database.db);
  const expansions = tokens.map((t) => vocabulary.expand(t));
  const q: RankQuery = { normalized, tokens, expansions };
  const weight = (e: (typeof expansions)[number]) => e.words.reduce((n, w) => n + w.foods, 0);
  const driver = expansions.reduce((a, b) => (weight(b) < weight(a) ? b : a));
  const ids = candidateIds(
    (await postingsOf(database.db))!,
    driver.words.slice(0, 10).map((w) => ({ word: w.word, prio: w.kind === "prefix" ? 0 : 1 })),
  );
  let keys = await searchKeysFor(database.db, ids, 0);
  // searchFoods' exhaustive path: too few of the driving word's best foods have every word.
  const exhaustive = weight(driver) > 150 && rankFoods(keys, q).length < 12 && expansions.length > 1;
  if (exhaustive)
    keys = await searchKeysFor(database.db, (await publicFoodsMatching(database.db, formsOf(driver), matcherOf(q), 5000))!.ids, 0);
  console.log(
    `\n"${raw}" → "${normalized}" (driver ${driver.token}: ${driver.words.map((w) => `${w.word}/${w.kind}`).join(" ")}; ${ids.length} candidates${exhaustive ? `; exhaustive: ${keys.length}` : ""})`,
  );
  for (const x of explainRanking(keys, q).slice(0, top)) {
    const e = x.local && x.local.text + x.local.head > x.en.text + x.en.head ? x.local : x.en;
    console.log(
      `  ${f(x.score).padStart(6)} c${String(x.r.commonness).padStart(3)} txt ${f(e.text)} tri ${f(e.trigram)} head ${f(e.head)} lead ${e.lead} extra ${f(e.extra)} exact ${e.exact} usual ${f(x.usual)}  ${x.r.name_en}${x.r.name_local ? ` / ${x.r.name_local}` : ""} [${(x.r as { source?: string }).source}] group ${(x.r as { group_key?: string }).group_key}: ${((x.r as { group_members?: { nameEn: string; source: string }[] | null }).group_members ?? []).map((m) => `${m.nameEn} [${m.source}]`).join(" ; ")}`,
    );
  }
  const res = await searchFoods(database.db, { query: raw, limit: 5, locale });
  console.log(`  searchFoods(${locale}): ${res.map((r) => `${r.nameEn} [${r.source}]`).join(" | ")}`);
}
await database.close();
