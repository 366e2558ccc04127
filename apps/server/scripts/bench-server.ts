/** The server process the benchmarks measure: started on a free port, ready when /readyz answers. */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";

const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `src/server.ts` with `env` over quiet defaults (no web app, no food import unless asked). */
export async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; startMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: "/nonexistent",
      SEED_FOODS: "false",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, startMs: performance.now() - started };
}

/** SIGTERM, and wait for the exit (the server finishes in-flight requests and closes the database). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
