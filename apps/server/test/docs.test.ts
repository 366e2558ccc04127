import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigSchema } from "../src/config.ts";

/** README.md and .env.example say what the code does: every setting, every workspace, every feature. */
const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");

/** The text of one `## ` section of the README, up to the next one. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README has no section "${title}"`);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

const configKeys = Object.keys(ConfigSchema.shape).sort();

describe("README and .env.example", () => {
  it("the README's configuration table lists every setting of config.ts, and nothing else", () => {
    const rows = [...section("Configuration").matchAll(/^\| `([A-Z0-9_]+)`\s*\|/gm)].map((m) => m[1]!);
    expect(rows.sort()).toEqual(configKeys);
  });

  it(".env.example lists every setting of config.ts, and nothing else", () => {
    const lines = [...read(".env.example").matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(lines.sort()).toEqual(configKeys);
  });

  it("only config.ts reads process.env on the server", () => {
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|mjs)$/.test(entry.name) && /process\.env\b/.test(fs.readFileSync(full, "utf8")))
          readers.push(path.relative(root, full));
      }
    };
    walk(path.join(root, "apps/server/src"));
    expect(readers).toEqual(["apps/server/src/config.ts"]);
  });

  it("'Where the code lives' names every workspace and every server feature, and its paths exist", () => {
    const where = section("Where the code lives");
    const workspaces = (JSON.parse(read("package.json")) as { workspaces: string[] }).workspaces.flatMap((pattern) =>
      pattern.endsWith("/*")
        ? fs
            .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
            .filter((d) => d.isDirectory())
            .map((d) => `${pattern.slice(0, -2)}/${d.name}`)
        : [pattern],
    );
    expect(workspaces.filter((w) => !new RegExp(`\\| \`${w}[/\`]`).test(where))).toEqual([]);

    const featureRow = where.split("\n").find((line) => line.startsWith("| `apps/server/src/features/<feature>`"))!;
    const listed = [...featureRow.split("|")[2]!.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!).sort();
    const features = fs
      .readdirSync(path.join(root, "apps/server/src/features"), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(listed).toEqual(features);

    const paths = [...where.matchAll(/^\| `([^`<]+)`/gm)].map((m) => m[1]!);
    expect(paths.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
  });
});

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");

describe("docs/product", () => {
  const productDir = path.join(root, "docs/product");
  const anchors = new Map(
    fs
      .readdirSync(productDir)
      .filter((f) => f.endsWith(".md"))
      .map((f) => [f, new Set([...fs.readFileSync(path.join(productDir, f), "utf8").matchAll(/^#{1,4} (.+)$/gm)].map((m) => slug(m[1]!)))]),
  );

  it("every docs/product/<page>.md#<section> cited in the code exists", () => {
    const cited = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === "node_modules" || entry.name === "dist") continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|mjs)$/.test(entry.name)) {
          for (const m of fs.readFileSync(full, "utf8").matchAll(/docs\/product\/([a-z-]+\.md)#([a-z0-9-]+)/g))
            cited.add(`${m[1]}#${m[2]}`);
        }
      }
    };
    for (const dir of ["apps/server/src", "apps/web/src", "packages/shared/src", "e2e"]) walk(path.join(root, dir));
    expect(cited.size).toBeGreaterThan(30);
    const missing = [...cited].filter((c) => {
      const [file, anchor] = c.split("#") as [string, string];
      return !anchors.get(file)?.has(anchor);
    });
    expect(missing).toEqual([]);
  });

  it("no comment cites the spec documents a contributor cannot read", () => {
    const citing: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === "node_modules" || entry.name === "dist") continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|mjs)$/.test(entry.name) && /\bspec 00\d §/.test(fs.readFileSync(full, "utf8")))
          citing.push(path.relative(root, full));
      }
    };
    for (const dir of ["apps", "packages", "e2e", "scripts"]) walk(path.join(root, dir));
    expect(citing).toEqual([]);
  });
});
