import { SIGNED_IN_HINT_COOKIE, type User } from "@app/shared";
import { useQuery } from "@tanstack/react-query";
import { api, ApiError } from "./api.ts";

/**
 * The signed-in user, for every feature and guard: reading the session is not the auth feature's
 * business alone (the premium gate, the admin menu and the guards need it too), and features must not
 * import each other (STYLE.md §2). Signing in, registering and signing out stay in features/auth.
 * See docs/decisions/0001-session-in-lib.md.
 */
export const authKeys = {
  user: ["auth", "user"] as const,
};

/** Whether this browser has a session (the readable hint cookie the server sets beside the session cookie). */
export const hasSessionHint = () =>
  typeof document !== "undefined" && document.cookie.split("; ").some((c) => c === `${SIGNED_IN_HINT_COOKIE}=1`);

/** The signed-in user, or null when signed out (the server answers 401). */
async function fetchCurrentUser(signal: AbortSignal): Promise<User | null> {
  // No hint cookie: this browser has no session, so don't ask for a certain 401 (a console error in every visitor's first page load).
  if (!hasSessionHint()) return null;
  try {
    return await api.get("/api/user", () => import("@app/shared/auth").then((m) => m.UserSchema), signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The session: fetched once and kept until sign-in, registration or logout changes it (docs/product/access-and-plans.md#sessions).
 * `user` is undefined while loading, null when signed out.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: authKeys.user,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
