import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { ServiceMessages } from "@app/shared";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { buildTestApp, registerUser, type TestApp } from "./build-test-app.ts";

/**
 * Shutdown and database faults on PostgreSQL (issue 13 item 8, SECURITY.md T-REL-02 and T-DB-*): requests
 * in flight at SIGTERM, requests arriving during the drain, and connections ended by the database. Every
 * request gets an answer (2xx, or 503 with Retry-After when it was not carried out), never a reset
 * connection or a 500, and no acknowledged write is lost.
 */
const PG = process.env.TEST_DATABASE_URL;
const serverDir = fileURLToPath(new URL("..", import.meta.url));
const children: ChildProcess[] = [];

async function admin<T>(fn: (c: Client) => Promise<T>, url = PG!): Promise<T> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Waits (polling the database, no fixed sleep) until `n` of the app's statements wait for a lock. */
async function waitForBlocked(c: Client, database: string, n: number) {
  for (let i = 0; i < 800; i++) {
    // Inside a transaction the statistics views are a snapshot taken once: take a fresh one each time.
    await c.query("SELECT pg_stat_clear_snapshot()");
    const { rows } = await c.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'nutripilot' AND wait_event_type = 'Lock'",
      [database],
    );
    if (rows[0]!.n >= n) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`fewer than ${n} statements ever waited for the lock`);
}

const meal = (tag: string) => ({ food: `reliability ${tag}`, calories: 100, proteins: 1, carbs: 1, fats: 1, mealType: "snack" });

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
});

describe.skipIf(!PG)("shutdown and database faults (PostgreSQL)", () => {
  it("SIGTERM: running writes finish and are stored, /readyz answers 503 during the drain, new requests get 503 + Retry-After, exit 0", async () => {
    const dbName = `np_test_${randomBytes(6).toString("hex")}`;
    await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(PG!);
    url.pathname = `/${dbName}`;
    const port = 3400 + Math.floor(Math.random() * 500);
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        WEB_DIST_DIR: "/nonexistent",
        SEED_FOODS: "false",
        DATABASE_URL: url.toString(),
        SHUTDOWN_DRAIN_MS: "0",
        SHUTDOWN_TIMEOUT_MS: "30000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    child.stdout!.on("data", (d) => (output += d));
    child.stderr!.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const locker = new Client({ connectionString: url.toString() });
    try {
      for (let i = 0; ; i++) {
        if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
        const up = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (i > 600) throw new Error("server did not start");
        await new Promise((r) => setTimeout(r, 100));
      }
      const password = "reliability password";
      const reg = await fetch(`${base}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          username: "draining",
          email: "draining@example.com",
          password,
          confirmPassword: password,
          acceptTerms: true,
        }),
      });
      expect(reg.status).toBe(201);
      const cookie = reg.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const post = (tag: string) =>
        fetch(`${base}/api/meals`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify(meal(tag)),
        });

      // Eight writes are held inside the server by a table lock, so they are surely running at SIGTERM.
      await locker.connect();
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE meals IN EXCLUSIVE MODE");
      const inFlight = Array.from({ length: 8 }, (_, i) => post(`in-flight ${i}`));
      await waitForBlocked(locker, dbName, 8);
      child.kill("SIGTERM");

      // The drain: the port stays open; readiness fails, liveness holds, new work is refused with 503.
      let ready: Response | null = null;
      for (let i = 0; i < 400 && ready?.status !== 503; i++) {
        ready = await fetch(`${base}/readyz`);
        if (ready.status !== 503) await new Promise((r) => setTimeout(r, 10));
      }
      expect(ready!.status).toBe(503);
      expect(ready!.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const late = await Promise.all([post("late 1"), post("late 2"), fetch(`${base}/api/meals`, { headers: { cookie } })]);
      for (const r of late) {
        expect(r.status).toBe(503);
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(((await r.json()) as { message: string }).message).toBe(ServiceMessages.restarting);
      }

      await locker.query("COMMIT");
      const answers = await Promise.all(inFlight);
      expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 201));
      expect(await exited).toBe(0);

      const { rows } = await locker.query<{ food: string }>("SELECT food FROM meals ORDER BY food");
      expect(rows.map((r) => r.food)).toEqual(Array.from({ length: 8 }, (_, i) => `reliability in-flight ${i}`));
      const { rows: left } = await locker.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'nutripilot'",
        [dbName],
      );
      expect(left[0]!.n).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await locker.end().catch(() => {});
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    }
  }, 120_000);

  describe("connections ended by the database", () => {
    let t: TestApp;
    let dbName: string;
    afterAll(async () => {
      await t?.close();
    });

    const terminateAll = (c: Client) =>
      c.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'nutripilot'", [dbName]);

    it("reads are tried again and answer 200; writes answer 201 or 503 with Retry-After, never 500; nothing acknowledged is lost", async () => {
      t = await buildTestApp("postgres");
      dbName = (await t.database.db.execute<{ d: string }>(sql`SELECT current_database() AS d`)).rows[0]!.d;
      const { browser } = await registerUser(t.app);
      const appUrl = new URL(PG!);
      appUrl.pathname = `/${dbName}`;
      let created = 0;

      await admin(async (c) => {
        // 1. Four reads and four writes wait on a lock when their connections are ended.
        await c.query("BEGIN");
        await c.query("LOCK TABLE meals IN ACCESS EXCLUSIVE MODE");
        const reads = Array.from({ length: 4 }, () => browser.get("/api/meals"));
        const writes = Array.from({ length: 4 }, (_, i) => browser.post("/api/meals", meal(`terminated ${i}`)));
        await waitForBlocked(c, dbName, 8);
        await terminateAll(c);
        await c.query("COMMIT");
        for (const r of await Promise.all(reads)) expect(r.statusCode).toBe(200);
        const written = await Promise.all(writes);
        for (const r of written) expect([201, 503]).toContain(r.statusCode);
        for (const r of written.filter((x) => x.statusCode === 503)) {
          expect(r.json()).toMatchObject({ error: "SERVICE_UNAVAILABLE", message: ServiceMessages.databaseUnavailable });
          expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
        }
        created += written.filter((x) => x.statusCode === 201).length;

        // 2. Idle connections ended between requests: a mixed wave right after.
        for (let round = 0; round < 5; round++) {
          await Promise.all(Array.from({ length: 6 }, () => browser.get("/api/meals")));
          await terminateAll(c);
          const wave = await Promise.all([
            ...Array.from({ length: 6 }, () => browser.get("/api/meals")),
            ...Array.from({ length: 3 }, (_, i) => browser.post("/api/meals", meal(`wave ${round}.${i}`))),
          ]);
          for (const r of wave.slice(0, 6)) expect(r.statusCode).toBe(200);
          for (const r of wave.slice(6)) expect([201, 503]).toContain(r.statusCode);
          created += wave.slice(6).filter((r) => r.statusCode === 201).length;
        }
      }, appUrl.toString());

      // Every acknowledged write is stored (a 503 write was not carried out).
      const list = await browser.get("/api/meals");
      expect(list.statusCode).toBe(200);
      expect((list.json() as unknown[]).length).toBe(created);
    }, 120_000);
  });
});
