/**
 * npm run bench:start — the compiled production server's start and memory (issue 22, Memory and start).
 *
 * Builds what is out of date (scripts/build.mjs), then runs `node apps/server/dist/server.js` as `npm start`
 * does, on a throwaway embedded-database directory:
 *   - a first start that migrates and imports the shipped foods and recipes (not timed as a target);
 *   - BENCH_STARTS (default 3) starts on that existing data directory: time from spawn to /readyz, median
 *     (target < 3 s);
 *   - RSS (server and its model process) when ready, after one photo analysis (the models load on first use),
 *     and after the idle release (ANALYZER_IDLE_RELEASE_MS, 2 s here).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { freePort, productionLaunch, stopServer, treeRssMb } from "./bench-server.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const IDLE_MS = 2000;


async function start(dataDir: string, budgetMs: number): Promise<{ child: ChildProcess; url: string; ms: number }> {
  const port = await freePort();
  const started = performance.now();
  // As `npm start` runs it: its node flags and environment (scripts/server-process.mjs).
  const launch = await productionLaunch(path.join(root, "apps/server/dist/server.js"), {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ANALYZER_IDLE_RELEASE_MS: String(IDLE_MS),
  });
  const child = spawn(process.execPath, launch.args, { env: launch.env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < budgetMs) {
    if (child.exitCode !== null) throw new Error(`bench: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("bench: the server did not get ready in time");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs"), "server"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("bench: the build failed");
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "np-bench-start-")), "data");
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (${os.cpus().length} cores)`,
  );
  try {
    // First start: migrations and the food import (features/foods startFoodData), which must finish before the timed starts.
    const first = await start(dataDir, 30 * 60_000);
    // The food routes answer once the import is done.
    for (;;) {
      const res = await fetch(`${first.url}/api/foods/sources`).catch(() => undefined);
      if (res?.ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await stopServer(first.child);
    console.log(`first start (new data directory): ready in ${(first.ms / 1000).toFixed(2)} s, then the food import`);

    const times: number[] = [];
    let last: Awaited<ReturnType<typeof start>> | undefined;
    for (let i = 0; i < STARTS; i++) {
      if (last) await stopServer(last.child);
      last = await start(dataDir, 5 * 60_000);
      times.push(last.ms);
    }
    console.log(
      `start to ready on an existing data directory: median ${(median(times) / 1000).toFixed(2)} s of ${STARTS} (${times.map((t) => (t / 1000).toFixed(2)).join(", ")}); target < 3 s`,
    );

    const { child, url } = last!;
    const pid = child.pid!;
    const username = `mem_${randomBytes(3).toString("hex")}`;
    const password = "bench start password";
    const reg = await fetch(`${url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ username, email: `${username}@example.com`, password, confirmPassword: password, acceptTerms: true }),
    });
    if (reg.status !== 201) throw new Error(`bench: register answered ${reg.status}`);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    const photo = await sharp(fs.readFileSync(new URL("../test/fixtures/photos/fruits.jpg", import.meta.url)))
      .resize({ width: 1600 })
      .jpeg({ quality: 85 })
      .toBuffer();
    const atReady = treeRssMb(pid);
    const started = performance.now();
    const res = await fetch(`${url}/api/analyze-food-image`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: url },
      body: JSON.stringify({ imageBase64: `data:image/jpeg;base64,${photo.toString("base64")}` }),
    });
    await res.text();
    const analysisMs = performance.now() - started;
    const withModels = treeRssMb(pid);
    await new Promise((r) => setTimeout(r, IDLE_MS + 1500));
    const released = treeRssMb(pid);
    console.log(
      `RSS (server + model process): ready ${atReady} MB; after one analysis (${res.status}, ${(analysisMs / 1000).toFixed(2)} s, models loaded on first use) ${withModels} MB; ${IDLE_MS / 1000} s idle later (models released) ${released} MB`,
    );
    await stopServer(child);
  } finally {
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

await main();
