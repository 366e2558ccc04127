import type { FastifyInstance } from "fastify";
import type { Db } from "./db/client.ts";
import { pruneSessions } from "./features/auth/index.ts";
import { pruneEvents, RATE_EVENT_RETENTION_MS } from "./features/throttle/index.ts";

/** How often the tables that only grow are trimmed (and once at start). */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes what can never be used again: expired and idle sessions, rate-limit events older than the
 * longest window. One DELETE per table, so N instances running it at once do no harm (the later ones
 * find less to delete) and no coordination is needed.
 */
export async function runHousekeeping(db: Db, now: Date): Promise<void> {
  await pruneSessions(db, now);
  await pruneEvents(db, new Date(now.getTime() - RATE_EVENT_RETENTION_MS));
}

/** Runs the housekeeping when the app is ready and every `intervalMs` after, on a timer that keeps no process alive. */
export function scheduleHousekeeping(app: FastifyInstance, intervalMs = HOUSEKEEPING_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = runHousekeeping(app.db, app.clock()).catch((err: unknown) =>
      app.log.error({ err: err instanceof Error ? err.message : String(err) }, "housekeeping failed"),
    );
  };
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
