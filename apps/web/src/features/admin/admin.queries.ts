import { UserSchema } from "@app/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { authKeys } from "../../lib/session.ts";

/**
 * Administrator access by code (docs/product/public-pages.md#landing, docs/product/access-and-plans.md#administrator): the server compares the code with its own secret
 * (ADMIN_ACCESS_CODE) and on success signs this browser in as the built-in `admin`. Like a login, the new
 * session replaces everything cached for the previous one and becomes the cached user (docs/product/access-and-plans.md#sessions).
 * No code or secret ever lives in the client.
 */
export function useAdminAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post("/api/admin-access", { code }, UserSchema),
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
      queryClient.setQueryData(authKeys.user, user);
    },
  });
}

export type AdminAccessMutation = ReturnType<typeof useAdminAccess>;
