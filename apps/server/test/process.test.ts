import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

/** A data directory of its own for each test, so no test depends on another's. */
function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-process-"));
  dataDirs.push(dir);
  return dir;
}

let nextPort = 3400 + Math.floor(Math.random() * 400);
const newPort = () => (nextPort += 2);

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: "info", WEB_DIST_DIR: "/nonexistent", DATABASE_URL: "", SEED_FOODS: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

function runGrant(dataDir: string, args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/grant.ts", ...args], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return { exited: new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code))), output: () => output };
}

/** A server process starts (TypeScript, the embedded database, migrations) within a minute even on a busy machine. */
const START_BUDGET_MS = 60_000;

async function waitForHealth(port: number, exited: Promise<unknown>) {
  const until = Date.now() + START_BUDGET_MS;
  while (Date.now() < until) {
    const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 100))]);
    if (done) throw new Error("server exited early");
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
  }
  throw new Error("server did not start");
}

const post = (port: number, url: string, body: unknown, cookie?: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const account = {
  username: "persisted",
  email: "persisted@example.com",
  password: "stays after restart",
  confirmPassword: "stays after restart",
  acceptTerms: true,
};

/** A server on a new data directory with the account registered in it. */
async function serverWithAccount() {
  const dataDir = newDataDir();
  const port = newPort();
  const s = start({ PORT: String(port), DATA_DIR: dataDir });
  await waitForHealth(port, s.exited);
  expect((await post(port, "/api/register", account)).status).toBe(201);
  return { dataDir, port, s };
}

// Each test starts real server processes (up to three): a budget of three starts.
describe("the server process", { timeout: 3 * START_BUDGET_MS }, () => {
  it("stops with a message naming a bad variable", async () => {
    const s = start({ PORT: "not-a-port", DATA_DIR: newDataDir() });
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(/PORT: /);
  });

  it("finishes in-flight requests on SIGTERM, closes the database and exits 0", async () => {
    const { dataDir, port, s } = await serverWithAccount();

    // A second process must not open the same PGlite directory.
    const second = start({ PORT: String(port + 1), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by process/);

    const inFlight = post(port, "/api/login", { username: account.username, password: account.password });
    await new Promise((r) => setTimeout(r, 20));
    s.child.kill("SIGTERM");
    const res = await inFlight;
    expect(res.status).toBe(200);
    const code = await s.exited;
    if (code !== 0) console.log(s.output().split("\n").slice(-6).join("\n"));
    expect(code).toBe(0);
    expect(s.output()).toMatch(/shutdown complete/);
    expect(fs.existsSync(path.join(dataDir, ".nutripilot.lock"))).toBe(false);
  });

  it("keeps the data across a restart", async () => {
    const first = await serverWithAccount();
    first.s.child.kill("SIGTERM");
    expect(await first.s.exited).toBe(0);

    const s = start({ PORT: String(first.port), DATA_DIR: first.dataDir });
    await waitForHealth(first.port, s.exited);
    const res = await post(first.port, "/api/login", { username: account.username, password: account.password });
    expect(res.status).toBe(200);

    // The grant CLI refuses the embedded database while the server holds it.
    const busy = runGrant(first.dataDir, [account.username, "premium-monthly", "30"]);
    expect(await busy.exited).toBe(1);
    expect(busy.output()).toMatch(/is in use by process/);

    s.child.kill("SIGTERM");
    expect(await s.exited).toBe(0);
  });

  it("grants a plan from the CLI while the server is stopped", async () => {
    const first = await serverWithAccount();
    first.s.child.kill("SIGTERM");
    expect(await first.s.exited).toBe(0);

    const usage = runGrant(first.dataDir, [account.username, "gold", "30"]);
    expect(await usage.exited).toBe(2);
    expect(usage.output()).toMatch(/Usage: npm run grant/);
    const grant = runGrant(first.dataDir, [account.username, "premium-yearly", "365"]);
    expect(await grant.exited).toBe(0);
    expect(grant.output()).toMatch(/Granted premium-yearly to persisted until/);

    const s = start({ PORT: String(first.port), DATA_DIR: first.dataDir });
    await waitForHealth(first.port, s.exited);
    const login = await post(first.port, "/api/login", { username: account.username, password: account.password });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const status = await (await fetch(`http://127.0.0.1:${first.port}/api/trial-status`, { headers: { cookie } })).json();
    expect(status).toMatchObject({ isPremium: true, subscriptionPlan: "premium-yearly" });
    s.child.kill("SIGTERM");
    expect(await s.exited).toBe(0);
  });
});
