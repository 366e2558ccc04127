// Starts the real server for the browser tests on a fresh embedded database, with a local SMTP
// server as its mail relay: every message the server sends is written to E2E_MAIL_LOG (one JSON line
// per message), and the password-reset test reads the code from there, as the user reads their mail.
// The server's own log goes to E2E_SERVER_LOG.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const log = process.env.E2E_SERVER_LOG;
const mailLog = process.env.E2E_MAIL_LOG;
const dir = path.dirname(log);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const out = fs.createWriteStream(log);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const to = session.envelope.rcptTo.map((r) => r.address);
      fs.appendFileSync(mailLog, JSON.stringify({ to, raw }) + "\n");
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: process.env.E2E_PORT,
    DATA_DIR: path.join(dir, "data"),
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
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
child.on("exit", (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
