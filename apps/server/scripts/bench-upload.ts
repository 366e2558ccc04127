/**
 * npm run bench:upload — what costly images cost the food analyzer (issue 13 item 4, SECURITY.md T-UPL-08/12).
 *
 * RSS counts the server and its model process. Starts the real server in its own process (throwaway PGlite, or PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL is set) and prints:
 *   - the server's RSS at start, after the models are loaded, at its peak during a burst, after it, and
 *     after the idle release (ANALYZER_IDLE_RELEASE_MS, 10 s here);
 *   - the analysis time of a 4.5 KB 6000 × 6000 PNG (36 MP), of a 36 MP JPEG and of a 1600 × 1200 photo;
 *   - a 16,384² PNG (a pixel flood): its answer, time and RSS change;
 *   - bursts of 8 uploads by 8 users at once (the 36 MP PNG, then a real photo) while /healthz is asked
 *     every 25 ms (its p50 / p99 / max; target p99 < 50 ms), and the answers of each burst;
 *   - a burst of 4 uploads by one user (one at a time per user: 1 × 200 and 3 × 429).
 * Env: BENCH_IDLE_MS (default 10000), BENCH_BURST (default 8).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { Client } from "pg";
import { startServer, stopServer, treeRssMb } from "./bench-server.ts";

const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);
const BURST = Number(process.env.BENCH_BURST ?? 8);
const PATH = "/api/analyze-food-image";


function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function register(url: string, i: number): Promise<string> {
  const username = `upl_${i}_${randomBytes(3).toString("hex")}`;
  const password = "bench upload password";
  const res = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.com`, password, confirmPassword: password, acceptTerms: true }),
  });
  if (res.status !== 201) throw new Error(`bench: register answered ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

async function upload(url: string, cookie: string, image: string): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url + PATH, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: url },
    body: JSON.stringify({ imageBase64: image }),
  });
  const body = await res.text();
  return { status: res.status, ms: performance.now() - started, body };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), body.length + 4);
  return out;
}
/** A real (fully valid) 1-bit grey PNG of width × height white pixels, written by hand: a pixel flood of a few KB. */
function blankPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const dataUrl = (bytes: Buffer, type: string) => `data:image/${type};base64,${bytes.toString("base64")}`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const counts = (codes: number[]) =>
  Object.entries(codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {}))
    .map(([code, n]) => `${n} × ${code}`)
    .join(", ");

