import { safeRedirectPath } from "@app/shared";

/**
 * The sign-in address that comes back to `path` afterwards: /auth?redirect=/dashboard?tab=meals.
 * Only the characters that would break the query are escaped, so the address stays readable.
 */
export function authUrlFor(path: string): string {
  const encoded = encodeURIComponent(path).replace(/%2F/gi, "/").replace(/%3F/gi, "?").replace(/%3D/gi, "=").replace(/%3A/gi, ":");
  return `/auth?redirect=${encoded}`;
}

const NO_RETURN = ["/auth", "/login", "/logout-page"];

/** Where to go after sign-in: the requested page of this site, never back to sign-in or logout. */
export function afterSignInPath(target: string | null | undefined): string {
  const path = safeRedirectPath(target);
  const pathname = path.split(/[?#]/)[0] ?? "";
  return NO_RETURN.includes(pathname) ? "/dashboard" : path;
}
