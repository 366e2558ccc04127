import { createHmac, randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import compress from "@fastify/compress";
import pino from "pino";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { fastifyTrustProxy, type Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { ensureSecret } from "./db/secrets.repository.ts";
import { createSettingsStore, type SettingsStore } from "./db/settings.repository.ts";
import { adminRoutes } from "./features/admin/index.ts";
import { aiRoutes, createAiProvider, createAiSources, type AiProvider } from "./features/ai/index.ts";
import { analyzerRoutes, describeMeal, pinnedFood } from "./features/analyzer/index.ts";
import { apiKeyAuthPlugin, apiKeyRoutes, apiV1Routes, openApiPlugin } from "./features/api-keys/index.ts";
import { authPlugin, authRoutes, ensureAdminAccount } from "./features/auth/index.ts";
import { billingRoutes, createPaymentProviders, type PaymentProviders } from "./features/billing/index.ts";
import { contactRoutes } from "./features/contact/index.ts";
import { demoRoutes } from "./features/demo/index.ts";
import { exportRoutes } from "./features/export/index.ts";
import {
  createOpenFoodFactsClient,
  disabledOpenFoodFacts,
  foodRoutes,
  startFoodData,
  type OpenFoodFactsClient,
} from "./features/foods/index.ts";
import { goalRoutes } from "./features/goals/index.ts";
import { mealRoutes } from "./features/meals/index.ts";
import { myMealRoutes } from "./features/my-meals/index.ts";
import { mealImageRoutes } from "./features/meal-images/index.ts";
import { plannerRoutes } from "./features/planner/index.ts";
import { profileRoutes } from "./features/profile/index.ts";
import { energyEstimateFor, progressRoutes } from "./features/progress/index.ts";
import { recipeData, recipeRoutes } from "./features/recipes/index.ts";
import { healthRoutes } from "./features/health/index.ts";
import { createJobs, type Jobs } from "./features/jobs/index.ts";
import { createMailSender, mailDeliveryTask, smtpTransport, type MailSender, type MailTransport } from "./features/mail/index.ts";
import { describeError, errorHandler } from "./plugins/error-handler.ts";
import { lifecyclePlugin } from "./plugins/lifecycle.ts";
import { accessLogPlugin } from "./plugins/access-log.ts";
import { userIdGuard } from "./plugins/user-id-guard.ts";
import { siteRoutes } from "./features/site/index.ts";
import { registerWebApp } from "./web-app.ts";
import { securityPlugin } from "./plugins/security.ts";
import { createSerializerCompiler } from "./plugins/serializer.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mail: MailSender;
    /** The assistant's and the photo analyzer's AI (AppDeps.ai, else from the AI_* settings). */
    ai: AiProvider;
    /** Barcode look-ups (AppDeps.openFoodFacts, else OFF_BASE_URL; never called with OFF_ENABLED=false). */
    openFoodFacts: OpenFoodFactsClient;
    /** Background work after the answer (password-reset mail, mail delivery). */
    jobs: Jobs;
    /** The server's clock; tests pass their own to travel in time. */
    clock: () => Date;
    /** HMAC keys: reset codes, and the user id in the account-deletion audit record. */
    secrets: { resetCode: string; deletionAudit: string; paymentEvents: string };
    /** Settings stored in the database (app_settings), reloaded by POST /api/admin/reload-settings. */
    settings: SettingsStore;
    /** The database behind `db` and when this process started (the admin status card). */
    runtime: { databaseKind: Database["kind"]; startedAt: Date };
  }
}

export interface AppDeps {
  database: Database;
  mail?: MailSender;
  /** The AI behind the assistant and the photo analyzer; by default the AI_* settings choose it (offline without AI_BASE_URL). */
  ai?: AiProvider;
  /** Open Food Facts in place of OFF_BASE_URL's client (tests). */
  openFoodFacts?: OpenFoodFactsClient;
  /** Payment providers in place of the configured ones (tests: Stripe against a local fake API). */
  payments?: (app: FastifyInstance) => PaymentProviders;
  /** An SMTP client in place of SMTP_URL's (tests). */
  mailTransport?: MailTransport;
  /** false: the worker runs only when a test calls app.jobs.drain(). */
  startWorker?: boolean;
  clock?: () => Date;
  logger?: FastifyServerOptions["logger"];
  /** Sees every route as it is registered (the security suite's route inventory). */
  onRoute?: (route: RouteOptions) => void;
}

