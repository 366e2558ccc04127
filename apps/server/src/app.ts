import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import cookie from "@fastify/cookie";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { SIGNED_IN_HINT_COOKIE } from "@app/shared";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import { ensureSecret } from "./db/secrets.repository.ts";
import { aiRoutes, createAiSources } from "./features/ai/index.ts";
import { analyzerRoutes } from "./features/analyzer/index.ts";
import { authRoutes, ensureAdminAccount } from "./features/auth/index.ts";
import { billingRoutes } from "./features/billing/index.ts";
import { contactRoutes } from "./features/contact/index.ts";
import { demoRoutes } from "./features/demo/index.ts";
import { exportRoutes } from "./features/export/index.ts";
import { foodRoutes } from "./features/foods/index.ts";
import { goalRoutes } from "./features/goals/index.ts";
import { mealRoutes } from "./features/meals/index.ts";
import { mealImageRoutes } from "./features/meal-images/index.ts";
import { profileRoutes } from "./features/profile/index.ts";
import { recipeRoutes, startFoodData } from "./features/recipes/index.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { createMailSender, type MailSender } from "./features/mail/index.ts";
import { authPlugin } from "./plugins/auth.ts";
import { errorHandler } from "./plugins/error-handler.ts";
import { siteRoutes } from "./features/site/site.routes.ts";
import { securityPlugin } from "./plugins/security.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mail: MailSender;
    /** The server's clock; tests pass their own to travel in time. */
    clock: () => Date;
    secrets: { resetCode: string };
    /** Set when shutdown begins: readiness fails and answers close their connection. */
    lifecycle: { closing: boolean };
  }
}

export interface AppDeps {
  database: Database;
  mail?: MailSender;
  clock?: () => Date;
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    forceCloseConnections: "idle",
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a form or text/plain body (what a cross-site page can send without CORS) gets 415.
  app.removeContentTypeParser("text/plain");

  app.decorate("config", config);
  app.decorate("db", deps.database.db);
  app.decorate("clock", deps.clock ?? (() => new Date()));
  app.decorate("mail", deps.mail ?? createMailSender({ db: deps.database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }));
  app.decorate("secrets", { resetCode: await ensureSecret(deps.database.db, "reset-code-hmac", config.SECRET_KEY) });
  await ensureAdminAccount({ db: app.db, now: app.clock });
  startFoodData(app, config.SEED_FOODS);

  app.decorate("lifecycle", { closing: false });
  app.addHook("preClose", async () => {
    app.lifecycle.closing = true;
  });
  // In-flight answers during shutdown close their keep-alive connection, so close() can finish.
  app.addHook("onSend", async (_request, reply) => {
    if (app.lifecycle.closing) reply.header("connection", "close");
  });

  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(billingRoutes);
  await app.register(mealRoutes);
  await app.register(goalRoutes);
  await app.register(profileRoutes);
  await app.register(exportRoutes);
  await app.register(demoRoutes);
  await app.register(foodRoutes);
  await app.register(recipeRoutes);
  await app.register(aiRoutes(createAiSources(app.db, () => app.foodData)));
  await app.register(analyzerRoutes());
  await app.register(mealImageRoutes);
  await app.register(contactRoutes);
  await app.register(siteRoutes);

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}

const sendApp = (reply: FastifyReply) => reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");

/** The languages the landing page is prerendered in (apps/web/scripts/prerender.mjs writes prerendered/landing.<locale>.html). */
const PRERENDERED_LOCALES = ["en", "it"] as const;
type PrerenderedLocale = (typeof PRERENDERED_LOCALES)[number];

/**
 * The language of the prerendered landing page: the `np_locale` cookie the web app writes when a language is
 * chosen, else the browser's first language (Italian for it, it-IT…; English otherwise), as the web app decides.
 */
export function landingLocale(cookieLocale: string | undefined, acceptLanguage: string | undefined): PrerenderedLocale {
  if (cookieLocale === "en" || cookieLocale === "it") return cookieLocale;
  const preferred = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith("q="))?.slice(2) ?? "1");
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((language) => language.tag !== "" && language.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)[0];
  return preferred && (preferred.tag === "it" || preferred.tag.startsWith("it-")) ? "it" : "en";
}

/** Serves the built web app; every path that is not a file or an API route gets index.html. */
async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ distDir }, "web app not built: only the API is served (run npm run build)");
  }
  // The trial reset screen of spec 001 §2.13 lives under /api but is a page.
  if (hasWeb) app.get("/api/reset-trial", (_request, reply) => sendApp(reply));
  // The landing page prerendered in the visitor's language, when the build made it: it paints before the app's
  // JavaScript has arrived (docs/decisions/0003). A signed-in browser gets the app as before (its header differs).
  const prerendered = PRERENDERED_LOCALES.filter((locale) => fs.existsSync(path.join(distDir, "prerendered", `landing.${locale}.html`)));
  if (hasWeb && prerendered.length === PRERENDERED_LOCALES.length) {
    const sendLanding = (request: FastifyRequest, reply: FastifyReply) => {
      reply.header("vary", "Cookie, Accept-Language");
      if (request.cookies[SIGNED_IN_HINT_COOKIE] === "1") return sendApp(reply);
      const locale = landingLocale(request.cookies.np_locale, request.headers["accept-language"]);
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile(`prerendered/landing.${locale}.html`);
    };
    app.get("/", sendLanding);
    app.get("/welcome", sendLanding);
  }
  // Pages of the app: a route rather than the not-found handler, so the page is compressed like any answer.
  if (hasWeb) {
    app.get("/*", (request, reply) => {
      const url = request.url.split("?")[0] ?? "";
      if (url.startsWith("/api/") || url === "/api") return reply.code(404).send({ error: "NOT_FOUND", message: `No route for GET ${url}` });
      return sendApp(reply);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/api/") || url === "/api" || !hasWeb || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ error: "NOT_FOUND", message: `No route for ${request.method} ${url}` });
    }
    return sendApp(reply);
  });
}
