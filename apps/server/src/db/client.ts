import { createHash } from "node:crypto";
import { parse as pgliteParse, PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import { retryLostConnections } from "./faults.ts";
import { lockDataDir } from "./lock.ts";
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

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * A stand-in for the PGlite client of one prepared query, whose `query` runs `text` as a named statement:
 * parsed and described once (Parse + Describe), then each call is Bind + Execute only, so PostgreSQL neither
 * parses nor plans it again (its plan cache decides between a custom and a generic plan, as on a server).
 * Runs under PGlite's own locks, like PGlite.query: never inside another caller's transaction.
 */
function pgliteNamedQuery(client: PGlite, text: string): Pick<PGlite, "query"> {
  const name = `np_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  const { serialize } = protocol;
  let paramTypes: number[] | undefined;
  // PGlite.query merges the client's ~320 type parsers with the query's own (drizzle passes 9) into a new object on
  // every call: 10 % of a loaded server's CPU in bench:api's profile (decision 0016-pglite). drizzle passes the same
  // options object on every call, so the merged map is built once per options object.
  const merged = new WeakMap<object, Pick<QueryOptions, "rowMode" | "parsers">>();
  const parseOptions = (options: QueryOptions | undefined) => {
    if (!options?.parsers) return options;
    let parse = merged.get(options);
    if (!parse) {
      parse = { rowMode: options.rowMode, parsers: { ...client.parsers, ...options.parsers } };
      merged.set(options, parse);
    }
    return parse;
  };
  return {
    query: async <R,>(_text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
      // PGlite's own locks (public, underscored API), taken in the order PGlite.query takes them.
      // oxlint-disable-next-line no-underscore-dangle
      await client._checkReady();
      // oxlint-disable-next-line no-underscore-dangle
      return client._runExclusiveTransaction(() =>
        // oxlint-disable-next-line no-underscore-dangle
        client._runExclusiveQuery(async () => {
          if (!paramTypes) {
            try {
              await client.execProtocol(concat([serialize.parse({ name, text }), serialize.sync()]), { syncToFs: false });
            } catch (error) {
              // 42P05: already prepared in this session (another handle on the same database).
              if ((error as { code?: string }).code !== "42P05") throw error;
            }
            const described = await client.execProtocol(concat([serialize.describe({ type: "S", name }), serialize.sync()]), {
              syncToFs: false,
            });
            paramTypes = pgliteParse.parseDescribeStatementResults(described.messages);
          }
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = options?.serializers?.[paramTypes![i]!] ?? client.serializers[paramTypes![i]!];
            return serializer ? serializer(value) : String(value);
          });
          // syncToFs: PGlite's file systems here (a data directory through Node's fs, or memory://) write through and
          // sync nothing; the call only queued behind PGlite's file-system lock.
          const { messages } = await client.execProtocol(
            concat([serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]),
            { syncToFs: false },
          );
          const parse = parseOptions(options);
          // The merged map stands in for the client's parsers, and the options carry no parsers to merge again.
          return pgliteParse.parseResults(messages, (parse?.parsers ?? client.parsers) as typeof client.parsers, parse && { rowMode: parse.rowMode })[0] as Results<R>;
        }),
      );
    },
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
