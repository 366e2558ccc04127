import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "../../../scripts/import-graph.ts";

/**
 * No two files of the web app import each other, directly or round a loop; type-only and lazy
 * `import()` imports count too. What both sides of a loop need goes into a third file (the landing
 * page's props: landing-props.ts; the list of languages: i18n/locales.ts).
 */
describe("web imports", () => {
  const graph = importGraph(path.resolve(import.meta.dirname));

  it("follows every relative import", () => {
    expect(graph.unresolved).toEqual([]);
    expect(graph.edges.some((e) => e.from === "app/router.tsx" && e.dynamic)).toBe(true);
  });

  it("has no import cycles", () => {
    expect(importCycles(graph)).toEqual([]);
  });
});
