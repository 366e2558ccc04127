import type { Feature } from "@app/shared";

/**
 * Who a route admits, declared in its options (`config: { access: … }`) and checked for every route by
 * test/security/inventory.test.ts. The handlers enforce it (requireUser, requireEntitlement…); the
 * declaration is what the security suite probes them against.
 *
 * - `public`: anyone, signed in or not.
 * - `guest`: signed-out visitors (usually under a metered allowance: anonymous cookie and IP).
 * - `user`: any signed-in user (guests get 401).
 * - `premium:<feature>`: signed-in users whose plan includes the feature (guests 401, others 403 PREMIUM_REQUIRED).
 * - `admin`: the administrator only (guests 401, users 403).
 * - `apiKey`: a valid `X-Api-Key` (cookies are ignored).
 * - `webhook`: a signed server-to-server call (no session).
 *
 * A list admits the union: `["guest", "premium:ai-chatbot"]` lets visitors in under their allowance and
 * signed-in users with the feature.
 */
export type AccessRule = "public" | "guest" | "user" | `premium:${Feature}` | "admin" | "apiKey" | "webhook";

/** The table and column holding the owner's user id of the object a route's `:id` (or `:userId`) names. */
export interface RouteOwner {
  table: string;
  column: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessRule | readonly AccessRule[];
    owner?: RouteOwner;
  }
}

export const accessRules = (access: AccessRule | readonly AccessRule[] | undefined): readonly AccessRule[] =>
  access === undefined ? [] : typeof access === "string" ? [access] : access;
