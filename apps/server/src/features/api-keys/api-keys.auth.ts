import {
  API_KEY_LAST_USED_EVERY_SECONDS,
  API_RATE_LIMITS,
  API_RATE_WINDOW_SECONDS,
  ApiKeyMessages,
  canUse,
  looksLikeApiKey,
  type ApiKeyScope,
} from "@app/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from "fastify";
import fp from "fastify-plugin";
import { accessRules } from "../../lib/access.ts";
import { AppError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from "../../lib/errors.ts";
import { planStatusOf } from "../billing/index.ts";
import * as repo from "./api-keys.repository.ts";
import type { KeyCalls } from "./api-keys.repository.ts";
import { hashApiKey } from "./api-keys.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The API key a public API v1 request came with (routes with access "apiKey"). */
    apiKey?: { id: number; scope: ApiKeyScope; lastUsedAt: Date | null };
  }
}

/** A route option's hooks as a list. */
const list = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);

/** The key from `X-Api-Key`, or from `Authorization: Bearer <key>`. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers["x-api-key"];
  if (typeof header === "string" && header.trim() !== "") return header.trim();
  const auth = request.headers.authorization;
  const m = typeof auth === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m?.[1];
}

/**
 * The RateLimit-* headers of a counted call, and 429 when it is past the limit. The window is fixed and
 * starts with the key's first call (api-keys.repository.ts authenticateKeyCall): the reset is when it ends.
 */
function applyLimit(reply: FastifyReply, calls: KeyCalls, limit: number, now: Date): void {
  const resetSeconds = Math.max(1, Math.ceil((calls.windowStartedAt.getTime() + API_RATE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  reply.header("ratelimit-policy", `${limit};w=${API_RATE_WINDOW_SECONDS}`);
  reply.header("ratelimit-limit", String(limit));
  reply.header("ratelimit-remaining", String(Math.max(0, limit - calls.count)));
  reply.header("ratelimit-reset", String(resetSeconds));
  if (calls.count > limit) throw new TooManyRequestsError(ApiKeyMessages.rateLimited, resetSeconds);
}

/**
 * The public API's authentication, for every route whose access is "apiKey": a valid, unrevoked and
 * unexpired key (401 otherwise), an owner whose plan includes API access (403 PREMIUM_REQUIRED after
 * it lapses; the same key works again on renewal), the key's rate limit (429), and its scope (a
 * read-only key gets 403 on writes). Cookies are never read here: the session plugin skips these routes.
 */
export const apiKeyAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("apiKey", undefined);
  // Benchmarks only: never in production (loadConfig refuses the setting there; checked again here).
  const benchLimit = app.config.NODE_ENV !== "production" ? app.config.BENCH_API_RATE_LIMIT : undefined;
  const authenticate: onRequestHookHandler = async (request, reply) => {
    request.user = null;
    const key = keyOf(request);
    if (!key) throw new UnauthorizedError(ApiKeyMessages.missing);
    if (key.length > 200 || !looksLikeApiKey(key)) throw new UnauthorizedError(ApiKeyMessages.invalid);
    const now = app.clock();
    // One statement: the key, its owner, their plan, and the call counted in the key's window.
    const found = await repo.authenticateKeyCall(app.db, hashApiKey(key), now, API_RATE_WINDOW_SECONDS);
    if (!found || !found.calls || found.key.revokedAt !== null || (found.key.expiresAt && found.key.expiresAt.getTime() <= now.getTime()))
      throw new UnauthorizedError(ApiKeyMessages.invalid);
    request.user = found.user;
    request.subscription = found.subscription;
    request.apiKey = { id: found.key.id, scope: found.key.scope, lastUsedAt: found.key.lastUsedAt };
    const status = await planStatusOf(request);
    if (!canUse(status, "api-access")) throw new AppError(403, "PREMIUM_REQUIRED", ApiKeyMessages.premiumRequired);
    applyLimit(reply, found.calls, benchLimit ?? API_RATE_LIMITS[status.subscriptionPlan], now);
    const writes = request.method !== "GET" && request.method !== "HEAD";
    if (writes && found.key.scope !== "read-write") throw new ForbiddenError(ApiKeyMessages.readOnly);
  };
  // A use is a call the API answered (below 400): a refused request writes nothing, lastUsed included. And
  // lastUsed is written at most once a minute: a key used within the minute (as read with it) costs no statement.
  const touch: onSendHookHandler = async (request, reply, payload) => {
    const used = request.apiKey;
    if (!used || reply.statusCode >= 400) return payload;
    const now = app.clock();
    if (used.lastUsedAt && now.getTime() - used.lastUsedAt.getTime() < API_KEY_LAST_USED_EVERY_SECONDS * 1000) return payload;
    await repo.touchApiKey(app.db, used.id, now);
    return payload;
  };
  // On the API v1 routes only (onRoute): no other route pays for these hooks.
  app.addHook("onRoute", (route) => {
    if (!accessRules(route.config?.access).includes("apiKey")) return;
    route.onRequest = [authenticate, ...list(route.onRequest)];
    route.onSend = [touch, ...list(route.onSend)];
  });
});
