import { ServiceMessages } from "@app/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { requestIdempotence } from "../db/faults.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Set when shutdown begins: readiness fails, new requests get 503 and answers close their connection. */
    lifecycle: { closing: boolean; inFlight: number };
    /**
     * Begins the shutdown without closing anything: from now on /readyz answers 503, /healthz 200, and every
     * other new request 503 with Retry-After (it was not carried out: the client or the load balancer sends
     * it again, to another instance). Settles when no request is running any more and at least `minMs`
     * have passed (time for a load balancer to see the failing readiness). Then close() the app.
     */
    drain: (minMs: number) => Promise<void>;
  }
}

const HEALTH = new Set(["/healthz", "/readyz"]);
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS"]);
const IDEMPOTENT_REQUEST = Object.freeze({ idempotent: true });
const OTHER_REQUEST = Object.freeze({ idempotent: false });

/**
 * Shutdown without a reset connection: the server keeps listening and reading requests while it drains,
 * so a request that arrives during the shutdown gets an answer (503 + Retry-After) instead of a refused
 * or reset connection, and those already running finish. Registered before any other hook.
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  const lifecycle = { closing: false, inFlight: 0 };
  app.decorate("lifecycle", lifecycle);

  app.addHook("onRequest", (request, reply, done) => {
    if (lifecycle.closing && !HEALTH.has(request.url.split("?")[0]!)) {
      // Sent before plugins/security.ts' hook, which marks API answers no-store: so is this one.
      if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
      reply
        .code(503)
        .header("retry-after", "5")
        .header("connection", "close")
        .send({ error: "SERVICE_UNAVAILABLE", message: ServiceMessages.restarting });
      return;
    }
    lifecycle.inFlight += 1;
    // 'close' comes once per response, after it finished or when its connection was cut.
    reply.raw.on("close", () => {
      lifecycle.inFlight -= 1;
    });
    // The rest of an API request runs in this context: db/faults.ts may repeat the statements of a GET once
    // on a lost database connection. The other routes (health, static files, the site's pages) write nothing,
    // and a request outside the context counts as not idempotent (a read is still repeated), so they skip it.
    if (!request.url.startsWith("/api/")) return done();
    requestIdempotence.run(IDEMPOTENT.has(request.method) ? IDEMPOTENT_REQUEST : OTHER_REQUEST, done);
  });

  // Answers sent during shutdown close their keep-alive connection, so close() can finish.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (lifecycle.closing) reply.header("connection", "close");
    done(null, payload);
  });
  // close() without a drain (tests, a second signal) still fails readiness first.
  app.addHook("preClose", async () => {
    lifecycle.closing = true;
  });

  app.decorate("drain", async (minMs: number) => {
    lifecycle.closing = true;
    const until = Date.now() + minMs;
    while (lifecycle.inFlight > 0 || Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
