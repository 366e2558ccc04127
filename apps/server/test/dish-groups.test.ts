import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadDishGroups, loadDishSet } from "../scripts/eval-dishes.ts";
import { lexiconEntry } from "../src/features/analyzer/analyzer.lexicon.ts";

/**
 * The dish set's consensus reference (decision 0019): test/eval/dish-groups.json holds, for every reference entry of
 * test/eval/dish-descriptions.json, the curated group of same-dish entries whose median energy the eval measures
 * against. The groups are eval data: the analyzer must not read them, or the consensus would measure itself.
 */
const foodsCsv = path.resolve(import.meta.dirname, "../data/foods/foods.csv.gz");

function shippedFoods(): Map<string, string> {
  const lines = zlib.gunzipSync(fs.readFileSync(foodsCsv)).toString("utf8").split("\n");
  const header = lines[0]!.split(",");
  const kcalAt = header.indexOf("kcal");
  const kjAt = header.indexOf("energy_kj");
  const out = new Map<string, string>();
  for (const line of lines.slice(1)) {
    if (!line) continue;
    // source and source_id never hold commas or quotes; the energy columns come after the quoted names, so read
    // them from a proper split of the quoted CSV line.
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ""));
    out.set(`${cells[0]}:${cells[1]}`, cells[kcalAt] || cells[kjAt] || "");
  }
  return out;
}

const resolve = (ref: string) => {
  if (!ref.startsWith("lex:")) return ref;
  const entry = lexiconEntry(ref.slice(4));
  return entry ? `${entry.source}:${entry.sourceId}` : undefined;
};

describe("dish groups (the consensus reference of the dish set)", () => {
  const { rule, groups } = loadDishGroups();
  const cases = loadDishSet();

  it("states one inclusion rule", () => {
    expect(rule).toMatch(/dish as the person said it/);
  });

  it("has exactly one group for every reference of every case, holding that reference's entry", () => {
    const groupOf = new Map<string, (typeof groups)[number]>();
    for (const g of groups) {
      for (const ref of g.refs) {
        expect(groupOf.has(ref), `${ref} is in two groups`).toBe(false);
        groupOf.set(ref, g);
      }
    }
    const missing: string[] = [];
    for (const c of cases) {
      for (const [ref] of c.ref) {
        const g = groupOf.get(ref);
        const id = resolve(ref);
        if (!g || !id || !g.entries.some((e) => e.id === id)) missing.push(`${c.text}: ${ref}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names only entries the app ships, each with an energy, once per group", () => {
    const foods = shippedFoods();
    const bad: string[] = [];
    for (const g of groups) {
      const ids = g.entries.map((e) => e.id);
      if (new Set(ids).size !== ids.length) bad.push(`${g.dish}: an entry twice`);
      for (const id of ids) if (!foods.get(id)) bad.push(`${g.dish}: ${id}`);
    }
    expect(bad).toEqual([]);
  });

  it("is never read by the analyzer or any other server code", () => {
    const src = path.resolve(import.meta.dirname, "../src");
    const readers = (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((f) => /\.(ts|tsx|js|mjs|json)$/.test(f))
      .filter((f) => /dish-groups|dishGroups|DishGroup/.test(fs.readFileSync(path.join(src, f), "utf8")));
    expect(readers).toEqual([]);
  });
});
