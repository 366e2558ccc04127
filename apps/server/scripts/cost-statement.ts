/**
 * What one session statement costs through drizzle's prepared query and through TextRowsSubmission (decision
 * 0019-pgshare), in Node CPU (process.cpuUsage) and in the CPU of this process's PostgreSQL backends (schedstat),
 * per statement: 50 callers on the pool of 10, rounds of STATEMENT_N (default 5,000) executions, the two paths in
 * turns (the order alternating), STATEMENT_ROUNDS rounds (default 5), medians. Needs a database seeded with
 * bench:api's data (`COST_DB=postgres://…/<db>`; its heavy user gets a new session). STATEMENT_READ=none: the
 * session statement alone; otherwise with the dashboard's 7-day list joined to it (session_meals_range).
 *   COST_DB=postgres://postgres@127.0.0.1:5432/<seeded db> node --import tsx apps/server/scripts/cost-statement.ts
 */
import fs from "node:fs";
import os from "node:os";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase } from "../src/db/client.ts";
import { hashToken, insertSession, sessionReadStatement } from "../src/features/auth/auth.repository.ts";
import { mealRangeRead } from "../src/features/meals/meals.repository.ts";

const dbUrl = process.env.COST_DB!;
const appName = `np_cost_statement_${process.pid}`;
const u = new URL(dbUrl);
u.searchParams.set("application_name", appName);
const { db, close } = await openDatabase(u.toString());
const [heavy] = (await db.execute(sql`select id from users where username = 'bench_heavy'`)).rows as { id: number }[];
const token = randomBytes(24).toString("hex");
const now = new Date();
await insertSession(db, {
  tokenHash: hashToken(token),
  userId: heavy!.id,
  persistent: true,
  now,
  expiresAt: new Date(now.getTime() + 86400e3),
});
const stmt = process.env.STATEMENT_READ === "none" ? sessionReadStatement("mb_none", () => sql`null`) : mealRangeRead;
const today = new Date().toISOString().slice(0, 10);
const weekAgo = new Date(Date.now() - 6 * 86400e3).toISOString().slice(0, 10);
const values = {
  tokenHash: hashToken(token),
  now: now.toISOString(),
  nowIso: now.toISOString(),
  idleSince: new Date(now.getTime() - 3600e3).toISOString(),
  startDate: weekAgo,
  endDate: today,
};
const admin = new Client({ connectionString: dbUrl });
await admin.connect();
const cpu = (pid: number) => {
  try {
    let ns = 0;
    for (const t of fs.readdirSync(`/proc/${pid}/task`))
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]);
    return ns / 1000;
  } catch {
    return 0;
  }
};
const pgCpu = async () => {
  const { rows } = await admin.query("select pid from pg_stat_activity where application_name=$1", [appName]);
  return rows.reduce((s, r) => s + cpu(r.pid), 0);
};
const text = stmt.text(db)!;
const prepared = stmt.prepared(db);
const kinds = { drizzle: () => prepared.execute(values), text: () => text.execute(values) } as const;
const N = Number(process.env.STATEMENT_N ?? 5000);
async function round(kind: keyof typeof kinds) {
  const f = kinds[kind];
  let left = N;
  const pg0 = await pgCpu();
  const c0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (left-- > 0) await f();
    }),
  );
  const c = process.cpuUsage(c0);
  const pg = (await pgCpu()) - pg0;
  return { node: (c.user + c.system) / N, pg: pg / N };
}
for (let i = 0; i < 300; i++) {
  await kinds.drizzle();
  await kinds.text();
}
const res: Record<string, { node: number; pg: number }[]> = { drizzle: [], text: [] };
for (let r = 0; r < Number(process.env.STATEMENT_ROUNDS ?? 5); r++) {
  for (const k of (r % 2 ? ["text", "drizzle"] : ["drizzle", "text"]) as (keyof typeof kinds)[]) {
    const x = await round(k);
    res[k]!.push(x);
    console.log(
      `round ${r + 1} ${k.padEnd(8)} node ${x.node.toFixed(1)} µs  pg ${x.pg.toFixed(1)} µs  (load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
}
const med = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const k of ["drizzle", "text"])
  console.log(
    `median ${k}: node ${med(res[k]!.map((x) => x.node)).toFixed(1)} µs, pg ${med(res[k]!.map((x) => x.pg)).toFixed(1)} µs per statement`,
  );
await admin.end();
await close();
