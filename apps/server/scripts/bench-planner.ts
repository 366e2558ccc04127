/**
 * npm run bench:planner — the meal planner's latency on the shipped recipe collection (PGlite, in process).
 *
 * Prints:
 *   - POST /api/meal-plans/generate of a 30-day schedule: p50/p95 over BENCH_RUNS runs (default 40), one at a time;
 *   - GET /api/meal-plans/schedules/{id} of a generated week at 20 concurrent users (each its own schedule),
 *     for BENCH_SECONDS (default 10): p50/p95 and requests per second.
 * Requests go through Fastify's inject (the whole server: routes, validation, database, serialization; no
 * sockets), so the figures are the server's own time on this machine's shared cores.
 */
import { addDays, mondayOf, toLocalDate } from "@app/shared";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { buildTestApp, registerUser } from "../test/build-test-app.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (${samples.length} requests)`;
};

const t = await buildTestApp("pglite", { SEED_FOODS: true, LOG_LEVEL: "silent" });
await t.app.ready();
await t.app.foodData;
try {
  const start = mondayOf(toLocalDate(new Date(), null));
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await registerUser(t.app, {}, `198.51.100.${i + 10}`));

  // 30-day generation, one at a time.
  const month = (
    await users[0]!.browser.post("/api/meal-plans/schedules", {
      title: "Month",
      startDate: start,
      endDate: addDays(start, 29),
      period: "monthly",
    })
  ).json() as { id: number };
  await users[0]!.browser.post("/api/meal-plans/generate", { scheduleId: month.id, regenerateAll: true }); // warm-up
  const generation: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    const res = await users[0]!.browser.post("/api/meal-plans/generate", { scheduleId: month.id, regenerateAll: true });
    generation.push(performance.now() - began);
    if (res.statusCode !== 200) throw new Error(`generate: ${res.statusCode} ${res.body}`);
  }
  console.log(`30-day plan generation (POST /api/meal-plans/generate): ${summary(generation)}`);

  // A week per user, then GET of the week by 20 users at once.
  const weeks = await Promise.all(
    users.map(async (u) => {
      const s = (
        await u.browser.post("/api/meal-plans/schedules", { title: "Week", startDate: start, endDate: addDays(start, 6), period: "weekly" })
      ).json() as { id: number };
      await u.browser.post("/api/meal-plans/generate", { scheduleId: s.id, regenerateAll: true });
      return { u, id: s.id };
    }),
  );
  const reads: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    weeks.map(async ({ u, id }) => {
      while (performance.now() < until) {
        const began = performance.now();
        const res = await u.browser.get(`/api/meal-plans/schedules/${id}`);
        reads.push(performance.now() - began);
        if (res.statusCode !== 200) throw new Error(`GET week: ${res.statusCode} ${res.body}`);
      }
    }),
  );
  console.log(`load average (1/5/15 min) during the run: ${os.loadavg().map((l) => l.toFixed(2)).join(" / ")} on ${os.cpus().length} cores`);
  console.log(
    `week GET (GET /api/meal-plans/schedules/{id}) at ${USERS} concurrent users: ${summary(reads)}, ${(reads.length / SECONDS).toFixed(0)} req/s`,
  );
} finally {
  await t.close();
}
