import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import { AppError } from "../lib/errors.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Security headers, `Cache-Control: no-store` on API answers, and refusal of cross-site state
 * changes: a POST/PUT/PATCH/DELETE whose Origin is not ours, or whose Sec-Fetch-Site says it came
 * from another site, gets 403 before any handler runs.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const production = app.config.NODE_ENV === "production";
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly (the barcode scanner's zxing-wasm, served from our origin); it allows no JS eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  // Synchronous hooks (no promise per request); the same headers on every answer, computed once above.
  // API answers are never stored by a cache: set with the other headers when the request starts (a route may
  // still set its own, e.g. the meal pictures), so no onSend hook runs for every answer.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    if (!STATE_CHANGING.has(request.method)) return done();
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      return done(new AppError(403, "CROSS_SITE_REQUEST", "Cross-site requests are not allowed"));
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const ours = app.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
      if (origin !== ours) return done(new AppError(403, "CROSS_SITE_REQUEST", "Cross-site requests are not allowed"));
    }
    done();
  });
});

/**
 * The headers @fastify/helmet sets with these options, computed once at start. The plugin itself builds
 * helmet's middleware and parses the CSP directives again on every request (a tenth of a /healthz's CPU in
 * the profile, docs/decisions/0014-perfapi-request-path.md); our options are static (no nonces, no per-route
 * configuration), so every answer gets the same headers, now set from one object.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get("/", async () => "");
  const res = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const skip = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name, value]) => !skip.has(name) && typeof value === "string")
      .map(([name, value]) => [name, value as string]),
  );
}