const BODYLESS = new Set(["GET", "HEAD"]);
type RouteHook = NonNullable<RouteOptions["onRequest"]>;
const hookList = (hooks: RouteHook | undefined): unknown[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * @fastify/compress for every route (answers of 1 KiB or more), without the hooks a request does not need
 * (decision 0018-pgread): its preParsing hook decompresses a request body, which a GET or HEAD never has (Fastify
 * does not read one), and its onRequest hook only sets reply.compress, its manual API, which the app never calls.
 * Its onSend hook, which compresses, stays on every route that did not opt out (`compress: false`).
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  const own = new WeakMap<RouteOptions, unknown[]>();
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === undefined && methods.every((m) => BODYLESS.has(m))) route.decompress = false;
    own.set(route, hookList(route.onRequest));
  });
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook("onRoute", (route) => {
    const before = own.get(route);
    if (before) route.onRequest = hookList(route.onRequest).filter((hook) => before.includes(hook)) as RouteHook;
  });
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const logger = deps.logger ?? {
    level: config.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization", 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
    // Asynchronous writes: a log line never blocks the event loop on stdout (pino flushes it at exit).
    stream: pino.destination({ dest: 1, sync: false }),
  };
  const app = Fastify({
    // Logged errors keep their class, codes and stack, never a database error's message or query parameters.
    logger: typeof logger === "object" ? { ...logger, serializers: { err: describeError, ...logger.serializers } } : logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    genReqId: () => randomUUID(),
    // No two lines per request: plugins/access-log.ts writes 5xx, slow requests and a sample.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // A plugin's start is timed by the wall clock, which a busy machine stretches (PGlite's WebAssembly compiles
    // beside it, one task at a time: decision 0019-rss; '@fastify/cookie' missed the default 10 s at load 20-27).
    // A start that slow is still a start; a hung plugin still fails, after a minute.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  // Compiled from the zod response schemas; in the tests every answer is checked against zod's.
  app.setSerializerCompiler(createSerializerCompiler({ crossCheck: config.NODE_ENV === "test" }));
  // JSON only: a form or text/plain body (what a cross-site page can send without CORS) gets 415.
  app.removeContentTypeParser("text/plain");

  app.decorate("config", config);
  app.decorate("db", deps.database.db);
  app.decorate("clock", deps.clock ?? (() => new Date()));
  const jobs = createJobs({ db: app.db, now: app.clock, log: app.log });
  app.decorate("jobs", jobs);
  const transport = deps.mailTransport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : undefined);
  if (transport) jobs.addTask(mailDeliveryTask({ db: app.db, now: app.clock, log: app.log, transport, from: config.MAIL_FROM }));
  app.decorate("mail", deps.mail ?? createMailSender({ db: app.db, now: app.clock, log: app.log, transport, wake: () => jobs.wake() }));
  if (deps.startWorker !== false) app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());
  app.decorate(
    "ai",
    deps.ai ??
      createAiProvider(
        { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS, maxRetries: 2 },
        app.log,
      ),
  );
  app.decorate(
    "openFoodFacts",
    deps.openFoodFacts ??
      (config.OFF_ENABLED
        ? createOpenFoodFactsClient({
            baseUrl: config.OFF_BASE_URL,
            timeoutMs: config.OFF_TIMEOUT_MS,
            contact: config.SUPPORT_EMAIL,
            log: app.log,
          })
        : disabledOpenFoodFacts),
  );
  app.decorate("secrets", {
    resetCode: await ensureSecret(deps.database.db, "reset-code-hmac", config.SECRET_KEY),
    // A key of its own, derived from SECRET_KEY when one is set (never the reset codes' key itself).
    deletionAudit: await ensureSecret(
      deps.database.db,
      "deletion-audit-hmac",
      config.SECRET_KEY && createHmac("sha256", config.SECRET_KEY).update("nutripilot deletion audit").digest("base64url"),
    ),
    // The built-in payment provider's event signatures.
    paymentEvents: await ensureSecret(
      deps.database.db,
      "payment-events-hmac",
      config.SECRET_KEY && createHmac("sha256", config.SECRET_KEY).update("nutripilot payment events").digest("base64url"),
    ),
  });
  app.decorate("settings", await createSettingsStore(app.db, app.clock));
  app.decorate("runtime", { databaseKind: deps.database.kind, startedAt: new Date() });
  app.decorate("payments", deps.payments ? deps.payments(app) : createPaymentProviders({ config, db: app.db, settings: app.settings }));
  await ensureAdminAccount({ db: app.db, now: app.clock });
  startFoodData(app, config.SEED_FOODS, [recipeData]);

  // First of all hooks: the shutdown's drain (503 to new requests) and the request context.
  await app.register(lifecyclePlugin);
  await app.register(errorHandler);
  await app.register(accessLogPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await registerCompression(app);
  await app.register(authPlugin);
  await app.register(apiKeyAuthPlugin);
  await app.register(userIdGuard);
  // Before the routes: it collects the /api/v1 routes' schemas into the OpenAPI document.
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(billingRoutes);
  await app.register(mealRoutes);
  await app.register(myMealRoutes);
  await app.register(goalRoutes);
  await app.register(profileRoutes);
  await app.register(progressRoutes);
  await app.register(exportRoutes);
  await app.register(demoRoutes);
  await app.register(foodRoutes);
  await app.register(recipeRoutes);
  const aiSources = createAiSources(app.db, () => app.foodData, pinnedFood);
  await app.register(
    aiRoutes({
      ...aiSources,
      energyEstimate: (userId, today) => energyEstimateFor(app.db, userId, today),
      describeMeal: (text, lang, userId) => describeMeal(app.db, text, lang, userId),
    }),
  );
  await app.register(plannerRoutes(aiSources));
  await app.register(analyzerRoutes());
  await app.register(mealImageRoutes);
  await app.register(contactRoutes);
  await app.register(siteRoutes);
  await app.register(apiKeyRoutes);
  await app.register(apiV1Routes);
  await app.register(adminRoutes);

  await registerWebApp(app, config);
  return app;
}