async function run(name: string, env: Record<string, string>) {
  console.log(`\n  ${name}`);
  const { url, child } = await startServer({ ANALYZER_IDLE_RELEASE_MS: String(IDLE_MS), ...env });
  const pid = child.pid!;
  try {
    const cookies: string[] = [];
    for (let i = 0; i < BURST + 1; i++) cookies.push(await register(url, i + 1));
    const [first] = cookies as [string];

    const png36 = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#fff" } })
      .png({ palette: true, colours: 2, compressionLevel: 9 })
      .toBuffer();
    const jpeg36 = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#eee" } })
      .jpeg({ quality: 80 })
      .toBuffer();
    // A real photo (test/fixtures/photos/fruits.jpg) scaled to the working size.
    const photo = await sharp(fs.readFileSync(new URL("../test/fixtures/photos/fruits.jpg", import.meta.url)))
      .resize({ width: 1600 })
      .jpeg({ quality: 85 })
      .toBuffer();
    const flood = blankPng(16_384, 16_384);

    const atStart = treeRssMb(pid);
    const warm = await upload(url, first, dataUrl(photo, "jpeg"));
    const loaded = treeRssMb(pid);
    console.log(
      `    RSS at start ${atStart} MB; first analysis (models load) ${s(warm.ms)} → ${warm.status}; RSS with the models ${loaded} MB`,
    );

    for (const [label, img] of [
      ["36 MP PNG (6000², " + (png36.length / 1024).toFixed(1) + " KB)", dataUrl(png36, "png")],
      ["36 MP JPEG (6000², " + (jpeg36.length / 1024).toFixed(0) + " KB)", dataUrl(jpeg36, "jpeg")],
      ["1600 px photo (fruit)", dataUrl(photo, "jpeg")],
    ] as const) {
      const times: number[] = [];
      let status = 0;
      const before = treeRssMb(pid);
      for (let i = 0; i < 3; i++) {
        const r = await upload(url, first, img);
        times.push(r.ms);
        status = r.status;
      }
      times.sort((a, b) => a - b);
      console.log(`    ${label.padEnd(28)} → ${status}, median ${s(times[1]!)} of 3; RSS ${before} → ${treeRssMb(pid)} MB`);
    }

    const beforeFlood = treeRssMb(pid);
    let peakFlood = beforeFlood;
    const floodSampler = setInterval(() => (peakFlood = Math.max(peakFlood, treeRssMb(pid))), 20);
    const f = await upload(url, first, dataUrl(flood, "png"));
    clearInterval(floodSampler);
    console.log(
      `    16,384² PNG (${(flood.length / 1024).toFixed(0)} KB)  → ${f.status} ${JSON.parse(f.body).message ?? ""} in ${s(f.ms)}; ` +
        `RSS ${beforeFlood} MB, peak ${peakFlood} MB (+${peakFlood - beforeFlood})`,
    );

    for (const [label, img] of [
      ["36 MP PNG", dataUrl(png36, "png")],
      ["1600 px photo", dataUrl(photo, "jpeg")],
    ] as const) {
      // BURST users each upload at once, while /healthz is asked on its own connection every 25 ms.
      const beforeBurst = treeRssMb(pid);
      let peak = beforeBurst;
      const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 50);
      const health: number[] = [];
      const state = { bursting: true };
      const prober = (async () => {
        while (state.bursting) {
          const t = performance.now();
          const res = await fetch(`${url}/healthz`);
          await res.arrayBuffer();
          health.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 25));
        }
      })();
      const burstStarted = performance.now();
      const results = await Promise.all(cookies.slice(1, BURST + 1).map((c) => upload(url, c, img)));
      const burstMs = performance.now() - burstStarted;
      state.bursting = false;
      await prober;
      clearInterval(sampler);
      health.sort((a, b) => a - b);
      const ok = results.filter((r) => r.status === 200).map((r) => r.ms);
      const verdict = percentile(health, 99) < 50 ? "ok" : "MISSES the 50 ms target";
      console.log(
        `    burst of ${BURST} users × ${label}: ${counts(results.map((r) => r.status))} in ${s(burstMs)}` +
          (ok.length ? ` (slowest 200 ${s(Math.max(...ok))})` : "") +
          `; RSS ${beforeBurst} MB, peak ${peak} MB, after ${treeRssMb(pid)} MB`,
      );
      console.log(
        `      /healthz meanwhile: ${health.length} probes, p50 ${percentile(health, 50).toFixed(1)} ms, ` +
          `p99 ${percentile(health, 99).toFixed(1)} ms, max ${health[health.length - 1]!.toFixed(1)} ms  ${verdict}`,
      );
    }

    const same = await Promise.all(Array.from({ length: 4 }, () => upload(url, first, dataUrl(photo, "jpeg"))));
    console.log(`    one user, 4 uploads at once: ${counts(same.map((r) => r.status))}`);

    const idleStart = performance.now();
    await new Promise((r) => setTimeout(r, IDLE_MS + 3000));
    console.log(`    RSS after ${s(performance.now() - idleStart)} idle (release after ${s(IDLE_MS)}): ${treeRssMb(pid)} MB`);
    const again = await upload(url, first, dataUrl(photo, "jpeg"));
    console.log(`    next analysis after the release (models load again): ${again.status} in ${s(again.ms)}; RSS ${treeRssMb(pid)} MB`);
  } finally {
    await stopServer(child);
  }
}

async function main() {
  console.log(
    `bench:upload — ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")}`,
  );
  if (PG_URL) {
    const dbName = `np_bench_upload_${randomBytes(4).toString("hex")}`;
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(PG_URL);
    u.pathname = `/${dbName}`;
    try {
      await run("PostgreSQL", { DATABASE_URL: u.toString() });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-bench-upload-"));
    try {
      await run("PGlite (embedded)", { DATA_DIR: dir });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`\n  load average at the end ${os.loadavg()[0]!.toFixed(1)}`);
}

await main();
