#!/usr/bin/env node
// npm start: builds the web app and the server when their sources changed since the last build
// (scripts/build.mjs; nothing to do on an already-built tree), then runs the compiled server in this
// process with plain node. A production package without sources (apps/server/src absent, e.g. an
// `npm ci --omit=dev` install of the built output) only runs it.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

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
await import(pathToFileURL(path.join(root, "apps/server/dist/server.js")).href);
