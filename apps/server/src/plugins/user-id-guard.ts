import { ID_MAX, IdMessages } from "@app/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, ForbiddenError, RegistrationRequiredError, UnauthorizedError } from "../lib/errors.ts";

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The spec's clients send a `userId` in queries and bodies. On every API route it is accepted for
 * compatibility and checked, then the server acts for the session's user only (spec README): the
 * caller's own id (0 for a guest) or none is fine, someone else's id gets 403 (a guest must sign in:
 * 401), a malformed one 400. A checked body `userId` is removed, so the strict body schemas need not list it.
 */
export function checkClaimedUserId(request: FastifyRequest): void {
  const claims: unknown[] = [];
  if (isPlainObject(request.params) && "userId" in request.params) claims.push(request.params.userId);
  if (isPlainObject(request.query) && "userId" in request.query) claims.push(request.query.userId);
  if (isPlainObject(request.body) && "userId" in request.body) claims.push(request.body.userId);
  for (const claim of claims) {
    if (claim === undefined || claim === null || claim === "") continue;
    const digits = typeof claim === "number" ? String(claim) : typeof claim === "string" ? claim.trim() : "";
    if (!/^\d{1,12}$/.test(digits) || Number(digits) > ID_MAX)
      throw new AppError(400, "VALIDATION_FAILED", IdMessages.invalid, [{ path: "userId", message: IdMessages.invalid }]);
    const own = request.user?.id ?? 0;
    if (Number(digits) === own) continue;
    if (!request.user)
      throw request.method === "GET" || request.method === "HEAD" ? new UnauthorizedError() : new RegistrationRequiredError();
    throw new ForbiddenError("You can only access your own data");
  }
  if (isPlainObject(request.body)) delete request.body.userId;
}

export const userIdGuard = fp(async (app: FastifyInstance) => {
  // Synchronous: no promise per request.
  app.addHook("preValidation", (request, _reply, done) => {
    if (!request.url.startsWith("/api/")) return done();
    try {
      checkClaimedUserId(request);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
});
