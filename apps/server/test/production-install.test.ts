import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The production recipe (README, Production): `npm start` builds the web app and the compiled server only
 * when their sources changed, and the built output runs with plain node from an `npm ci --omit=dev` install.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const MINUTES = 60_000;
const temps: string[] = [];
const children: ChildProcess[] = [];

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", env: { ...process.env, npm_config_audit: "false", npm_config_fund: "false" } });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

const mtimes = (files: string[]) => files.map((f) => fs.statSync(path.join(root, f)).mtimeMs);
const OUTPUTS = ["apps/web/dist/index.html", "apps/server/dist/server.js", "apps/server/dist/features/analyzer/analyzer.worker.mjs"];

beforeAll(() => {
  // CI builds before the tests (scripts/test-all.mjs), so this finds both parts up to date; alone it builds them.
  const first = run(process.execPath, ["scripts/build.mjs"], root);
  if (first.status !== 0) throw new Error(`build failed:\n${first.output}`);
}, 15 * MINUTES);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  // The install is a few hundred MB: removing it takes a while on a busy machine.
  await Promise.all(temps.map((dir) => fs.promises.rm(dir, { recursive: true, force: true })));
}, 10 * MINUTES);

describe("npm start on an already-built tree", () => {
  it("builds nothing: both parts report up to date and their output is left as it is", () => {
    const before = mtimes(OUTPUTS);
    const again = run(process.execPath, ["scripts/build.mjs"], root);
    expect(again.status).toBe(0);
    expect(again.output).toContain("web: up to date");
    expect(again.output).toContain("server: up to date");
    expect(mtimes(OUTPUTS)).toEqual(before);
    // --check (what a deploy script can ask) agrees.
    expect(run(process.execPath, ["scripts/build.mjs", "--check"], root).status).toBe(0);
  });

  it("ships React's production build, even when the build was started by the test runner (NODE_ENV=test)", () => {
    const assets = path.join(root, "apps/web/dist/assets");
    const js = fs.readdirSync(assets).filter((f) => f.endsWith(".js"));
    const react = js.filter((f) => fs.readFileSync(path.join(assets, f), "utf8").includes("react.element"));
    expect(react.length).toBeGreaterThan(0);
    // A development build warns about deprecated class APIs; the production build has no such text.
    for (const f of react) expect(fs.readFileSync(path.join(assets, f), "utf8")).not.toContain("is deprecated in plain JavaScript React classes");
  });
});

/** The files a production host gets: manifests, lockfile and built output; no TypeScript source. */
function packBuiltApp(): string {
  const dir = tempDir("np-prod-");
  const copy = (rel: string) => fs.cpSync(path.join(root, rel), path.join(dir, rel), { recursive: true });
  for (const rel of ["package.json", "package-lock.json", ".npmrc", "scripts/start.mjs", "scripts/server-process.mjs"]) copy(rel);
  // Every workspace's manifest, so the lockfile matches; only apps/server has runtime dependencies.
  for (const ws of ["packages/shared", "apps/server", "apps/web", "e2e"]) copy(`${ws}/package.json`);
  for (const rel of ["apps/server/dist", "apps/server/drizzle", "apps/server/data", "apps/server/assets", "apps/web/dist"]) copy(rel);
  return dir;
}

async function waitFor(url: string, exited: Promise<unknown>, budgetMs: number) {
  const until = Date.now() + budgetMs;
  while (Date.now() < until) {
    if (await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 200))]))
      throw new Error("the server exited early");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
  }
  throw new Error(`${url} did not answer in time`);
}

describe("a production install (npm ci --omit=dev) of the built app", () => {
  it(
    "starts with plain node and serves the API, its data files and the web app",
    async () => {
      const dir = packBuiltApp();
      const install = run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], dir);
      if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.output}`);
      // Nothing of the toolchain is there: the server cannot be running TypeScript or building anything.
      const devOnly = ["tsx", "esbuild", "vite", "typescript", "vitest", "react"];
      expect(devOnly.filter((name) => fs.existsSync(path.join(dir, "node_modules", name)))).toEqual([]);

      const port = 3400 + Math.floor(Math.random() * 500);
      const child = spawn(process.execPath, ["scripts/start.mjs"], {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: path.join(tempDir("np-prod-data-"), "data"),
          SEED_FOODS: "false",
          OFF_ENABLED: "false",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(child);
      let output = "";
      child.stdout!.on("data", (d) => (output += d));
      child.stderr!.on("data", (d) => (output += d));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      const base = `http://127.0.0.1:${port}`;
      try {
        await waitFor(`${base}/readyz`, exited, 3 * MINUTES);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
      }
      expect(output).not.toContain("up to date"); // no source tree: nothing checked, nothing built

      // An API route reading the shipped data files (apps/server/data) from the migrated database's server.
      const sources = await fetch(`${base}/api/foods/sources`);
      expect(sources.status).toBe(200);
      expect(((await sources.json()) as { source: string }[]).map((s) => s.source)).toContain("usda_sr28");
      // The web app from apps/web/dist.
      const page = await fetch(`${base}/`, { headers: { "accept-language": "en" } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<title>NutriPilot");
      // Production headers (NODE_ENV=production).
      expect(page.headers.get("strict-transport-security")).toContain("max-age=31536000");

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    },
    15 * MINUTES,
  );
});
