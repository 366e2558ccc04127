import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const StatusSchema = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The process is up. */
  // No compression hook: the answers are a few bytes (also below its 1 KiB threshold).
  app.get("/healthz", { config: { access: "public" }, compress: false, schema: { response: { 200: StatusSchema } } }, async () => ({
    status: "ok",
  }));

  /** The database answers, and the server is not shutting down. */
  app.get(
    "/readyz",
    { config: { access: "public" }, compress: false, schema: { response: { 200: StatusSchema, 503: StatusSchema } } },
    async (request, reply) => {
      if (app.lifecycle.closing) return reply.code(503).header("retry-after", "5").send({ status: "shutting down" });
      try {
        await Promise.race([
          app.db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error("database timeout")), 2000).unref()),
        ]);
        return { status: "ok" };
      } catch (err) {
        request.log.warn({ err }, "readiness check failed");
        return reply.code(503).header("retry-after", "5").send({ status: "database unavailable" });
      }
    },
  );
};
