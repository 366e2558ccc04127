#!/usr/bin/env node
// npm start: builds the web app and the server when their sources changed since the last build
// (scripts/build.mjs; nothing to do on an already-built tree), then runs the compiled server with plain node
// in a child process, with the flags and environment of scripts/server-process.mjs (process settings a
// running node cannot give itself: glibc's arenas, V8's heap). This process only waits: it passes SIGTERM,
// SIGINT and SIGHUP on and exits as the server does (its code, or the same signal). A production package
// without sources (apps/server/src absent, e.g. an `npm ci --omit=dev` install of the built output) only runs it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverCommand } from "./server-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
if (fs.existsSync(path.join(root, "apps/server/src"))) {
  const { buildAll } = await import("./build.mjs");
  try {
    await buildAll();
  } catch (error) {
    console.error(`NutriPilot could not be built: ${error instanceof Error ? error.message : error}`);
    console.error("Building needs the development dependencies: run `npm ci`, then `npm start` again.");
    process.exit(1);
  }
}

const { args, env } = serverCommand(path.join(root, "apps/server/dist/server.js"));
const server = spawn(process.execPath, args, { env, stdio: "inherit" });
const signals = ["SIGTERM", "SIGINT", "SIGHUP"];
// A terminal's Ctrl-C reaches both processes; the server stops once however often it is told.
for (const signal of signals) process.on(signal, () => server.kill(signal));
server.on("error", (error) => {
  console.error(`NutriPilot could not start the server: ${error.message}`);
  process.exit(1);
});
server.on("exit", (code, signal) => {
  if (signal) {
    // Ended by a signal: end the same way, so a supervisor sees what the server's own process would have shown.
    for (const s of signals) process.removeAllListeners(s);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
