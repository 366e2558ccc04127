import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { APP_ROUTES, appSettingsOf, SIGNED_IN_HINT_COOKIE } from "@app/shared";
import type { Config } from "./config.ts";
import { resetVisitorAnalysis } from "./features/analyzer/index.ts";

const APP_PAGES = new Set<string>(APP_ROUTES);

/** Whether the web app has a page at this path (its router matches without case and with a trailing slash). */
const isAppPage = (url: string) => {
  const page = url.replace(/\/+$/, "").toLowerCase() || "/";
  // The built-in payment provider's hosted checkout: /pay/<checkout id>.
  return APP_PAGES.has(page) || /^\/pay\/cs_[a-z0-9_-]{1,64}$/.test(page);
};

const sendApp = (reply: FastifyReply) => reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");

/** The languages the public pages are prerendered in (apps/web/scripts/prerender.mjs). */
const PRERENDERED_LOCALES = ["en", "it"] as const;
type PrerenderedLocale = (typeof PRERENDERED_LOCALES)[number];

/**
 * The prerendered pages (PAGES in apps/web/src/prerender.tsx): prerendered/<name>.<locale>.html. `anyQuery`:
 * the page looks the same whatever its query string (?utm_source=…); the sign-in page does not (?tab=register),
 * so with one it gets the app.
 */
const PRERENDERED_PAGES: { path: string; name: string; anyQuery: boolean }[] = [
  { path: "/", name: "landing", anyQuery: true },
  { path: "/welcome", name: "landing", anyQuery: true },
  { path: "/pricing", name: "pricing", anyQuery: false },
  { path: "/auth", name: "auth", anyQuery: false },
];

/**
 * The language of a prerendered page: the `np_locale` cookie the web app writes when a language is chosen,
 * else the browser's first language (Italian for it, it-IT…; English otherwise), as the web app decides.
 */
export function landingLocale(cookieLocale: string | undefined, acceptLanguage: string | undefined): PrerenderedLocale {
  if (cookieLocale === "en" || cookieLocale === "it") return cookieLocale;
  const preferred = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith("q="))
          ?.slice(2) ?? "1",
      );
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((language) => language.tag !== "" && language.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)[0];
  return preferred && (preferred.tag === "it" || preferred.tag.startsWith("it-")) ? "it" : "en";
}

/**
 * Whether the build's prerendered pages can be served: all of them exist, and they were rendered with this
 * server's app settings (prices, trial length), which they show and hand to the app. A server configured
 * otherwise (TRIAL_DAYS, PRICE_CURRENCY, PAYWALL) serves the app for these paths too: correct, a little slower.
 */
function prerenderedPagesUsable(app: FastifyInstance, distDir: string, config: Config): boolean {
  const dir = path.join(distDir, "prerendered");
  const files = PRERENDERED_PAGES.flatMap((page) => PRERENDERED_LOCALES.map((locale) => path.join(dir, `${page.name}.${locale}.html`)));
  const settingsFile = path.join(dir, "app-settings.json");
  if (!files.every((file) => fs.existsSync(file)) || !fs.existsSync(settingsFile)) return false;
  const rendered: unknown = JSON.parse(fs.readFileSync(settingsFile, "utf8"));
  const own = appSettingsOf({ trialDays: config.TRIAL_DAYS, paywall: config.PAYWALL, currency: config.PRICE_CURRENCY });
  if (isDeepStrictEqual(rendered, own)) return true;
  app.log.info("the prerendered pages were built with other app settings: the app renders them in the browser");
  return false;
}

/** Serves the built web app; every path that is not a file or an API route gets index.html. */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const distDir = config.WEB_DIST_DIR;
  const indexFile = path.join(distDir, "index.html");
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/scripts/compress.mjs): sent as they are, never compressed
      // per request (docs/decisions/0010-precompressed-assets.md).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ distDir }, "web app not built: only the API is served (run npm run build)");
  }
  // The trial reset screen in docs/product/access-and-plans.md#trial-reset lives under /api but is a page.
  // It also gives the visitor's cookie its free analysis back (within the address's daily ceiling).
  if (hasWeb)
    app.get("/api/reset-trial", { config: { access: "public" } }, async (request, reply) => {
      await resetVisitorAnalysis(app.db, request);
      return sendApp(reply);
    });
  // The public pages prerendered in the visitor's language, when the build made them: they paint before the
  // app's JavaScript has arrived (docs/decisions/0003 and 0005). A signed-in browser gets the app (its header
  // differs, and the sign-in page sends it on).
  if (hasWeb && prerenderedPagesUsable(app, distDir, config)) {
    for (const page of PRERENDERED_PAGES) {
      app.get(page.path, { config: { access: "public" } }, (request: FastifyRequest, reply: FastifyReply) => {
        reply.header("vary", "Cookie, Accept-Language");
        if (request.cookies[SIGNED_IN_HINT_COOKIE] === "1") return sendApp(reply);
        if (!page.anyQuery && request.url.includes("?")) return sendApp(reply);
        const locale = landingLocale(request.cookies.np_locale, request.headers["accept-language"]);
        return reply
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8")
          .sendFile(`prerendered/${page.name}.${locale}.html`);
      });
    }
  }
  // Pages of the app: a route rather than the not-found handler, so the page is compressed like any answer.
  if (hasWeb) {
    app.get("/*", { config: { access: "public" } }, (request, reply) => {
      const url = request.url.split("?")[0] ?? "";
      if (url.startsWith("/api/") || url === "/api")
        return reply.code(404).send({ error: "NOT_FOUND", message: `No route for GET ${url}` });
      // A path the app has no page for gets the app's not-found screen with the status 404.
      return sendApp(reply.code(isAppPage(url) ? 200 : 404));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/api/") || url === "/api" || !hasWeb || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ error: "NOT_FOUND", message: `No route for ${request.method} ${url}` });
    }
    return sendApp(reply.code(isAppPage(url) ? 200 : 404));
  });
}
