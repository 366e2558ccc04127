// Starts the real server for the browser tests on a fresh embedded database, with a local SMTP
// server as its mail relay: every message the server sends is written to E2E_MAIL_LOG (one JSON line
// per message), and the password-reset test reads the code from there, as the user reads their mail.
// The server's own log goes to E2E_SERVER_LOG.
import { spawn } from "node:child_process";
import http from "node:http";
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

// A stand-in for Open Food Facts' product API v2 (barcode.spec.ts): one product, everything else unknown.
const OFF_PRODUCTS = {
  3017620422003: {
    product_name: "Nutella",
    brands: "Ferrero",
    serving_size: "15 g",
    serving_quantity: 15,
    nutriments: { "energy-kcal_100g": 539, proteins_100g: 6.3, carbohydrates_100g: 57.5, fat_100g: 30.9, sugars_100g: 56.3 },
  },
};
const off = http.createServer((req, res) => {
  const code = /^\/api\/v2\/product\/(\d+)\.json/.exec(req.url ?? "")?.[1];
  const product = code ? OFF_PRODUCTS[code] : undefined;
  res.writeHead(product ? 200 : 404, { "content-type": "application/json" });
  res.end(JSON.stringify(product ? { code, status: 1, product } : { code, status: 0 }));
});
await new Promise((resolve) => off.listen(0, "127.0.0.1", resolve));
const offPort = off.address().port;

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
    // Barcodes are looked up in the local fake Open Food Facts below, never the internet.
    OFF_BASE_URL: `http://127.0.0.1:${offPort}`,
    // The administrator access code (a server secret); the same value as ADMIN_ACCESS_CODE in fixtures.ts.
    ADMIN_ACCESS_CODE: "e2e-admin-access-code-2026",
    // admin-billing.spec.ts switches the payment mode: production needs live keys (these are fake; the
    // built-in checkout still takes every payment, PAYMENT_PROVIDER=local, so no Stripe call is made).
    PAYMENT_PROVIDER: "local",
    STRIPE_LIVE_SECRET_KEY: "sk_live_e2e_fake_key_not_used",
    STRIPE_LIVE_PUBLISHABLE_KEY: "pk_live_e2e_fake_publishable",
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
  off.close();
  process.exit(code ?? 0);
});
