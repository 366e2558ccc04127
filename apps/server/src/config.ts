import { isIP } from "node:net";
import path from "node:path";
import { DEFAULT_PRICE_CURRENCY, DEFAULT_TRIAL_DAYS } from "@app/shared";
import { z } from "zod";
import { REPO_ROOT } from "./lib/paths.ts";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** proxy-addr's named ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client address in X-Forwarded-For. Never "any" (`true`): a client could then
 * choose the address every per-IP limit counts against. Off (the default), a hop count (only when the
 * server can be reached through the proxy alone), or the proxies' addresses and CIDRs (the safe form).
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const v = raw.trim().toLowerCase();
  if (v === "false" || v === "0") return false;
  if (v === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "'true' would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) ctx.addIssue({ code: "custom", message: "a hop count must be between 0 and 10" });
    return hops;
  }
  const entries = v.split(",").map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `not a proxy address or CIDR: ${bad.map((b) => JSON.stringify(b)).join(", ")} (use e.g. 1, or 10.0.0.0/8,127.0.0.1)`,
    });
    return z.NEVER;
  }
  return entries;
});

/** Every setting the server reads, with its default. This file is the only reader of process.env. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Relative paths count from where the command was run (npm's INIT_CWD), not the workspace. */
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests slower than this are logged (warn) with their route and time; 5xx answers always are (error). */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(500),
  /** The share of the other requests written to the access log (info): 0.01 is one in a hundred, 0 none, 1 all. */
  ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  PUBLIC_ORIGIN: z
    .url()
    .transform((u) => new URL(u).origin)
    .optional(),
  /** false, a hop count, or a list of proxy addresses/CIDRs (see trustProxy above). */
  TRUST_PROXY: trustProxy.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_TRIAL_DAYS),
  /** soft: an expired trial falls to the Free plan; hard: expired users are sent to /pricing from the guarded pages. */
  PAYWALL: z.enum(["soft", "hard"]).default("soft"),
  PRICE_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/, "must be a 3-letter currency code in lower case")
    .default(DEFAULT_PRICE_CURRENCY),
  /**
   * Who takes payments: local (the built-in test checkout at /pay/:id, no external account), stripe, or auto
   * (Stripe when the active mode's secret key is set, else local).
   */
  PAYMENT_PROVIDER: z.enum(["auto", "local", "stripe"]).default("auto"),
  STRIPE_TEST_SECRET_KEY: z.string().startsWith("sk_test_", "must start with sk_test_").optional(),
  STRIPE_TEST_PUBLISHABLE_KEY: z.string().startsWith("pk_test_", "must start with pk_test_").optional(),
  STRIPE_LIVE_SECRET_KEY: z.string().startsWith("sk_live_", "must start with sk_live_").optional(),
  STRIPE_LIVE_PUBLISHABLE_KEY: z.string().startsWith("pk_live_", "must start with pk_live_").optional(),
  /** The signing secret of the Stripe webhook endpoint (whsec_…; `stripe listen` prints one in development). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("NutriPilot <no-reply@nutripilot.app>"),
  /** The support inbox: the only address the contact forms ever write to. */
  SUPPORT_EMAIL: z.email().default("support@nutripilot.app"),
  SECRET_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_ACCESS_CODE: z.string().min(12, "must be at least 12 characters").optional(),
  /** Wrong administrator codes per 15 minutes from all addresses together; then code access locks. */
  ADMIN_ACCESS_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(20),
  /** An OpenAI-compatible API (OpenAI, Ollama, vLLM, llama.cpp server); without it the offline engine answers. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Image analyses running at once (decoding, OCR, detection), and how many may wait; beyond that 503. */
  ANALYZER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  ANALYZER_MAX_QUEUED: z.coerce.number().int().min(0).max(100).default(4),
  /** The analyzer's models (~0.5-1 GB) are unloaded after this long without an image analysis. */
  ANALYZER_IDLE_RELEASE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60_000),
  /** Open Food Facts, where a scanned barcode is looked up when no stored food has it (product API v2). */
  OFF_BASE_URL: z
    .url()
    .transform((u) => u.replace(/\/+$/, ""))
    .default("https://world.openfoodfacts.org"),
  /** false: barcodes are found only among the foods already stored; the server never calls Open Food Facts. */
  OFF_ENABLED: bool.default(true),
  OFF_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Open Food Facts look-ups per user per minute (stored foods are free). */
  OFF_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Open Food Facts look-ups per minute by all users together: Open Food Facts allows 15 product reads per minute per IP address. */
  OFF_LOOKUPS_PER_MINUTE_TOTAL: z.coerce.number().int().min(1).max(1000).default(15),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * After SIGTERM the server answers /readyz with 503 (and other new requests with 503 + Retry-After) for at
   * least this long before it stops listening, so a load balancer sees it leave; keep it below SHUTDOWN_TIMEOUT_MS.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(1000),
  /** Import the shipped food tables and recipes at start (features/foods startFoodData); off only for tests that don't need them. */
  SEED_FOODS: bool.default(true),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, "apps/web/dist")),
  /**
   * Benchmarks only (npm run bench:api): every API key's per-minute limit, so a load run measures answers
   * instead of 429s. Refused in production: the server does not start with it (loadConfig below).
   */
  BENCH_API_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Empty strings count as unset, so `PORT=` in a .env file means "default". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""));
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 treats a bare number as "trust nobody" (it cannot
 * check the peer), so a hop count becomes a function trusting that many hops from the socket, as Express
 * does: safe only when the server is reachable through the proxy alone (README, behind a load balancer).
 */
export function fastifyTrustProxy(setting: Config["TRUST_PROXY"]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.keys(ConfigSchema.shape);
  const picked = Object.fromEntries(Object.entries(withoutEmpty(env)).filter(([k]) => known.includes(k)));
  const result = ConfigSchema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (result.data.NODE_ENV === "production" && result.data.BENCH_API_RATE_LIMIT !== undefined)
    throw new ConfigError("Invalid configuration:\n  BENCH_API_RATE_LIMIT: is for benchmarks only and cannot be set in production");
  const base = env.INIT_CWD ?? process.cwd();
  return { ...result.data, DATA_DIR: path.resolve(base, result.data.DATA_DIR) };
}
