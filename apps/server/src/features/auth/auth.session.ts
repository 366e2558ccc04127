import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { accessRules } from "../../lib/access.ts";
import { AdminMessages, isAdminUser, isValidTimeZone, type ActiveSubscription } from "@app/shared";
import { ForbiddenError, RegistrationRequiredError, UnauthorizedError } from "../../lib/errors.ts";
import { updateTimeZone, type SessionReadStatement, type SessionUser } from "./auth.repository.ts";
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
    /** What the session statement read for the route (SessionRead), with the values it used; takeSessionRead's. */
    sessionRead: { values: Record<string, unknown>; data: string | null } | null;
  }
  interface FastifyContextConfig {
    /** false: the route never reads the session (a public answer the same for everyone), so none is looked up. */
    session?: boolean;
    /**
     * The route's read, joined to the session statement (one statement, one round trip); the handler takes its
     * result with takeSessionRead. See SessionRead.
     */
    sessionRead?: SessionRead;
  }
}

/**
 * A read that a route runs for the session's user in the session statement itself (sessionReadStatement): a
 * dashboard read is then one statement, one round trip, instead of the session's and its own (decision
 * 0017-pgone). `values` gives the read's values from the request as it arrives (before validation, so it checks
 * them itself), or undefined when this request should not join it (the route then reads on its own). The session
 * is resolved exactly as without it: no row, no user (401 as before), and the read is not run.
 */
export interface SessionRead {
  statement: SessionReadStatement;
  values: (request: FastifyRequest) => Record<string, unknown> | undefined;
}

/**
 * The result of the route's joined read (SessionRead) when the session statement ran it with exactly `values`
 * (the handler's, after validation and the plan's limits); undefined otherwise: the handler then reads on its own.
 * Null is the read's own null (e.g. no active goal).
 */
export function takeSessionRead(request: FastifyRequest, values: Record<string, unknown>): string | null | undefined {
  const read = request.sessionRead;
  if (!read) return undefined;
  const keys = Object.keys(values);
  if (keys.length !== Object.keys(read.values).length || keys.some((k) => read.values[k] !== values[k])) return undefined;
  return read.data;
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
  app.decorateRequest("sessionRead", null);
  const sessionLoader =
    (sessionRead: SessionRead | undefined): onRequestHookHandler =>
    async (request) => {
      const token = request.cookies[cookieName];
      if (!token || token.length > 128) return;
      const values = sessionRead?.values(request);
      const read = values && sessionRead ? { statement: sessionRead.statement, values } : undefined;
      const found = await resolveSession({ db: app.db, now: app.clock }, token, read);
      if (!found) return;
      const { user } = found;
      request.user = user;
      request.subscription = found.subscription;
      if (values) request.sessionRead = { values, data: found.data };
      // The browser sends its IANA time zone; a user's "today" is the calendar day there.
      const zone = request.headers["x-time-zone"];
      if (typeof zone === "string" && zone !== user.timeZone && zone.length <= 64 && isValidTimeZone(zone)) {
        await updateTimeZone(app.db, user.id, zone);
        user.timeZone = zone;
      }
    };
  const loadSession = sessionLoader(undefined);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.config?.session === false) return;
    if (accessRules(route.config?.access).includes("apiKey")) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [route.config?.sessionRead ? sessionLoader(route.config.sessionRead) : loadSession, ...own];
  });
});

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config)];
}

/** preHandler: a signed-in user is required (reads). Synchronous: no promise per request. */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.user ? undefined : new UnauthorizedError());
}

/** preHandler: guests trying to save get the spec's 'Registration Required'. */
export function requireRegistered(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.user ? undefined : new RegistrationRequiredError());
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
