import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import { AppError } from "../lib/errors.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Security headers, `Cache-Control: no-store` on API answers, and refusal of cross-site state
 * changes: a POST/PUT/PATCH/DELETE whose Origin is not ours, or whose Sec-Fetch-Site says it came
 * from another site, gets 403 before any handler runs.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const production = app.config.NODE_ENV === "production";
  await app.register(helmet, {
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

  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      throw new AppError(403, "CROSS_SITE_REQUEST", "Cross-site requests are not allowed");
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const ours = app.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
      if (origin !== ours) throw new AppError(403, "CROSS_SITE_REQUEST", "Cross-site requests are not allowed");
    }
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  });
});
