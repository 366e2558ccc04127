import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Placeholder } from "drizzle-orm";
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

/** A statement's rows as PostgreSQL's text values, one array per row, in the select's column order (null: SQL NULL). */
export type TextRow = (string | null)[];

/** textRowsStatement's query: run with the statement's named values. */
export interface TextRowsQuery {
  execute: (values: Record<string, unknown>) => Promise<TextRow[]>;
}

interface PgConnection {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  stream: { cork?: () => void; uncork?: () => void };
  parse: (query: { text: string; name: string }) => void;
  bind: (config: { statement: string; values: (string | null)[] }) => void;
  execute: (config?: object) => void;
  sync: () => void;
  sendCopyFail: (message: string) => void;
}

/**
 * One execution of a named prepared statement on node-postgres, as the driver's own Query does it but without
 * what a hot read does not need (decision 0019-pgshare): no Describe (PostgreSQL sends no RowDescription and
 * the driver builds no type parsers for it: the caller knows its columns), no result object, no copy of the
 * query's configuration, no promise of its own. A "submittable" in node-postgres' terms: the client calls these
 * methods as it reads the answer. The callback is taken once, so db/faults.ts' retry can submit it again.
 */
class TextRowsSubmission {
  rows: TextRow[] = [];
  callback: ((err: Error | null, rows?: TextRow[]) => void) | undefined;
  constructor(
    readonly name: string,
    readonly text: string,
    readonly values: (string | null)[],
  ) {}
  submit(connection: PgConnection): null {
    this.rows = [];
    connection.stream.cork?.();
    try {
      if (connection.parsedStatements[this.name] === undefined && connection.submittedNamedStatements[this.name] === undefined) {
        connection.parse({ text: this.text, name: this.name });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values });
      connection.execute();
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }
  private take() {
    const callback = this.callback;
    this.callback = undefined;
    return callback;
  }
  handleDataRow(msg: { fields: TextRow }) {
    this.rows.push(msg.fields);
  }
  handleError(err: Error) {
    this.take()?.(err);
  }
  handleReadyForQuery() {
    this.take()?.(null, this.rows);
  }
  handleRowDescription() {}
  handleCommandComplete() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse(connection: PgConnection) {
    connection.sendCopyFail("No source stream defined");
  }
  handleCopyData() {}
}

/** A statement value as PostgreSQL's text input (what node-postgres' prepareValue gives for these kinds). */
function textValue(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  throw new TypeError("textRowsStatement: a value must be text, a number, a boolean or a Date");
}

/**
 * A hot read's statement on PostgreSQL, executed as TextRowsSubmission (the rows as the database's text; the
 * caller converts the few columns it reads): the statement's text, name and values are drizzle's prepared query's
 * (`build`, as for preparedStatement), so both run the same named statement. Undefined on PGlite and inside a
 * transaction (the caller then runs the drizzle query). Through the pool's `query`, so db/faults.ts' retry applies.
 */
export function textRowsStatement(build: (db: Db) => unknown): (db: Db) => TextRowsQuery | undefined {
  const byDb = new WeakMap<Db, TextRowsQuery | null>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      const prepared = build(db) as {
        client?: unknown;
        queryString?: string;
        params?: unknown[];
        rawQueryConfig?: { name?: string };
        logger?: { logQuery: (query: string, params: unknown[]) => void };
      };
      const name = prepared.rawQueryConfig?.name;
      const text = prepared.queryString;
      query = null;
      if (prepared.client instanceof Pool && name && text) {
        const pool = prepared.client;
        // drizzle's logger sees the statement as it sees its own (openDatabase's onQuery; a no-op by default).
        const logger = prepared.logger;
        // Each parameter: a named placeholder's name, or a value fixed in the statement.
        const params: ({ name: string } | { value: string | null })[] = (prepared.params ?? []).map((p) =>
          p instanceof Placeholder ? { name: p.name as string } : { value: textValue(p) },
        );
        query = {
          execute: (values) => {
            const submission = new TextRowsSubmission(
              name,
              text,
              params.map((p) => ("name" in p ? textValue(values[p.name]) : p.value)),
            );
            logger?.logQuery(text, submission.values);
            return pool.query(submission as never) as unknown as Promise<TextRow[]>;
          },
        };
      }
      byDb.set(db, query);
    }
    return query ?? undefined;
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
    const client = await PGlite.create(url === "memory://" ? undefined : url, {
      extensions: { pg_trgm },
      startParams: [...PGLITE_START_PARAMS],
    });
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
