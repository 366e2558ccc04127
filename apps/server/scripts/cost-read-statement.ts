/**
 * What the dashboard's joined meal read (session_meals_range: the session, its user, their plan and the list) costs
 * in PostgreSQL's CPU, this checkout's statement (B) against another checkout's (A, STATEMENT_AB=<its root>, e.g. a
 * worktree of main), for today's meals and the 7-day range (decision 0020-pgread3). Both statements' text comes
 * from their own meals.repository.ts (drizzle's prepared query), each prepared under its own name on one connection
 * of a database seeded with bench:api's data (COST_DB; its heavy user gets a new session), then executed
 * STATEMENT_N times (default 4,000) in turns, the order alternating, STATEMENT_ROUNDS rounds (default 5). Per
 * execution: that backend's CPU (/proc/<pid>/schedstat, so the machine's load moves it little) and this process's
 * (process.cpuUsage: the driver's work, about the same for both). Prints each round and the medians, and checks that
 * both statements return the same text.
 *   COST_DB=postgres://postgres@127.0.0.1:5432/<seeded db> STATEMENT_AB=/work/main \
 *     node --import tsx apps/server/scripts/cost-read-statement.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import { Placeholder } from "drizzle-orm";
import { Client } from "pg";
import { hashToken } from "../src/features/auth/auth.repository.ts";
import { HEAVY, TIME_ZONE } from "./bench-seed.ts";
import { toLocalDate, addDays } from "@app/shared";

const dbUrl = process.env.COST_DB;
const other = process.env.STATEMENT_AB;
if (!dbUrl || !other) throw new Error("cost-read-statement: needs COST_DB and STATEMENT_AB");
const N = Number(process.env.STATEMENT_N ?? 4000);
const ROUNDS = Number(process.env.STATEMENT_ROUNDS ?? 5);

interface Statement {
  text: string;
  params: (string | { name: string })[];
}

/** A checkout's session_meals_range: its text and its parameters (a placeholder's name, or a fixed value as text). */
async function statementOf(root: string): Promise<Statement> {
  const repo = (await import(path.resolve(root, "apps/server/src/features/meals/meals.repository.ts"))) as {
    mealRangeRead: { prepared: (db: unknown) => { queryString: string; params: unknown[] } };
  };
  const prepared = repo.mealRangeRead.prepared(drizzle.mock({ casing: "snake_case" }));
  return {
    text: prepared.queryString,
    params: prepared.params.map((p) =>
      p instanceof Placeholder || (p as { name?: unknown })?.name ? { name: String((p as Placeholder).name) } : String(p),
    ),
  };
}

const statements = { A: await statementOf(other), B: await statementOf(process.cwd()) };
const client = new Client({ connectionString: dbUrl });
await client.connect();
const {
  rows: [heavy],
} = await client.query<{ id: number }>("select id from users where username = $1", [HEAVY.username]);
const token = randomBytes(24).toString("hex");
const now = new Date();
await client.query(
  "insert into sessions (id, user_id, persistent, created_at, last_seen_at, expires_at) values ($1, $2, true, $3, $3, $4)",
  [hashToken(token), heavy!.id, now, new Date(now.getTime() + 86400e3)],
);
const { pid } = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!;
const backendCpu = () => Number(fs.readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]) / 1000;

const today = toLocalDate(now, TIME_ZONE);
const ranges = { today: [today, today], "7-day": [addDays(today, -6), today] } as const;

function valuesOf(s: Statement, range: readonly [string, string]): (string | null)[] {
  const named: Record<string, string> = {
    tokenHash: hashToken(token),
    now: now.toISOString(),
    nowIso: now.toISOString(),
    idleSince: new Date(now.getTime() - 3600e3).toISOString(),
    startDate: range[0],
    endDate: range[1],
  };
  return s.params.map((p) => (typeof p === "string" ? p : named[p.name]!));
}

async function run(kind: "A" | "B", rangeName: keyof typeof ranges, n: number) {
  const s = statements[kind];
  const config = { name: `cost_${kind}_${rangeName}`, text: s.text, values: valuesOf(s, ranges[rangeName]), rowMode: "array" as const };
  const pg0 = backendCpu();
  const c0 = process.cpuUsage();
  let last: unknown;
  for (let i = 0; i < n; i++) last = (await client.query(config)).rows[0];
  const c = process.cpuUsage(c0);
  return { pg: (backendCpu() - pg0) / n, node: (c.user + c.system) / n, row: JSON.stringify(last) };
}

const med = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`cost-read-statement — A = ${other}, B = ${process.cwd()}; ${N} executions per round, ${ROUNDS} rounds`);
for (const rangeName of Object.keys(ranges) as (keyof typeof ranges)[]) {
  // Warm-up: past the custom plans (PostgreSQL plans the first 5 executions for their values), and the same answer.
  const [a, b] = [await run("A", rangeName, 300), await run("B", rangeName, 300)];
  if (a.row !== b.row) throw new Error(`cost-read-statement: ${rangeName}: A and B answer differently`);
  const res: Record<"A" | "B", { pg: number; node: number }[]> = { A: [], B: [] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of (r % 2 ? ["B", "A"] : ["A", "B"]) as ("A" | "B")[]) {
      const x = await run(kind, rangeName, N);
      res[kind].push(x);
      console.log(
        `  ${rangeName.padEnd(7)} round ${r + 1} ${kind}  PostgreSQL ${x.pg.toFixed(1)} µs  Node ${x.node.toFixed(1)} µs  (load ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
  const m = (k: "A" | "B", f: "pg" | "node") => med(res[k].map((x) => x[f]));
  console.log(
    `${rangeName.padEnd(7)} medians: PostgreSQL A ${m("A", "pg").toFixed(1)} µs, B ${m("B", "pg").toFixed(1)} µs (B/A ${(m("B", "pg") / m("A", "pg")).toFixed(2)}×); ` +
      `Node A ${m("A", "node").toFixed(1)} µs, B ${m("B", "node").toFixed(1)} µs; answer ${a.row.length} B, the same`,
  );
}
const plans = await client.query(
  "select name, generic_plans, custom_plans from pg_prepared_statements where name like 'cost_%' order by name",
);
for (const p of plans.rows) console.log(`  ${p.name}: ${p.generic_plans} generic plans, ${p.custom_plans} custom plans`);
await client.query("delete from sessions where id = $1", [hashToken(token)]);
await client.end();
