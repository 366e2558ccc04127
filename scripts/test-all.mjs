#!/usr/bin/env node
// Runs every check and test of the project and ends with one line: "N passed, N failed".
// Type check and lint count as one check each; vitest and Playwright report their own tests.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutripilot-test-"));
let passed = 0;
let failed = 0;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(label, cmd, args) {
  if (run(label, cmd, args)) passed += 1;
  else {
    failed += 1;
    console.log(`!!! ${label} failed`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

console.log(
  process.env.TEST_DATABASE_URL
    ? `API tests run on PGlite and on ${process.env.TEST_DATABASE_URL}`
    : "API tests run on PGlite only (TEST_DATABASE_URL is not set)",
);

check("typecheck", "npm", ["run", "-s", "typecheck"]);
check("lint", "npm", ["run", "-s", "lint"]);

// The production build first (web app and compiled server; scripts/build.mjs skips what is up to date): the
// production-install test (apps/server/test/production-install.test.ts) and the browser tests use it.
const built = run("build web app and server", "npm", ["run", "-s", "build"]);
if (!built) failed += 1;

const vitestJson = path.join(reportDir, "vitest.json");
const vitestOk = run("unit and API tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  // Prints "security: N cases, M failures" for the security suite (apps/server/test/security), per database.
  "--reporter=./apps/server/test/security/reporter.ts",
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests + (vitestOk || v.numFailedTests > 0 ? 0 : 1);
} else {
  failed += 1;
  console.log("!!! vitest produced no report");
}

if (built) {
  const pwJson = path.join(reportDir, "playwright.json");
  const pwOk = run("browser tests", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  const p = readJson(pwJson);
  if (p?.stats) {
    passed += p.stats.expected;
    failed += p.stats.unexpected + p.stats.flaky + (pwOk || p.stats.unexpected > 0 ? 0 : 1);
  } else {
    failed += 1;
    console.log("!!! Playwright produced no report");
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
