import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3197);
export const serverLog = path.join(os.tmpdir(), `nutripilot-e2e-${port}`, "server.log");
/** The mail the server sent through the test SMTP server (start-server.mjs), one JSON line per message. */
export const mailLog = path.join(os.tmpdir(), `nutripilot-e2e-${port}`, "mail.jsonl");
process.env.E2E_SERVER_LOG = serverLog;
process.env.E2E_MAIL_LOG = mailLog;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // One worker: on the two-core machines CI runs on, a second Chromium competes with the first and with the
  // server for the same cores. Measured on a busy machine (load 14-17): 2 workers timed out 4 of 77 tests,
  // 1 worker none, at about the same time per test (11 s; E2E_WORKERS=2 to compare).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `node e2e/start-server.mjs`,
    cwd: path.resolve(import.meta.dirname, ".."),
    // Food routes wait for the first start's import of the food tables (about 20 s, much more on a busy
    // machine), so this answers once the data is in: no test races the import for the CPU.
    url: `http://localhost:${port}/api/foods/sources`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), E2E_SERVER_LOG: serverLog, E2E_MAIL_LOG: mailLog },
  },
});
