import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The access log without a line per request (Fastify's own request logging is off, app.ts): every 5xx
 * (error), every request slower than SLOW_REQUEST_MS (warn), and a sample of the rest (ACCESS_LOG_SAMPLE,
 * info). Errors themselves are logged where they happen (plugins/error-handler.ts). One Math.random() and a
 * comparison per request: the cost of a log line is paid only for the lines written.
 */
export const accessLogPlugin = fp(async (app: FastifyInstance) => {
  const slowMs = app.config.SLOW_REQUEST_MS;
  const sample = app.config.ACCESS_LOG_SAMPLE;
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (status >= 500) request.log.error({ req: request, res: reply, responseTime: ms }, "request failed");
    else if (ms >= slowMs) request.log.warn({ req: request, res: reply, responseTime: ms }, "slow request");
    else if (sample > 0 && Math.random() < sample) request.log.info({ req: request, res: reply, responseTime: ms }, "request completed");
    done();
  });
});
