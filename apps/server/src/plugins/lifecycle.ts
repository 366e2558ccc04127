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
      reply
        .code(503)
        .header("retry-after", "5")
        .header("connection", "close")
        .send({ error: "SERVICE_UNAVAILABLE", message: ServiceMessages.restarting });
      return;
    }
    lifecycle.inFlight += 1;
    let counted = true;
    const finished = () => {
      if (!counted) return;
      counted = false;
      lifecycle.inFlight -= 1;
    };
    reply.raw.once("finish", finished);
    reply.raw.once("close", finished);
    // The rest of the request runs in this context: db/faults.ts may repeat the statements of a GET once
    // on a lost database connection.
    requestIdempotence.run({ idempotent: IDEMPOTENT.has(request.method) }, done);
  });

  // Answers sent during shutdown close their keep-alive connection, so close() can finish.
  app.addHook("onSend", async (_request, reply) => {
    if (lifecycle.closing) reply.header("connection", "close");
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
