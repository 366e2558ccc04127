/**
 * npm run bench:reset-timing: wall-clock time of POST /api/auth/generate-reset-code for an address
 * with an account and for one without, interleaved, on PGlite (and on PostgreSQL with DATABASE_URL,
 * an existing empty database). The answer only stores a job in both cases (the look-up, the code and
 * the mail happen in the worker), so the medians should agree: the ratio unknown/known near 1.0.
 * The deterministic check lives in test/security/reset-mail.test.ts (same statements for both).
 */
import os from "node:os";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { users } from "../src/features/auth/auth.table.ts";

const N = Number(process.env.BENCH_REQUESTS ?? 300);

const median = (xs: number[]) => {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const pct = (xs: number[], p: number) => xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const f = (x: number) => x.toFixed(2);

async function run(label: string, url: string) {
  const database = await openDatabase(url);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_FOODS: "false", WEB_DIST_DIR: "/nonexistent" });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const tag = Date.now().toString(36);
  const known = Array.from({ length: N }, (_, i) => `bench_${tag}_${i}@example.com`);
  await database.db
    .insert(users)
    .values(
      known.map((email, i) => ({ username: `bench_${tag}_${i}`, email, passwordHash: "x", trialEndsAt: new Date(Date.now() + 864e5) })),
    );
  const time = async (email: string, ip: string) => {
    const start = process.hrtime.bigint();
    const res = await app.inject({ method: "POST", url: "/api/auth/generate-reset-code", payload: { email }, remoteAddress: ip });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (res.statusCode !== 200) throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
    return ms;
  };
  // Warm-up, then interleave (known, unknown) and (unknown, known) so drift hits both alike.
  for (let i = 0; i < 20; i++) await time(`warm_${tag}_${i}@example.com`, `10.250.0.${i + 1}`);
  const k: number[] = [];
  const u: number[] = [];
  for (let i = 0; i < N; i++) {
    const ipK = `10.${100 + Math.floor(i / 250)}.${i % 250}.1`;
    const ipU = `10.${150 + Math.floor(i / 250)}.${i % 250}.1`;
    const unknown = `nobody_${tag}_${i}@example.com`;
    if (i % 2 === 0) {
      k.push(await time(known[i]!, ipK));
      u.push(await time(unknown, ipU));
    } else {
      u.push(await time(unknown, ipU));
      k.push(await time(known[i]!, ipK));
    }
  }
  await app.jobs.drain();
  await app.close();
  await database.close();
  console.log(
    `${label}: known median ${f(median(k))} ms (p90 ${f(pct(k, 0.9))}), unknown median ${f(median(u))} ms (p90 ${f(pct(u, 0.9))}), ratio unknown/known ${(median(u) / median(k)).toFixed(3)} over ${N} requests each`,
  );
}

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
await run("PGlite", "memory://");
if (process.env.DATABASE_URL) await run("PostgreSQL", process.env.DATABASE_URL);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
