import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { accessRules } from "../../lib/access.ts";
import { AdminMessages, isAdminUser, isValidTimeZone, type ActiveSubscription } from "@app/shared";
import { ForbiddenError, RegistrationRequiredError, UnauthorizedError } from "../../lib/errors.ts";
import { updateTimeZone, type SessionUser } from "./auth.repository.ts";
import { resolveSession, SESSION_MAX_MS } from "./auth.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. Set for every /api request. */
    user: SessionUser | null;
    /**
     * The user's paid plan in force (null: none), read in the same query as the session or the API key;
     * undefined when no user was looked up. Billing's planStatusOf decides with it.
     */
    subscription: ActiveSubscription | null | undefined;
  }
  interface FastifyContextConfig {
    /** false: the route never reads the session (a public answer the same for everyone), so none is looked up. */
    session?: boolean;
  }
}

export const sessionCookieName = (config: Pick<Config, "NODE_ENV">) => (config.NODE_ENV === "production" ? "__Host-sid" : "sid");

export function sessionCookieOptions(config: Pick<Config, "NODE_ENV">, persistent: boolean) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.NODE_ENV === "production",
    ...(persistent ? { maxAge: SESSION_MAX_MS / 1000 } : {}),
  };
}

/**
 * Loads the session user (and their plan, in the same query) from the cookie for the API routes that can
 * use it: every /api route except the public API v1's (access "apiKey": they take an API key only,
 * features/api-keys, never a session, so they have no CSRF surface) and the routes that declare
 * `config.session: false`. Added to those routes only (onRoute), so the others (health checks, static
 * files, public settings) do no session work at all. Nothing is cached between requests: a revoked session
 * or a changed plan counts at once, on every instance.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const cookieName = sessionCookieName(app.config);
  app.decorateRequest("user", null);
  app.decorateRequest("subscription", undefined);
  const loadSession: onRequestHookHandler = async (request) => {
    const token = request.cookies[cookieName];
    if (!token || token.length > 128) return;
    const found = await resolveSession({ db: app.db, now: app.clock }, token);
    if (!found) return;
    const { user } = found;
    request.user = user;
    request.subscription = found.subscription;
    // The browser sends its IANA time zone; a user's "today" is the calendar day there.
    const zone = request.headers["x-time-zone"];
    if (typeof zone === "string" && zone !== user.timeZone && zone.length <= 64 && isValidTimeZone(zone)) {
      await updateTimeZone(app.db, user.id, zone);
      user.timeZone = zone;
    }
  };
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.config?.session === false) return;
    if (accessRules(route.config?.access).includes("apiKey")) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [loadSession, ...own];
  });
});

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config)];
}

/** preHandler: a signed-in user is required (reads). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new UnauthorizedError();
}

/** preHandler: guests trying to save get the spec's 'Registration Required'. */
export async function requireRegistered(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new RegistrationRequiredError();
}

/**
 * preValidation/preHandler of every /api/admin/* route: 401 for visitors, 403 for anyone but the
 * administrator (isAdmin, or the username `admin`). Checked on the server for every call.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new UnauthorizedError();
  if (!isAdminUser(request.user)) throw new ForbiddenError(AdminMessages.accessDenied);
}

/** The signed-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/**
 * A `userId` in a body or query is accepted for compatibility, but the server always acts for the
 * session's user: someone else's id gets 403.
 */
export function assertSelf(request: FastifyRequest, userId: string | number | undefined | null): void {
  if (userId === undefined || userId === null || userId === "") return;
  const user = currentUser(request);
  if (String(userId) !== String(user.id)) throw new ForbiddenError("You can only access your own data");
}
