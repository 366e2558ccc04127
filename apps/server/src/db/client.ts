import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import { retryLostConnections } from "./faults.ts";
import { lockDataDir } from "./lock.ts";
import { pgliteNamedQuery } from "./pglite-statement.ts";
import { serverPath } from "../lib/paths.ts";

const migrationsFolder = serverPath("drizzle");

/**
 * The database or a transaction on it: repositories accept either. Declared without a schema (the query
 * builder is used, never `db.query`), so this layer knows no feature's tables; drizzle-kit finds them
 * through drizzle.config.ts.
 */
export type Db = PgDatabase<NodePgQueryResultHKT>;
/**
 * A statement built once per database handle and run many times: drizzle's `.prepare(name)`, so a request
 * does no query building (a quarter to a third of a dashboard read's CPU in the profiles, decision 0015), and
 * the database parses and plans it once: on PostgreSQL a named prepared statement per pooled connection
 * (node-postgres), on PGlite a named statement in its one session (pgliteNamedQuery). `build` receives the
 * handle (the app's database, or a transaction, which gets its own) and returns the prepared query; its values
 * come as `sql.placeholder(…)`s. Nothing else is kept: every call reads the database.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      // drizzle's PGlite driver ignores the statement's name: give its query a named statement of its own.
      const query = prepared as { client?: unknown; queryString?: string };
      if (query.client instanceof PGlite && query.queryString) query.client = pgliteNamedQuery(query.client, query.queryString);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * PGlite's own start parameters, plus a smaller buffer pool (decision 0016-pglite). PGlite's PostgreSQL keeps its
 * shared memory in the WebAssembly heap, which is zeroed when allocated (so resident at once) and never given
 * back: the default 128 MB of shared_buffers (initdb's postgresql.conf) cost ~110-130 MiB of the server's RSS
 * before the first query. 16 MB holds the dashboards' working set (a user's rows and the index pages over them);
 * a page not in the pool is read from the data directory's files, which the OS caches outside the process.
 * A `-c` here overrides postgresql.conf, so existing data directories get it too.
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

/**
 * Opens the database and applies migrations.
 * `postgres://…` uses a server; `memory://` an in-memory PGlite (tests); anything else is a PGlite
 * data directory, locked against a second process.
 */
export async function openDatabase(url: string, opts: { onQuery?: (sql: string, params: unknown[]) => void } = {}): Promise<Database> {
  // Tests count the statements a request runs (the same work for known and unknown accounts).
  const logger = opts.onQuery ? { logQuery: (sql: string, params: unknown[]) => opts.onQuery!(sql, params) } : undefined;
  if (/^postgres(ql)?:\/\//.test(url)) {
    // connectionTimeoutMillis: a request waits at most 2 s for a connection (the default waits forever), then
    // gets 503 (db/faults.ts) instead of piling up behind an unreachable or exhausted database.
    const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 2000, application_name: "nutripilot" });
    // An idle connection dropped by the server (a restart, an administrator) is removed from the pool and
    // replaced on the next query; without a listener its error would end the process.
    pool.on("error", (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    // A connection ended while checked out (a transaction between two statements, a worker holding it) reports
    // through its own 'error' event, which the pool listens to only while the connection is idle: without this
    // listener that error ended the process. The next statement on it fails and is answered with 503.
    pool.on("connect", (client) => client.on("error", () => {}));
    retryLostConnections(pool);
    const db = drizzlePg(pool, { casing: "snake_case", logger });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const release = url === "memory://" ? () => {} : lockDataDir(url);
  try {
    const client = await PGlite.create(url === "memory://" ? undefined : url, { extensions: { pg_trgm }, startParams: [...PGLITE_START_PARAMS] });
    const db = drizzlePglite(client, { casing: "snake_case", logger });
    await migratePglite(db, { migrationsFolder });
    let closed = false;
    return {
      // Both drivers expose the same query builder; the pg type is the common denominator.
      db: db as unknown as Db,
      kind: "pglite",
      close: async () => {
        if (closed) return;
        closed = true;
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
