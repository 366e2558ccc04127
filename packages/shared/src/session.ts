// Session facts the web app's first download needs. This module must not import zod: the landing page's
// JavaScript budget leaves no room for it (docs/decisions/0005-first-load-javascript.md).

/**
 * A readable cookie set beside the (HttpOnly) session cookie: it holds no secret, only tells the web app
 * that a session may exist, so a visitor's first page load does not ask GET /api/user for a certain 401.
 */
export const SIGNED_IN_HINT_COOKIE = "np_signed_in";

/** Where the app may send the browser after sign-in: only paths of this site. */
export function safeRedirectPath(target: string | null | undefined, fallback = "/dashboard"): string {
  if (!target) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (target.includes("\\") || [...target].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  return target;
}
