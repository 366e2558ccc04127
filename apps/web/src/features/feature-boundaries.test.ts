import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph } from "../../../../scripts/import-graph.ts";

/**
 * STYLE.md §2: on the web, features never import each other; they compose in app/routes, and what a
 * second feature needs moves down into lib/ or components/ui (the session: lib/session.ts,
 * docs/decisions/0001-session-in-lib.md).
 */
const featuresDir = path.resolve(import.meta.dirname);

/** Imports still to move, each with its owner's reason; empty is the goal. */
const PENDING: string[] = [];

describe("feature boundaries", () => {
  it("no feature imports another feature, not even lazily", () => {
    const crossings = importGraph(featuresDir)
      .edges.filter((e) => !e.to.startsWith("..") && e.from.includes("/") && e.from.split("/")[0] !== e.to.split("/")[0])
      .map((e) => `${e.from} → ${e.to.split("/")[0]}`);
    expect(crossings.filter((c) => !PENDING.includes(c))).toEqual([]);
  });

  it("the premium gate reads the session from lib/, not from the auth feature", () => {
    const gate = fs.readFileSync(path.join(featuresDir, "billing/components/premium-gate.tsx"), "utf8");
    expect(gate).toContain('from "../../../lib/session.ts"');
    expect(gate).not.toMatch(/features\/auth|\.\.\/\.\.\/auth\//);
  });
});
