import type { LoginInput, RegisterInput, ResetPasswordInput, User } from "@app/shared";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { authKeys } from "../../lib/session.ts";
import { local, session, StorageKeys } from "../../lib/storage.ts";

// The session itself lives in lib/session.ts, so every feature can read it without importing this one
// (docs/decisions/0001-session-in-lib.md); re-exported here for the auth feature's own screens.
export { authKeys, useCurrentUser } from "../../lib/session.ts";

/** A new session replaces everything cached for the previous one. */
// Sign-out is in the header, part of the first download: the schemas (and zod) load with the first request.
const userSchema = () => import("@app/shared/auth").then((m) => m.UserSchema);
const messageSchema = () => import("@app/shared/common").then((m) => m.MessageSchema);
const okSchema = () => import("@app/shared/common").then((m) => m.OkSchema);

function startSession(queryClient: QueryClient, user: User) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
  queryClient.setQueryData(authKeys.user, user);
}

/**
 * Forgets everything the browser holds about the session: every cached query (so no user data survives),
 * and the welcome flag. The user is then known to be signed out.
 */
export function clearSession(queryClient: QueryClient) {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
  queryClient.setQueryData(authKeys.user, null);
  queryClient.getMutationCache().clear();
  local.remove(StorageKeys.welcomeShown);
  session.remove(StorageKeys.newAccount);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post("/api/login", input, userSchema),
    onSuccess: (user) => startSession(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post("/api/register", input, userSchema),
    onSuccess: (user) => {
      newAccount.mark(user.id);
      startSession(queryClient, user);
    },
  });
}

/** The account just registered in this browser session: its dashboard says 'Welcome', not 'Welcome back'. */
export const newAccount = {
  mark: (id: number) => session.set(StorageKeys.newAccount, String(id)),
  is: (id: number) => session.get(StorageKeys.newAccount) === String(id),
};

export function useGenerateResetCode() {
  return useMutation({
    mutationFn: async (input: { email: string }) => {
      const { GenerateResetCodeInputSchema } = await import("@app/shared/auth");
      return api.post("/api/auth/generate-reset-code", GenerateResetCodeInputSchema.parse(input), messageSchema);
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post("/api/auth/reset-password", input, messageSchema),
  });
}

/** Deletes the signed-in account for good, after the password is given again (DELETE /api/account). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: { password: string }) => api.delete("/api/account", messageSchema, input),
  });
}

const LOGOUT_ATTEMPTS = 3;
const LOGOUT_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let logoutInFlight: Promise<boolean> | null = null;

/**
 * Ends the session on the server: up to 3 attempts, one second apart (docs/product/access-and-plans.md#sign-out). Whatever the outcome,
 * the browser's copy of the session is cleared. Resolves to whether the server confirmed the logout.
 * Calls made while one is running share it, so a double-mounted page never logs out twice.
 */
export function logout(queryClient: QueryClient): Promise<boolean> {
  logoutInFlight ??= (async () => {
    let confirmed = false;
    for (let attempt = 1; attempt <= LOGOUT_ATTEMPTS && !confirmed; attempt++) {
      try {
        await api.post("/api/logout", {}, okSchema);
        confirmed = true;
      } catch {
        if (attempt < LOGOUT_ATTEMPTS) await wait(LOGOUT_RETRY_DELAY_MS);
      }
    }
    clearSession(queryClient);
    return confirmed;
  })().finally(() => {
    logoutInFlight = null;
  });
  return logoutInFlight;
}

/** The welcome toast is shown once per browser, after the first sign-in (docs/product/access-and-plans.md#sessions). */
export const welcomeFlag = {
  isShown: () => local.get(StorageKeys.welcomeShown) === "true",
  markShown: () => local.set(StorageKeys.welcomeShown, "true"),
};
