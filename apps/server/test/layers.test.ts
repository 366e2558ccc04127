import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, type ImportEdge } from "../../../scripts/import-graph.ts";

/**
 * The server's layers point one way (docs/CONTRIBUTING.md#server-layers):
 *
 *   server.ts → app.ts, web-app.ts            composition: builds the app from the features
 *       ↓
 *   features/<name>/                          one folder per feature; others see only its index.ts
 *       ↓
 *   db/, lib/, plugins/, config.ts            know no feature
 *
 * Dynamic `import()` counts like a static import.
 */
const src = path.resolve(import.meta.dirname, "../src");
const graph = importGraph(src);

type Layer = "composition" | "features" | "lower" | "data";
const layerOf = (file: string): Layer =>
  file.startsWith("../")
    ? "data" // apps/server/data: shipped tables and recipe definitions, imported by the feature that owns them
    : file.startsWith("features/")
      ? "features"
      : /^(db|lib|plugins)\/|^config\.ts$/.test(file)
        ? "lower"
        : "composition";
const featureOf = (file: string) => file.split("/")[1]!;
const isFeatureIndex = (file: string) => /^features\/[^/]+\/index\.ts$/.test(file);
const show = (e: ImportEdge) => `${e.from} → ${e.to}${e.dynamic ? " (import())" : ""}`;

/** What is wrong with one import, or undefined. */
function violation(e: ImportEdge): string | undefined {
  const from = layerOf(e.from);
  const to = layerOf(e.to);
  if (to === "data") return undefined;
  if (from === "lower" && to !== "lower")
    return `${show(e)}: db/, lib/, plugins/ and config.ts may not import a ${to === "features" ? "feature" : "composition file"}`;
  if (from === "features" && to === "composition")
    return `${show(e)}: a feature may not import the composition (app.ts, server.ts, web-app.ts)`;
  if (to === "features" && !isFeatureIndex(e.to) && (from !== "features" || featureOf(e.from) !== featureOf(e.to))) {
    return `${show(e)}: another feature's internals; import from features/${featureOf(e.to)}/index.ts`;
  }
  return undefined;
}

const edge = (from: string, to: string, dynamic = false): ImportEdge => ({ from, to, dynamic, typeOnly: false });

describe("server layers", () => {
  it("finds the imports it checks", () => {
    expect(graph.unresolved).toEqual([]);
    // A sanity check of the scanner itself: the composition imports features, features import db/.
    expect(graph.edges.some((e) => e.from === "app.ts" && e.to === "features/auth/index.ts")).toBe(true);
    expect(graph.edges.some((e) => e.from === "features/meals/meals.repository.ts" && e.to === "db/client.ts")).toBe(true);
  });

  it("db/, lib/ and plugins/ import no feature; features see each other only through index.ts", () => {
    expect(graph.edges.map(violation).filter(Boolean)).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("the checks catch what they should", () => {
    expect(violation(edge("db/client.ts", "features/auth/auth.table.ts"))).toMatch(/may not import a feature/);
    expect(violation(edge("lib/visitor.ts", "features/auth/index.ts", true))).toMatch(/may not import a feature/);
    expect(violation(edge("features/goals/goals.repository.ts", "features/auth/auth.table.ts"))).toMatch(/internals/);
    expect(violation(edge("features/ai/ai.routes.ts", "features/meals/meals.repository.ts", true))).toMatch(/internals/);
    expect(violation(edge("app.ts", "features/site/site.routes.ts"))).toMatch(/internals/);
    expect(violation(edge("features/ai/ai.routes.ts", "app.ts"))).toMatch(/composition/);
    expect(violation(edge("features/goals/goals.repository.ts", "features/auth/index.ts"))).toBeUndefined();
    expect(violation(edge("features/goals/goals.routes.ts", "features/goals/goals.repository.ts"))).toBeUndefined();
    // Type-only and dynamic imports close a cycle too.
    const cycles = importCycles({
      files: ["a.ts", "b.ts", "c.ts", "d.ts"],
      edges: [edge("a.ts", "b.ts"), { ...edge("b.ts", "a.ts"), typeOnly: true }, edge("c.ts", "d.ts"), edge("d.ts", "c.ts", true)],
      unresolved: [],
    });
    expect(cycles.sort()).toEqual(["a.ts → b.ts → a.ts", "c.ts → d.ts → c.ts"]);
  });
});
