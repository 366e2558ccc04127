import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp, type AppDeps } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { createPostgresDatabase } from "./pg-database.ts";

/**
 * The back ends every API test runs on: embedded PGlite always, and a PostgreSQL server when
 * TEST_DATABASE_URL is set (each test app gets its own throwaway database there).
 */
export const backends: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the server's clock forward (or back) by `ms`. */
  travel: (ms: number) => void;
  close: () => Promise<void>;
  /** The PostgreSQL database's URL (postgres back end only), for a second instance on it. */
  databaseUrl?: string;
}

export async function buildTestApp(
  backend: "pglite" | "postgres" = "pglite",
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, "onRoute" | "logger" | "ai" | "mailTransport" | "startWorker" | "payments"> & {
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestApp> {
  // SEED_FOODS off: importing 28,000 foods per app would slow every test; food tests turn it on once per file.
  const config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent", SEED_FOODS: "false", OFF_ENABLED: "false" }),
    ...overrides,
  };
  const pgDb = backend === "postgres" ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined;
  const { onQuery, ...appDeps } = deps;
  const database = await openDatabase(pgDb?.url ?? "memory://", { onQuery });
  return { ...(await startInstance(config, database, appDeps, pgDb?.drop)), databaseUrl: pgDb?.url };
}

/** An app on `database` with a clock of its own that `travel` moves; closing it closes the database, then `after`. */
async function startInstance(
  config: Config,
  database: Database,
  deps: Omit<AppDeps, "database" | "clock">,
  after?: () => Promise<void>,
): Promise<TestApp> {
  let offset = 0;
  const app = await buildApp(config, { database, clock: () => new Date(Date.now() + offset), logger: false, ...deps });
  return {
    app,
    database,
    travel: (ms) => {
      offset += ms;
    },
    close: async () => {
      await app.close();
      await database.close();
      await after?.();
    },
  };
}

/** A second app instance on the first one's PostgreSQL database, as two servers behind a load balancer. */
export async function buildSecondInstance(
  first: TestApp,
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, "mailTransport" | "startWorker"> = {},
): Promise<TestApp> {
  if (!first.databaseUrl) throw new Error("a second instance needs the postgres back end");
  return startInstance({ ...first.app.config, ...overrides }, await openDatabase(first.databaseUrl), deps);
}

/** A Fastify logger that keeps every line, for tests of what the server logs. */
export function captureLog(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    logger: {
      level,
      stream: {
        write(line: string) {
          raw.push(line);
          lines.push(JSON.parse(line) as Record<string, unknown>);
        },
      },
    },
  };
}

/** A cookie jar for one simulated browser. */
export class Browser {
  cookies: Record<string, string> = {};
  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress = "203.0.113.7",
  ) {}

  async request(opts: InjectOptions) {
    const res = await this.app.inject({ remoteAddress: this.remoteAddress, ...opts, cookies: { ...this.cookies, ...opts.cookies } });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (c.value === "" || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) delete this.cookies[c.name];
      else this.cookies[c.name] = c.value;
    }
    return res;
  }
  get = (url: string) => this.request({ method: "GET", url });
  post = (url: string, payload?: unknown) =>
    this.request({ method: "POST", url, ...(payload === undefined ? {} : { payload: payload as object }) });
}

let counter = 0;
export function newUserInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const username = `user${counter}_${randomBytes(3).toString("hex")}`;
  return {
    username,
    email: `${username}@example.com`,
    password: "correct horse battery",
    confirmPassword: "correct horse battery",
    acceptTerms: true,
    ...overrides,
  };
}

/** Registers a user in a fresh browser, which stays signed in. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}, remoteAddress?: string) {
  const browser = new Browser(app, remoteAddress ?? `198.51.100.${(counter % 250) + 1}`);
  const input = newUserInput(overrides);
  const res = await browser.post("/api/register", input);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { browser, input, user: res.json() as { id: number; username: string; email: string } };
}
