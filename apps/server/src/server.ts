import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { scheduleHousekeeping } from "./housekeeping.ts";

/**
 * Node runs V8's background tasks to completion whenever its event loop has nothing left to wait on
 * (NodePlatform::DrainTasks, between two turns of the loop), and PGlite's WebAssembly tier-up is one long background
 * job. The start awaits promises that hold no handle of the loop (PGlite's queries run on this thread), so without a
 * handle the main thread stopped there, blocked until the tier-up's queue was done: 0.4-0.5 s of a 3.2 s start on a
 * quiet machine (decision 0021-start). A timer holds the loop until the server listens; the listener holds it after.
 */
function holdEventLoop(): () => void {
  const timer = setInterval(() => {}, 60_000);
  return () => clearInterval(timer);
}

async function main() {
  const release = holdEventLoop();
  try {
    await start();
  } finally {
    release();
  }
}

async function start() {
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL ?? config.DATA_DIR);
  const app = await buildApp(config, { database });
  // Expired sessions and old rate-limit events: deleted at start and hourly (safe with any number of instances).
  scheduleHousekeeping(app);
  app.log.info({ database: database.kind === "postgres" ? "postgres" : `pglite:${config.DATA_DIR}` }, "database ready");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown timed out; forcing exit");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      // Readiness fails and new requests get 503 while the running ones finish; only then is the port closed.
      await app.drain(config.SHUTDOWN_DRAIN_MS);
      await app.close();
      await database.close();
      app.log.info("shutdown complete");
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    app.log.error({ err }, "could not listen");
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("NutriPilot failed to start:", error);
  }
  process.exit(1);
});
