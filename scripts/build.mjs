#!/usr/bin/env node
// The production build: the web app (apps/web/dist, by Vite) and the server compiled to JavaScript
// (apps/server/dist/server.js, one esbuild bundle with @app/shared inlined and every npm package left
// to node_modules). Each part is rebuilt only when its sources changed since its last build: a sha256
// of its source files and of package-lock.json is kept in a stamp file inside its output, so deleting
// the output also forgets the stamp.
//
//   node scripts/build.mjs            build what is out of date (npm run build, npm start)
//   node scripts/build.mjs --force    build both
//   node scripts/build.mjs --check    only tell what is out of date (exit 1 when something is)
//
// Prints one line per part: "web: up to date" or "web: built in 41.2 s".
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const ROOT = path.resolve(import.meta.dirname, "..");
const STAMP = ".build-stamp";
const SKIP_DIRS = new Set(["node_modules", "dist", "test-results", "coverage", ".vite"]);

/** Every file under `dir` (relative to ROOT), sorted, skipping build outputs and tests. */
function filesUnder(dir) {
  const out = [];
  const walk = (abs) => {
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const full = path.join(abs, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(full);
      } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".log")) out.push(full);
    }
  };
  walk(path.join(ROOT, dir));
  return out.map((f) => path.relative(ROOT, f).split(path.sep).join("/")).sort();
}

const COMMON = () => ["package-lock.json", "tsconfig.base.json", "scripts/build.mjs", ...filesUnder("packages/shared")];

/** The two parts: what they are built from, where the output goes, how they are built. */
export const PARTS = {
  web: {
    out: "apps/web/dist",
    entry: "index.html",
    inputs: () => [...COMMON(), ...filesUnder("apps/web").filter((f) => !f.startsWith("apps/web/src/test/"))],
    build: buildWeb,
  },
  server: {
    out: "apps/server/dist",
    entry: "server.js",
    inputs: () => [...COMMON(), "apps/server/package.json", "apps/server/tsconfig.json", ...filesUnder("apps/server/src")],
    build: buildServer,
  },
};

/** sha256 over the names and contents of the part's inputs (data files are read at run time, not built in). */
export function sourceHash(part) {
  const hash = createHash("sha256");
  for (const file of PARTS[part].inputs()) {
    const abs = path.join(ROOT, file);
    if (!fs.existsSync(abs)) continue;
    hash.update(file).update("\0").update(fs.readFileSync(abs)).update("\0");
  }
  return hash.digest("hex");
}

/** Whether the part's output exists and was built from the sources as they are now. */
export function isUpToDate(part) {
  const { out, entry } = PARTS[part];
  const stampFile = path.join(ROOT, out, STAMP);
  if (!fs.existsSync(path.join(ROOT, out, entry)) || !fs.existsSync(stampFile)) return false;
  return fs.readFileSync(stampFile, "utf8").trim() === sourceHash(part);
}

function buildWeb() {
  // Always the production build, whoever calls (a test runner sets NODE_ENV=test, which gave React's development build).
  const env = { ...process.env, NODE_ENV: "production" };
  const r = spawnSync("npm", ["run", "-s", "build", "-w", "@app/web"], { cwd: ROOT, stdio: "inherit", env });
  if (r.status !== 0) throw new Error("the web app's build failed");
}

/** Bare imports the bundle leaves to node_modules must be runtime dependencies of the server (or node's own). */
function checkExternals(metafile) {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "apps/server/package.json"), "utf8"));
  const deps = new Set(Object.keys(pkg.dependencies ?? {}));
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const input of Object.values(metafile.inputs))
    for (const imp of input.imports)
      if (imp.external && !imp.path.startsWith("<")) {
        const spec = imp.path.replace(/^node:/, "");
        if (builtins.has(spec) || builtins.has(spec.split("/")[0])) continue;
        const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
        if (!deps.has(name)) missing.add(name);
      }
  if (missing.size > 0)
    throw new Error(`the server imports packages missing from apps/server/package.json "dependencies": ${[...missing].join(", ")}`);
}

async function buildServer() {
  const esbuild = await import("esbuild");
  const out = path.join(ROOT, "apps/server/dist");
  fs.rmSync(out, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ["apps/server/src/server.ts"],
    outfile: path.join(out, "server.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: "linked",
    keepNames: true,
    metafile: true,
    logLevel: "warning",
    // The bundle is ESM: packages written in CommonJS that esbuild would inline need `require`.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    plugins: [
      {
        // Workspace packages (@app/shared, TypeScript source) are compiled in; npm packages stay in node_modules.
        name: "externals",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith("@app/") || path.isAbsolute(args.path)) return undefined;
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  checkExternals(result.metafile);
  // The analyzer's model process runs this plain script; src/lib/paths.ts finds it at the same place under dist/.
  const worker = "features/analyzer/analyzer.worker.mjs";
  fs.mkdirSync(path.dirname(path.join(out, worker)), { recursive: true });
  fs.copyFileSync(path.join(ROOT, "apps/server/src", worker), path.join(out, worker));
}

/** Builds what is out of date; returns a line per part. */
export async function buildAll({ force = false, check = false, parts = ["web", "server"], log = console.log } = {}) {
  const stale = [];
  for (const part of parts) {
    if (!force && isUpToDate(part)) {
      log(`${part}: up to date`);
      continue;
    }
    stale.push(part);
    if (check) {
      log(`${part}: out of date`);
      continue;
    }
    const started = performance.now();
    await PARTS[part].build();
    // Hashed after the build, so a file the build itself writes among the sources does not make it stale.
    fs.writeFileSync(path.join(ROOT, PARTS[part].out, STAMP), `${sourceHash(part)}\n`);
    log(`${part}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const parts = args.filter((a) => a in PARTS);
  try {
    const stale = await buildAll({
      force: args.includes("--force"),
      check: args.includes("--check"),
      parts: parts.length > 0 ? parts : undefined,
    });
    if (args.includes("--check") && stale.length > 0) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
