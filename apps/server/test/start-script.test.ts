import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * scripts/start.mjs (`npm start`) runs the compiled server in a child process with the node flags and environment
 * of scripts/server-process.mjs, passes signals on and ends as the server does (decision 0019-rss). Here on a
 * package without sources (nothing to build) whose apps/server/dist/server.js is a stand-in that reports what it
 * was started with and then does what its argument file says.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const temps: string[] = [];

afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

const STAND_IN = `
import fs from "node:fs";
const how = fs.readFileSync(new URL("./how", import.meta.url), "utf8").trim();
process.on("SIGTERM", () => { console.log("server got SIGTERM"); process.exit(0); });
process.on("SIGHUP", () => { console.log("server got SIGHUP"); process.exit(0); });
setInterval(() => {}, 1000);
console.log(JSON.stringify({ env: process.env.MALLOC_ARENA_MAX ?? null, mmap: process.env.MALLOC_MMAP_THRESHOLD_ ?? null, execArgv: process.execArgv, ppid: process.ppid, pid: process.pid }));
if (how.startsWith("exit ")) process.exit(Number(how.slice(5)));
if (how === "kill") process.kill(process.pid, "SIGKILL");
`;

function packageWith(how: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-start-"));
  temps.push(dir);
  fs.mkdirSync(path.join(dir, "scripts"));
  for (const f of ["start.mjs", "server-process.mjs"]) fs.copyFileSync(path.join(root, "scripts", f), path.join(dir, "scripts", f));
  fs.mkdirSync(path.join(dir, "apps/server/dist"), { recursive: true });
  fs.writeFileSync(path.join(dir, "apps/server/dist/server.js"), STAND_IN);
  fs.writeFileSync(path.join(dir, "apps/server/dist/how"), how);
  return dir;
}

function start(dir: string, env: Record<string, string> = {}) {
  const { MALLOC_ARENA_MAX: _inherited, MALLOC_MMAP_THRESHOLD_: _inheritedToo, ...base } = process.env;
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: dir, env: { ...base, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const reported = async () => {
    while (!output.includes("execArgv")) await new Promise((r) => setTimeout(r, 20));
    return JSON.parse(output.split("\n").find((l) => l.includes("execArgv"))!) as {
      env: string | null;
      mmap: string | null;
      execArgv: string[];
      ppid: number;
    };
  };
  return { child, exited, reported, output: () => output };
}

describe("npm start (scripts/start.mjs)", () => {
  it("runs the server in a child process with server-process.mjs's flags and environment", async () => {
    const { SERVER_ENV, SERVER_NODE_ARGS } = (await import(path.join(root, "scripts/server-process.mjs"))) as {
      SERVER_ENV: Record<string, string>;
      SERVER_NODE_ARGS: string[];
    };
    const s = start(packageWith("run"));
    const seen = await s.reported();
    expect(seen.ppid).toBe(s.child.pid);
    expect(seen.env).toBe(SERVER_ENV.MALLOC_ARENA_MAX);
    expect(seen.mmap).toBe(SERVER_ENV["MALLOC_MMAP_THRESHOLD_"]);
    expect(seen.execArgv).toEqual(SERVER_NODE_ARGS);
    s.child.kill("SIGTERM");
    expect(await s.exited).toEqual({ code: 0, signal: null });
    expect(s.output()).toContain("server got SIGTERM");
  }, 60_000);

  it("leaves a variable the environment already sets as it is", async () => {
    const s = start(packageWith("run"), { MALLOC_ARENA_MAX: "4" });
    expect((await s.reported()).env).toBe("4");
    s.child.kill("SIGTERM");
    await s.exited;
  }, 60_000);

  it("passes SIGHUP on", async () => {
    const s = start(packageWith("run"));
    await s.reported();
    s.child.kill("SIGHUP");
    expect(await s.exited).toEqual({ code: 0, signal: null });
    expect(s.output()).toContain("server got SIGHUP");
  }, 60_000);

  it("exits with the server's exit code", async () => {
    const s = start(packageWith("exit 3"));
    expect(await s.exited).toEqual({ code: 3, signal: null });
  }, 60_000);

  it("ends by the same signal when the server is killed", async () => {
    const s = start(packageWith("kill"));
    expect(await s.exited).toEqual({ code: null, signal: "SIGKILL" });
  }, 60_000);
});
