// npm run bench:web: Lighthouse (mobile preset, Debian Chromium) on /, /pricing and /auth, and the landing
// page's first-load JavaScript, gzipped, computed from the built files.
//
//   node scripts/bench-web.mjs              build if needed, start the server, run Lighthouse, print sizes
//   node scripts/bench-web.mjs --size-only  only the bundle sizes (needs a build)
//   node scripts/bench-web.mjs --build      rebuild first even when a build exists
//
// The server runs on a free port with a temporary DATA_DIR, and is stopped at the end. Lighthouse is run
// with `npx -y lighthouse@12.8.2` (the pinned version), so it is not a dependency of the project.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
// WEB_DIST_DIR: measure (and serve) a build made elsewhere (`vite build --outDir …`), as the server reads it.
const DIST = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(ROOT, "apps/web/dist");
const ASSETS = path.join(DIST, "assets");
const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES = ["/", "/pricing", "/auth"];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const LANDING_BUDGET_KB = 120;

const args = new Set(process.argv.slice(2));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`) and dynamically. */
function importsOf(file) {
  const code = fs.readFileSync(path.join(ASSETS, file), "utf8");
  const statics = new Set();
  const dynamics = new Set();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([\w.-]+\.js)["'`]/g)) statics.add(m[1]);
  for (const m of code.matchAll(/\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)) dynamics.add(m[1]);
  return { statics, dynamics };
}

/** A chunk and everything it imports statically, transitively. */
function closure(start, seen = new Set()) {
  for (const file of start) {
    if (seen.has(file)) continue;
    seen.add(file);
    closure(importsOf(file).statics, seen);
  }
  return seen;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(path.join(ASSETS, file)), 0);

/** A chunk's name without its content hash: landing-oqXqMLNl.js -> landing. */
const baseName = (file) => file.replace(/-[\w-]{8}\.js$/, "");

export function bundleReport() {
  const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error("no entry script in dist/index.html");
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([\w.-]+\.css)"/g)].map((m) => m[1]);

  const shell = closure([entry]);
  // The landing route is the chunk named "landing" that the router imports lazily.
  const routes = [...importsOf(entry).dynamics, ...[...shell].flatMap((f) => [...importsOf(f).dynamics])];
  // (When the router imports the landing page eagerly, it is part of the shell and there is no such chunk.)
  const landingChunk = routes.find((file) => baseName(file) === "landing");
  const firstLoad = closure(landingChunk ? [entry, landingChunk] : [entry]);
  // What the landing page fetches right after its first render: its lazy sections and their texts.
  const deferred = new Set();
  for (const file of firstLoad)
    for (const dynamic of importsOf(file).dynamics)
      if (/^(landing|integration-waitlist)/.test(dynamic) || baseName(dynamic) === "landing-pricing") closure([dynamic], deferred);
  for (const file of firstLoad) deferred.delete(file);
  // Only one language's texts load.
  for (const file of deferred) if (/^landing\.(?!en)/.test(file)) deferred.delete(file);

  const rows = [...firstLoad].map((file) => ({ file, gzip: gzipSize(path.join(ASSETS, file)) })).sort((a, b) => b.gzip - a.gzip);
  return {
    entry,
    landingChunk,
    rows,
    shellGzip: sum(shell),
    firstLoadGzip: sum(firstLoad),
    deferredGzip: sum(deferred),
    deferred: [...deferred],
    cssGzip: css.reduce((total, file) => total + gzipSize(path.join(ASSETS, file)), 0),
  };
}

