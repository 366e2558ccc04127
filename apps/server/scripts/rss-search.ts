/**
 * The real server's memory with the shipped foods (decision 0020-pglite5): what `npm start` runs (the compiled server,
 * scripts/server-process.mjs's flags and environment, the foods imported), its RSS when ready, after the search
 * keys are read (the first search), and after a fixed set of searches, for this checkout and others, started in turns.
 *
 *   node --import tsx apps/server/scripts/rss-search.ts [rounds=2] [other checkout ...]
 *
 * RSS_DATA_DIR: an embedded-database directory with the foods already imported (a first start imports them into
 * a new one: minutes). Each start runs on its own copy of it. RSS_NODE_ARGS: extra node flags for the servers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compiledServer, freePort, productionLaunch, rssMiB, stopServer } from "./bench-server.ts";

const here = fileURLToPath(new URL("../../..", import.meta.url));
const [roundsArg, ...others] = process.argv.slice(2);
const ROUNDS = Number(roundsArg ?? 2);
const roots = [here, ...others.map((r) => path.resolve(r))];

/** Every-day words, a typo, multi-word ones on the exhaustive path, other languages: what a food log asks. */
const QUERIES = [
  "chicken",
  "rice",
  "milk",
  "cream cheese",
  "roast chicken",
  "banana",
  "apple",
  "egg",
  "bread",
  "whole wheat bread",
  "pasta",
  "olive oil",
  "yogurt",
  "greek yogurt",
  "salmon",
  "tuna",
  "oats",
  "peanut butter",
  "brocoli",
  "cheddar",
  "pizza",
  "beef",
  "potato",
  "sweet potato",
  "orange juice",
  "coffee",
  "lentils",
  "tofu",
  "almonds",
  "avocado",
  "riso",
  "pollo",
  "formaggio",
  "pain",
  "poulet",
  "käse",
  "mozzarella",
  "spinach",
  "chocolate",
  "ham sandwich",
];

async function start(root: string, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const extra = (process.env.RSS_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const launch = await productionLaunch(compiledServer(root), {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: "/nonexistent",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
  });
  const child = spawn(process.execPath, [...extra, ...launch.args], { env: launch.env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`rss-search: the server exited with ${child.exitCode}`);
    // The food routes answer once the foods are imported (features/foods startFoodData).
    const res = await fetch(`${url}/api/foods/sources`).catch(() => undefined);
    if (res?.ok) return { child, url };
    await new Promise((r) => setTimeout(r, 200));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function measure(root: string, dataDir: string) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "np-rss-search-"));
  fs.cpSync(dataDir, copy, { recursive: true });
  const { child, url } = await start(root, copy);
  let max = 0;
  const sampler = setInterval(() => (max = Math.max(max, rssMiB(child.pid))), 100);
  try {
    await sleep(1000);
    const ready = rssMiB(child.pid);
    const t0 = performance.now();
    const first = await fetch(`${url}/api/foods/search?q=chicken`);
    await first.text();
    const firstMs = performance.now() - t0;
    await sleep(500);
    const afterFirst = rssMiB(child.pid);
    for (const q of QUERIES) {
      for (const locale of ["en", "it"]) {
        const res = await fetch(`${url}/api/foods/search?q=${encodeURIComponent(q)}&locale=${locale}`);
        if (!res.ok) throw new Error(`rss-search: ${q} answered ${res.status}`);
        await res.text();
      }
    }
    await sleep(3000);
    const after = rssMiB(child.pid);
    return { ready, afterFirst, after, max, firstMs };
  } finally {
    clearInterval(sampler);
    await stopServer(child);
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

async function main() {
  let dataDir = process.env.RSS_DATA_DIR;
  if (!dataDir) {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "np-rss-data-")), "data");
    console.log(`importing the foods into ${dataDir} (set RSS_DATA_DIR to reuse it) …`);
    const { child } = await start(here, dataDir);
    await stopServer(child);
  }
  const figures = new Map<string, Awaited<ReturnType<typeof measure>>[]>();
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? roots : roots.toReversed();
    for (const root of order) {
      const f = await measure(root, dataDir);
      (figures.get(root) ?? figures.set(root, []).get(root)!).push(f);
      console.log(
        `${root}: ready ${f.ready.toFixed(0)} MiB, after the first search ${f.afterFirst.toFixed(0)} (${f.firstMs.toFixed(0)} ms), after ${QUERIES.length * 2} searches ${f.after.toFixed(0)}, at most ${f.max.toFixed(0)} (load ${load()})`,
      );
    }
  }
  for (const [root, fs_] of figures) {
    console.log(
      `median of ${fs_.length}: ${root}: ready ${median(fs_.map((f) => f.ready)).toFixed(0)} MiB, after searches ${median(fs_.map((f) => f.after)).toFixed(0)}, at most ${median(fs_.map((f) => f.max)).toFixed(0)}, first search ${median(fs_.map((f) => f.firstMs)).toFixed(0)} ms`,
    );
  }
}

await main();
