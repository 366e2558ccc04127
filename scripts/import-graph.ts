import fs from "node:fs";
import path from "node:path";

/**
 * The relative imports between a directory's source files, for the layer and cycle tests
 * (apps/server/test/layers.test.ts, apps/web/src/import-cycles.test.ts,
 * apps/web/src/features/feature-boundaries.test.ts). Reads `import … from`, `export … from`,
 * `import "…"` and `import("…")`; package imports (`react`, `@app/shared`) are not edges.
 */
export interface ImportEdge {
  /** Both relative to the scanned directory, with `/` separators. */
  from: string;
  to: string;
  /** `import type …` / `export type …`: erased at run time, still a dependency of the source. */
  typeOnly: boolean;
  /** `import("…")`: loaded when first needed. */
  dynamic: boolean;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
  /** Imports that could not be followed: a non-literal `import(…)`, or a relative path with no file. */
  unresolved: string[];
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Comments out of the way, so a commented-out import is no edge; strings and code stay. */
function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\/])\/\/.*$/gm, "$1");
}

function resolve(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export function importGraph(root: string): ImportGraph {
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const files = sourceFiles(root);
  const edges: ImportEdge[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    const code = stripComments(fs.readFileSync(file, "utf8"));
    const found: { specifier: string; typeOnly: boolean; dynamic: boolean }[] = [];
    for (const m of code.matchAll(/\b(import|export)(\s+type)?\s+[^;"'`]*?\bfrom\s*["']([^"']+)["']/g)) {
      found.push({ specifier: m[3]!, typeOnly: Boolean(m[2]), dynamic: false });
    }
    for (const m of code.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) found.push({ specifier: m[1]!, typeOnly: false, dynamic: false });
    for (const m of code.matchAll(/(?<![.\w$])import\s*\(\s*([^)]*?)\s*\)/g)) {
      const literal = /^["'`]([^"'`$]+)["'`]$/.exec(m[1]!);
      if (literal) found.push({ specifier: literal[1]!, typeOnly: false, dynamic: true });
      else unresolved.push(`${rel(file)}: import(${m[1]}) is not a literal path`);
    }
    for (const { specifier, typeOnly, dynamic } of found) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(file, specifier);
      if (!target) unresolved.push(`${rel(file)}: "${specifier}" is no file`);
      else edges.push({ from: rel(file), to: rel(target), typeOnly, dynamic });
    }
  }
  return { files: files.map(rel), edges, unresolved };
}

/**
 * The import cycles, counting every kind of import: a type-only import vanishes at run time and a
 * dynamic one loads later, but either still ties the two files together (neither can be understood,
 * moved or split without the other). What both sides need goes into a third file. Each cycle is
 * printed as `a → b → a`.
 */
export function importCycles(graph: ImportGraph): string[] {
  const next = new Map<string, string[]>();
  for (const e of graph.edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (next.get(v) ?? []).includes(v)) components.push(component);
    }
  };
  for (const file of graph.files) if (!index.has(file)) visit(file);
  // One concrete loop per component: a shortest path back to its first file.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const v = queue.shift()!;
      for (const w of next.get(v) ?? []) {
        if (!members.has(w)) continue;
        if (w === start) {
          const loop = [start];
          for (let u: string | undefined = v; u !== undefined && u !== start; u = previous.get(u)) loop.splice(1, 0, u);
          return [...loop, start].join(" → ");
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return component.join(" ↔ ");
  });
}
