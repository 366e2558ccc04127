import { ServiceMessages } from "@app/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseErrorSummary, isDatabaseUnavailable } from "../db/faults.ts";
import { AppError } from "../lib/errors.ts";

/** Fastify's own client errors, mapped to our codes and plain messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "BAD_REQUEST", "Malformed JSON body"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "BAD_REQUEST", "The request body is empty"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "PAYLOAD_TOO_LARGE", "The request body is too large"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "BAD_REQUEST", "Invalid Content-Length"],
};

/** A database driver's error: PostgreSQL's SQLSTATE is five characters. */
const isDatabaseError = (e: Record<string, unknown>) =>
  e.constructor?.name === "DrizzleQueryError" ||
  ((typeof e.severity === "string" || typeof e.routine === "string") && typeof e.code === "string" && e.code.length === 5);

/**
 * What the log may say about an unexpected error: its class, codes and stack frames. A database error's
 * message, detail and query parameters carry user data (the text of a meal, an e-mail address), so they are
 * never logged; the SQLSTATE and the table, column and constraint names say what went wrong.
 */
export function describeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== "object" || error === null) return { type: typeof error, message: "", stack: "" };
  const e = error as Record<string, unknown>;
  const database = isDatabaseError(e);
  const out: LoggedError = {
    type: e.constructor?.name ?? "Object",
    message: database ? "database error (its message and parameters are not logged)" : typeof e.message === "string" ? e.message : "",
    // The stack's first lines repeat the message: keep the frames only.
    stack:
      typeof e.stack === "string"
        ? e.stack
            .split("\n")
            .filter((line) => /^\s+at /.test(line))
            .join("\n")
        : "",
  };
  if (typeof e.code === "string" || typeof e.code === "number") out.code = e.code;
  if (database)
    for (const key of ["severity", "routine", "schema", "table", "column", "constraint", "dataType"])
      if (typeof e[key] === "string") out[key] = e[key];
  if (e.cause !== undefined && depth < 3) out.cause = describeError(e.cause, depth + 1);
  return out;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Every error reply has the shape `{error, message, issues?}`; 5xx replies never carry details. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.flatMap((v) => {
        const path = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
        // A strict schema's unknown fields: one issue naming each.
        if (v.keyword === "unrecognized_keys" && Array.isArray(v.params.keys))
          return (v.params.keys as unknown[]).map((key) => {
            const field = path ? `${path}.${String(key)}` : String(key);
            return { path: field, message: `Unknown field: ${field}` };
          });
        return [{ path: path || err.validationContext || "", message: v.message ?? "Invalid value" }];
      });
      return reply.code(400).send({ error: "VALIDATION_FAILED", message: issues[0]?.message ?? "Invalid request", issues });
    }
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({ error: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) });
    }
    if (isDeletedUserReference(err)) {
      // A write that raced the deletion of its own account (its session was valid when the request began).
      return reply.code(401).send({ error: "UNAUTHORIZED", message: "Authentication required" });
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1], message: known[2] });
    if (err instanceof SyntaxError) return reply.code(400).send({ error: "BAD_REQUEST", message: "Malformed JSON body" });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: "BAD_REQUEST", message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      // Not the request's fault and not a bug: the client may retry (reads were already retried once, db/faults.ts).
      request.log.warn({ dbError: databaseErrorSummary(err) }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ error: "SERVICE_UNAVAILABLE", message: ServiceMessages.databaseUnavailable });
    }
    request.log.error({ error: describeError(err) }, "unhandled error");
    return reply
      .code(500)
      .send({ error: "INTERNAL", message: "An unexpected error occurred. Please try again later.", requestId: request.id });
  });
});

/** A foreign-key violation on a `user_id` column: the row's user no longer exists. */
function isDeletedUserReference(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.cause?.code ? e.cause : e;
  return pg?.code === "23503" && (pg.constraint ?? "").endsWith("_user_id_users_id_fk");
}