function printBundle(report) {
  console.log("\nLanding page JavaScript on first load (gzip -9):");
  for (const row of report.rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
  console.log(`  ${"-".repeat(9)}`);
  console.log(
    `  ${kb(report.firstLoadGzip).padStart(9)}  total (budget ${LANDING_BUDGET_KB} KB: ${report.firstLoadGzip <= LANDING_BUDGET_KB * 1024 ? "met" : "NOT met"})`,
  );
  console.log(`  of which the app shell (entry and its static imports): ${kb(report.shellGzip)}`);
  console.log(`  loaded after the first render (sections, texts, plan cards, waitlist): ${kb(report.deferredGzip)}`);
  console.log(`  CSS: ${kb(report.cssGzip)}`);
  // The landing page is served as static HTML in the visitor's language (apps/web/scripts/prerender.mjs); the
  // JavaScript above is fetched after that HTML has been painted.
  for (const locale of ["en", "it"]) {
    const file = path.join(DIST, "prerendered", `landing.${locale}.html`);
    console.log(
      fs.existsSync(file)
        ? `  Prerendered / (${locale}): ${kb(gzipSize(file))} gzipped HTML, painted before any JavaScript runs`
        : `  Prerendered / (${locale}): missing (run npm run build)`,
    );
  }
}

function needsBuild() {
  if (args.has("--build") || !fs.existsSync(path.join(DIST, "index.html"))) return true;
  const built = fs.statSync(path.join(DIST, "index.html")).mtimeMs;
  const newest = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  return (
    Math.max(
      newest(path.join(ROOT, "apps/web/src")),
      newest(path.join(ROOT, "apps/web/public")),
      newest(path.join(ROOT, "packages/shared/src")),
    ) > built
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer at ${url}`);
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutripilot-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: path.join(ROOT, "apps/server"),
    // NODE_ENV=test, as the browser tests: production mode adds upgrade-insecure-requests and __Host- cookies,
    // which need HTTPS, and this server is plain HTTP on the loopback address. Compression and caching are the same.
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/readyz`, child);
  // A first start imports the food tables in the background (several seconds of CPU): a food search waits for
  // it, so Lighthouse measures the pages on a settled server, not beside the import.
  const settled = await fetch(`${base}/api/foods/search?q=apple`);
  if (!settled.ok) throw new Error(`the food data did not load (GET /api/foods/search: ${settled.status})`);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: try up to three times. */
function lighthouse(url, outDir) {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = lighthouseOnce(url, outDir);
      if (!result.runtimeError) return result;
      if (attempt === 3) return result;
      console.log(`  (${url}: ${result.runtimeError.code}, trying again)`);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (${url}: Lighthouse failed, trying again)`);
    }
  }
}

function lighthouseOnce(url, outDir) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "chromium-lh-"));
  const output = path.join(outDir, `${url.replace(/\W+/g, "_")}.json`);
  const flags = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--user-data-dir=${profile}`,
  ];
  try {
    execFileSync(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        `--chrome-path=${CHROME}`,
        `--chrome-flags=${flags.join(" ")}`,
      ],
      { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, CHROME_PATH: CHROME } },
    );
    return JSON.parse(fs.readFileSync(output, "utf8"));
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  if (args.has("--size-only")) {
    printBundle(bundleReport());
    return;
  }
  if (needsBuild()) {
    console.log("Building the web app...");
    execFileSync("npm", ["run", "build", "-w", "@app/web"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  }
  const report = bundleReport();
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutripilot-lighthouse-"));
  const server = await startServer();
  let failed = false;
  try {
    console.log(`Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile preset, ${CHROME}, server ${server.base}\n`);
    console.log(
      `${"page".padEnd(10)}${Object.keys(TARGETS)
        .map((c) => c.padStart(16))
        .join("")}   FCP / LCP / TBT / CLS`,
    );
    for (const page of PAGES) {
      const result = lighthouse(`${server.base}${page}`, outDir);
      const scores = Object.entries(TARGETS).map(([category, target]) => {
        const score = Math.round((result.categories[category]?.score ?? 0) * 100);
        if (score < target) failed = true;
        return `${score}${score < target ? " (<" + target + ")" : ""}`.padStart(16);
      });
      const audit = (id) => result.audits[id]?.displayValue ?? "?";
      console.log(
        `${page.padEnd(10)}${scores.join("")}   ${audit("first-contentful-paint")} / ${audit("largest-contentful-paint")} / ${audit("total-blocking-time")} / ${audit("cumulative-layout-shift")}`,
      );
      for (const [category] of Object.entries(TARGETS)) {
        const cat = result.categories[category];
        if (!cat || cat.score === 1) continue;
        const failing = cat.auditRefs
          .map((ref) => result.audits[ref.id])
          .filter(
            (a) =>
              a &&
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== "informative" &&
              a.scoreDisplayMode !== "notApplicable" &&
              a.scoreDisplayMode !== "manual",
          )
          .map((a) => a.id);
        if (failing.length) console.log(`${" ".repeat(10)}${category}: ${failing.slice(0, 8).join(", ")}`);
      }
    }
    console.log(`\nReports: ${outDir}`);
  } finally {
    await server.stop();
  }
  printBundle(report);
  if (report.firstLoadGzip > LANDING_BUDGET_KB * 1024) failed = true;
  if (failed) {
    console.log("\nSome targets were not met.");
    process.exitCode = 1;
  }
}

await main();
