import { AsyncLocalStorage } from "node:async_hooks";
import type { Pool } from "pg";

/**
 * Database faults: a connection that breaks (the server restarted, an administrator or a proxy ended it,
 * the database is unreachable) is not a bug in the request, so the client gets 503 with Retry-After
 * instead of 500, and a read is tried once more on another connection first.
 */

/** SQLSTATE codes of a lost or refused connection: class 08, admin/crash shutdown, too many connections. */
const CONNECTION_SQLSTATES = /^(08...|57P01|57P02|57P03|53300)$/;
/** Messages of node-postgres and the socket when a connection is gone or cannot be made. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed|timeout exceeded when trying to connect|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND/i;
/** The statement provably never reached the server (the client was dead before it was sent). */
const NOT_SENT = /not queryable|Client was closed/i;

function causes(err: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  let e: unknown = err;
  // Drizzle wraps the driver's error in DrizzleQueryError (cause); look through a few levels.
  for (let i = 0; i < 5 && e && typeof e === "object"; i++) {
    chain.push(e as { code?: unknown; message?: unknown });
    e = (e as { cause?: unknown }).cause;
  }
  return chain;
}

/** True when `err` (or what it wraps) says the database connection was lost or could not be made. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return causes(err).some(
    (e) =>
      (typeof e.code === "string" && (CONNECTION_SQLSTATES.test(e.code) || CONNECTION_MESSAGES.test(e.code))) ||
      (typeof e.message === "string" && CONNECTION_MESSAGES.test(e.message) && !e.message.startsWith("Failed query:")),
  );
}

/** The driver's code and message only, for the log: never the statement or its parameters (user data). */
export function databaseErrorSummary(err: unknown): { code?: string; message?: string } {
  const driver = causes(err).find((e) => typeof e.message === "string" && !e.message.startsWith("Failed query:"));
  return {
    ...(typeof driver?.code === "string" ? { code: driver.code } : {}),
    ...(typeof driver?.message === "string" ? { message: driver.message.slice(0, 200) } : {}),
  };
}

const neverSent = (err: unknown) => causes(err).some((e) => typeof e.message === "string" && NOT_SENT.test(e.message));

/**
 * Whether the request being served may repeat its statements: set per request (GET, HEAD and OPTIONS
 * are idempotent), read by the pool's retry below.
 */
export const requestIdempotence = new AsyncLocalStorage<{ idempotent: boolean }>();

const isRead = (text: string) => /^\s*(select|show|values)\b/i.test(text);
const textOf = (q: unknown) => (typeof q === "string" ? q : ((q as { text?: string } | null)?.text ?? ""));

/** A moment for the pool to drop the other connections that broke at the same time before the retry. */
const RETRY_DELAY_MS = 20;

/**
 * Makes `pool.query` (every statement outside a transaction) try once more on a lost connection when
 * repeating it cannot do harm: a read, any statement of an idempotent request, or a statement that was
 * never sent. Anything else, and a retry that fails too, reaches the error handler, which answers 503.
 */
export function retryLostConnections(pool: Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === "function") return query(...args);
    return (query(...args) as Promise<unknown>).catch(async (err: unknown) => {
      const repeatable = isRead(textOf(args[0])) || requestIdempotence.getStore()?.idempotent === true || neverSent(err);
      if (!repeatable || !isDatabaseUnavailable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return query(...args);
    });
  };
}
