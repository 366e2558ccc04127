/** The server process the benchmarks measure: started on a free port, ready when /readyz answers. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));

/**
 * The compiled server of the checkout at `root` (`apps/server/dist/server.js`, built first when out of date, as
 * `npm start` does): what production runs, without tsx's module hooks (a loader thread with its own heap, ~70 MiB
 * of RSS, and source maps in the server's heap; decision 0017-pglite3).
 */
export function compiledServer(root = fileURLToPath(new URL("../../..", import.meta.url))): string {
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs"), "server"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error(`bench: building the server of ${root} failed`);
  return path.join(root, "apps/server/dist/server.js");
}

/**
 * How `npm start` runs the compiled server `serverJs` (`<root>/apps/server/dist/server.js`): node's flags and the
 * environment of that checkout's scripts/server-process.mjs (decision 0019-rss), under `env`. A checkout without
 * that file (an older version) ran the server with none.
 */
export async function productionLaunch(serverJs: string, env: NodeJS.ProcessEnv): Promise<{ args: string[]; env: NodeJS.ProcessEnv }> {
  const launcher = path.resolve(path.dirname(serverJs), "../../../scripts/server-process.mjs");
  // BENCH_PLAIN_LAUNCH=1: plain `node server.js` with none of them (an A/B of the settings themselves).
  if (!fs.existsSync(launcher) || env.BENCH_PLAIN_LAUNCH === "1") return { args: [serverJs], env };
  const { serverCommand } = (await import(pathToFileURL(launcher).href)) as {
    serverCommand: (js: string, e: NodeJS.ProcessEnv) => { args: string[]; env: NodeJS.ProcessEnv };
  };
  return serverCommand(serverJs, env);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** The bare framework: one Fastify route answering {"status":"ok"}, no plugins (bench:api's yardstick). */
const BARE_FASTIFY = `
  import Fastify from "fastify";
  const app = Fastify({ logger: false });
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async () => ({ status: "ok" }));
  await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
  process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
`;

/** Starts the bare Fastify route in its own process, as startServer does the app. */
export async function startBareFastify(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--input-type=module", "-e", BARE_FASTIFY], {
    env: { ...process.env, PORT: String(port) },
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child);
  return { url, child };
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The resident set of a process, in MiB (Linux /proc; NaN elsewhere). */
export function rssMiB(pid: number | undefined): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process and its children (the server and its model process), in MB. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        for (const c of children ? children.split(/\s+/) : []) visit(Number(c));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/**
 * Starts `src/server.ts` with `env` over quiet defaults (no web app, no food import unless asked); `entry` is
 * another checkout's server (bench:api's BENCH_BASE_DIR, a before/after in one run), or a compiled server (a `.js`
 * file, run with plain node: compiledServer).
 */
export async function startServer(
  env: Record<string, string>,
  entry = serverEntry,
): Promise<{ url: string; child: ChildProcess; startMs: number }> {
  const port = await freePort();
  const started = performance.now();
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (a profile of the run).
  const extra = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const quiet = {
    ...process.env,
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: "/nonexistent",
    SEED_FOODS: "false",
    DATABASE_URL: "",
    ...env,
  };
  // A compiled server runs as `npm start` runs it (its flags and environment); the sources through tsx.
  const launch = entry.endsWith(".js") ? await productionLaunch(entry, quiet) : { args: ["--import", "tsx", entry], env: quiet };
  const child = spawn(process.execPath, [...extra, ...launch.args], { env: launch.env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child);
  return { url, child, startMs: performance.now() - started };
}

/** SIGTERM, and wait for the exit (the server finishes in-flight requests and closes the database). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
