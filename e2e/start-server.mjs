// Starts the real server for the browser tests on a fresh embedded database. Its log goes to
// E2E_SERVER_LOG too: without SMTP the server logs the mail it puts in the outbox, and the
// password-reset test reads the code from there, as an operator would.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const log = process.env.E2E_SERVER_LOG;
const dir = path.dirname(log);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const out = fs.createWriteStream(log);
const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: process.env.E2E_PORT,
    DATA_DIR: path.join(dir, "data"),
    DATABASE_URL: "",
    SMTP_URL: "",
    LOG_LEVEL: "info",
    REGISTRATIONS_PER_IP_PER_HOUR: "1000",
    // The administrator access code (a server secret); the same value as ADMIN_ACCESS_CODE in fixtures.ts.
    ADMIN_ACCESS_CODE: "e2e-admin-access-code-2026",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
child.stdout.pipe(out);
child.stderr.pipe(process.stderr);
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => process.exit(code ?? 0));
