import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The anonymous visitor's cookie, shared by every free allowance (AI questions, analyses, meal images). */
export const ANON_COOKIE = "np_anon";

/**
 * A visitor's anonymous id: a random cookie, set on first use for 30 days. Free allowances count per
 * cookie, so visitors sharing an address each get theirs; it is not a credential: each allowance also has
 * a much higher per-IP ceiling (VISITOR_ADDRESS_DAILY_CEILING), so new cookies gain little.
 */
export function anonymousId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = existingAnonymousId(request);
  if (existing) return existing;
  const id = randomBytes(16).toString("base64url");
  reply.setCookie(ANON_COOKIE, id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.server.config.NODE_ENV === "production",
    maxAge: 30 * 24 * 3600,
  });
  return id;
}

/** The visitor's anonymous id when the request carries a valid one (no cookie is set). */
export function existingAnonymousId(request: FastifyRequest): string | undefined {
  const existing = request.cookies[ANON_COOKIE];
  return existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing) ? existing : undefined;
}

/** The keys a visitor's free use is counted against: their cookie and (the abuse ceiling) their address. */
export const visitorKeys = (request: FastifyRequest, reply: FastifyReply) => ({
  visitor: `anon:${anonymousId(request, reply)}`,
  address: `ip:${request.ip}`,
});

/** The language of answers the server writes: an explicit choice, else Accept-Language (Italian or English). */
export const requestLanguage = (request: FastifyRequest, explicit?: "en" | "it"): "en" | "it" =>
  explicit ?? (/^it\b/i.test(String(request.headers["accept-language"] ?? "")) ? "it" : "en");

/** The request's first language tag ('it-IT,it;q=0.9' → 'it-IT'), unless `explicit` is given: what food names follow. */
export function requestLocale(request: FastifyRequest, explicit?: string): string | undefined {
  if (explicit) return explicit;
  const header = request.headers["accept-language"];
  return typeof header === "string" ? header.split(",")[0]?.split(";")[0]?.trim() || undefined : undefined;
}
