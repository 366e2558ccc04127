// npm run bench:web: Lighthouse (mobile preset, Debian Chromium) on /, /pricing and /auth, and the landing
// page's first-load JavaScript, gzipped, computed from the built files.
//
//   node scripts/bench-web.mjs              build if needed, start the server, run Lighthouse, print sizes
//   node scripts/bench-web.mjs --size-only  only the bundle sizes (needs a build)
//   node scripts/bench-web.mjs --build      rebuild first even when a build exists
//   node scripts/bench-web.mjs --busy       the same with a CPU hog spinning on one core during Lighthouse
//                                            (a mid-range phone is often that busy)
//   --runs=N (default 3)                     Lighthouse runs per page; the medians are printed
//   --pages=/,/auth                          only these pages
//   --trace                                  also save each run's trace (Lighthouse --save-assets) and print
//                                            what the main thread did in each long task (scripts/trace-tasks.mjs),
//                                            and per run the main thread's CPU time after the first paint, which
//                                            depends far less on the machine's load than TBT does
//   --cpu-tbt                                also save each run's artifacts and recompute Lighthouse's TBT and
//                                            score with every main-thread task at its CPU time (× 1: a quiet
//                                            machine; × 2: half a core), scripts/lantern-cpu.mjs: Lighthouse's own
//                                            figures without the load of a shared machine
//
// Each page is run N times (round robin, so a burst of load on the machine touches every page alike), and the
// median performance score, Total Blocking Time, LCP and the JavaScript the page downloaded are printed with
// the load average, which says how busy the machine was: compare figures measured back to back only.
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

