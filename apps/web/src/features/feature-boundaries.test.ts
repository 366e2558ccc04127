import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * STYLE.md §2: on the web, features never import each other; they compose in app/routes, and what a
 * second feature needs moves down into lib/ or components/ui (the session: lib/session.ts,
 * docs/decisions/0001-session-in-lib.md).
 */
const featuresDir = path.resolve(import.meta.dirname);

/** Imports still to move, each with its owner's reason; empty is the goal. */
const PENDING: string[] = [];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("feature boundaries", () => {
  it("no feature imports another feature", () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(featuresDir)) {
      const rel = path.relative(featuresDir, file);
      const own = rel.split(path.sep)[0]!;
      if (!rel.includes(path.sep)) continue;
      for (const match of fs.readFileSync(file, "utf8").matchAll(/from\s+["'](\.[^"']+)["']/g)) {
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), match[1]!));
        if (target.startsWith("..")) continue;
        const other = target.split(path.sep)[0]!;
        if (other !== own) crossings.push(`${rel.split(path.sep).join("/")} → ${other}`);
      }
    }
    expect(crossings.filter((c) => !PENDING.includes(c))).toEqual([]);
  });

  it("the premium gate reads the session from lib/, not from the auth feature", () => {
    const gate = fs.readFileSync(path.join(featuresDir, "billing/components/premium-gate.tsx"), "utf8");
    expect(gate).toContain('from "../../../lib/session.ts"');
    expect(gate).not.toMatch(/features\/auth|\.\.\/\.\.\/auth\//);
  });
});