const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name, fallback) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const RUNS = Math.max(1, Number(option("runs", "3")));
const ONLY_PAGES = option("pages", "").split(",").filter(Boolean);
const BUSY = args.has("--busy");
const TRACE = args.has("--trace");
const CPU_TBT = args.has("--cpu-tbt");
/** Total Blocking Time target, ms (issue 22), on the median of the runs. */
const TBT_TARGET_MS = 200;
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
  // A build made elsewhere (WEB_DIST_DIR) is measured as it is.
  if (process.env.WEB_DIST_DIR && !args.has("--build")) return false;
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
  // Up to five minutes: a first start imports the food tables, slow on a busy machine.
  for (let i = 0; i < 1500; i++) {
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
  try {
    await waitForServer(`${base}/readyz`, child);
  } catch (error) {
    child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
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
function lighthouse(url, outDir, run) {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = lighthouseOnce(url, outDir, run);
      if (!result.runtimeError) return result;
      if (attempt === 3) return result;
      console.log(`  (${url}: ${result.runtimeError.code}, trying again)`);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (${url}: Lighthouse failed, trying again)`);
    }
  }
}

function lighthouseOnce(url, outDir, run) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "chromium-lh-"));
  const output = path.join(outDir, `${new URL(url).pathname.replace(/\W+/g, "_")}-${run}.json`);
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
        // The sampling profiler's categories too, so the trace names the functions inside each long task.
        ...(TRACE ? ["--save-assets", "--additional-trace-categories=disabled-by-default-v8.cpu_profiler"] : []),
        // The artifacts (trace, DevTools log) for scripts/lantern-cpu.mjs.
        ...(CPU_TBT ? [`-GA=${artifactsDir(output)}`] : []),
      ],
      { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, CHROME_PATH: CHROME } },
    );
    return JSON.parse(fs.readFileSync(output, "utf8"));
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Where a run's artifacts are saved with --cpu-tbt (beside its report). */
const artifactsDir = (output) => output.replace(/\.json$/, "-artifacts");

/** A figure's mark in the medians' table: "!" when it misses its target. */
const flag = (ok) => (ok ? " " : "!");
const ms = (value) => `${Math.round(value).toLocaleString("en-US")} ms`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(", ");

/** A process that keeps one core busy (a tight loop), as a phone busy with something else. */
function startHog() {
  const hog = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  hog.unref();
  return hog;
}

/** The figures of one Lighthouse report. */
function figuresOf(result) {
  const numeric = (id) => result.audits[id]?.numericValue ?? NaN;
  const score = (category) => Math.round((result.categories[category]?.score ?? 0) * 100);
  const failing = {};
  for (const category of Object.keys(TARGETS)) {
    const cat = result.categories[category];
    if (!cat || cat.score === 1) continue;
    const ids = cat.auditRefs
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
    if (ids.length) failing[category] = ids.slice(0, 8);
  }
  const scripts = result.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  const longTasks = (result.audits["long-tasks"]?.details?.items ?? [])
    .map((t) => ({ url: t.url, duration: t.duration, startTime: t.startTime }))
    .sort((a, b) => b.duration - a.duration);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    tbt: numeric("total-blocking-time"),
    lcp: numeric("largest-contentful-paint"),
    fcp: numeric("first-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    // What the page downloaded as JavaScript (compressed, as sent), during the load Lighthouse watched.
    scriptBytes: scripts?.transferSize ?? NaN,
    failing,
    longTasks,
    runtimeError: result.runtimeError,
  };
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
    const pages = ONLY_PAGES.length ? ONLY_PAGES : PAGES;
    console.log(
      `Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile preset, ${CHROME}, server ${server.base}, ${RUNS} run(s) per page, ` +
        `${BUSY ? "BUSY: a CPU hog spins on one core" : "no extra load"}, ${os.cpus().length} CPUs`,
    );
    console.log(`load average before: ${loadAverage()}\n`);
    const runs = Object.fromEntries(pages.map((page) => [page, []]));
    const hog = BUSY ? startHog() : undefined;
    try {
      for (let run = 1; run <= RUNS; run++)
        for (const page of pages) {
          const before = os.loadavg()[0];
          const result = lighthouse(`${server.base}${page}`, outDir, run);
          const figures = figuresOf(result);
          figures.load = `${before.toFixed(1)}→${os.loadavg()[0].toFixed(1)}`;
          runs[page].push(figures);
          console.log(
            `  run ${run} ${page.padEnd(9)} performance ${String(figures.performance).padStart(3)}  TBT ${ms(figures.tbt).padStart(8)}  ` +
              `LCP ${ms(figures.lcp).padStart(8)}  JS ${kb(figures.scriptBytes).padStart(8)}  (load ${figures.load})`,
          );
          if (CPU_TBT) {
            const { cpuTimeAudit } = await import("./lantern-cpu.mjs");
            const dir = artifactsDir(path.join(outDir, `${page.replace(/\W+/g, "_")}-${run}.json`));
            if (fs.existsSync(dir)) {
              figures.cpuTbt1 = cpuTimeAudit(dir, 1);
              figures.cpuTbt2 = cpuTimeAudit(dir, 2);
              console.log(
                `${" ".repeat(10)}at CPU time: performance ${figures.cpuTbt1.performance}, TBT ${ms(figures.cpuTbt1.tbt)}; ` +
                  `at CPU time × 2: performance ${figures.cpuTbt2.performance}, TBT ${ms(figures.cpuTbt2.tbt)}`,
              );
            }
          }
          if (TRACE) {
            const { mainThreadSummary, formatSummary } = await import("./trace-tasks.mjs");
            const trace = path.join(outDir, `${page.replace(/\W+/g, "_")}-${run}-0.trace.json`);
            figures.cpu = fs.existsSync(trace) ? mainThreadSummary(trace) : undefined;
            if (figures.cpu) console.log(`${" ".repeat(10)}${formatSummary(figures.cpu)}`);
          }
        }
    } finally {
      hog?.kill("SIGKILL");
    }
    console.log(`\nload average after: ${loadAverage()}`);
    console.log(`\nMedian of ${RUNS} run(s)${BUSY ? ", one core busy" : ""}:`);
    console.log(
      `${"page".padEnd(10)}${"performance".padStart(12)}${"TBT".padStart(10)}${"LCP".padStart(10)}${"FCP".padStart(10)}${"CLS".padStart(7)}${"first-load JS".padStart(15)}` +
        `${"a11y".padStart(6)}${"b-p".padStart(5)}${"seo".padStart(5)}`,
    );
    for (const page of pages) {
      const list = runs[page];
      const m = (key) => median(list.map((f) => f[key]));
      const performance = m("performance");
      const tbt = m("tbt");
      // The other categories do not depend on load: the run with the median performance score.
      const typical = [...list].sort((a, b) => a.performance - b.performance)[Math.floor((list.length - 1) / 2)];
      console.log(
        `${page.padEnd(10)}${(String(performance) + flag(performance >= TARGETS.performance)).padStart(12)}` +
          `${(ms(tbt) + flag(tbt <= TBT_TARGET_MS)).padStart(10)}${ms(m("lcp")).padStart(10)}${ms(m("fcp")).padStart(10)}` +
          `${m("cls").toFixed(2).padStart(7)}${kb(m("scriptBytes")).padStart(15)}` +
          ["accessibility", "best-practices", "seo"]
            .map((c) => `${typical[c]}${flag(typical[c] >= TARGETS[c])}`.padStart(c === "accessibility" ? 6 : 5))
            .join(""),
      );
      if (performance < TARGETS.performance || tbt > TBT_TARGET_MS) failed = true;
      for (const c of ["accessibility", "best-practices", "seo"]) if (typical[c] < TARGETS[c]) failed = true;
      for (const [category, ids] of Object.entries(typical.failing)) console.log(`${" ".repeat(10)}${category}: ${ids.join(", ")}`);
      // The main thread's long tasks in that run (Lighthouse's long-tasks audit: durations as on the throttled phone).
      for (const task of typical.longTasks.slice(0, 5))
        console.log(`${" ".repeat(10)}long task ${ms(task.duration).padStart(8)} at ${ms(task.startTime).padStart(8)}  ${task.url}`);
      if (TRACE && list.every((f) => f.cpu)) {
        const mc = (key) => median(list.map((f) => f.cpu[key]));
        console.log(
          `${" ".repeat(10)}median main-thread CPU after first paint: ${ms(mc("cpuMs"))} (scripts ${ms(mc("scriptMs"))}), ` +
            `longest task ${ms(mc("longestMs"))}, ${mc("blockingTasks")} task(s) over 12.5 ms, estimated blocking ${ms(mc("blockingMs"))}`,
        );
      }
      if (CPU_TBT && list.every((f) => f.cpuTbt1 && f.cpuTbt2)) {
        const mt = (key, field) => median(list.map((f) => f[key][field]));
        console.log(
          `${" ".repeat(10)}median at CPU time: performance ${mt("cpuTbt1", "performance")}, TBT ${ms(mt("cpuTbt1", "tbt"))}; ` +
            `at CPU time × 2: performance ${mt("cpuTbt2", "performance")}, TBT ${ms(mt("cpuTbt2", "tbt"))}`,
        );
      }
      if (TRACE) {
        const trace = path.join(outDir, `${page.replace(/\W+/g, "_")}-${runs[page].indexOf(typical) + 1}-0.trace.json`);
        if (fs.existsSync(trace)) {
          const { describeLongTasks } = await import("./trace-tasks.mjs");
          for (const line of describeLongTasks(trace)) console.log(`${" ".repeat(10)}${line}`);
        }
      }
    }
    console.log(`(targets: performance ≥ ${TARGETS.performance}, TBT ≤ ${TBT_TARGET_MS} ms; "!" marks a miss)`);
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
