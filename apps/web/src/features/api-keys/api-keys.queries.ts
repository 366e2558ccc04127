import { ApiDocsSchema, ApiKeySchema, CreatedApiKeySchema, OkSchema, type CreateApiKeyInput } from "@app/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";

export const apiKeyKeys = { list: ["api-keys"] as const, docs: ["api-docs"] as const };

/** The user's API keys (the list shows each key's first characters only). */
export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: apiKeyKeys.list,
    queryFn: ({ signal }) => api.get("/api/api-keys", z.array(ApiKeySchema), signal),
    enabled,
  });
}

/** Creates a key: the answer holds the full key, the only time it is ever sent. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => api.post("/api/api-keys", input, CreatedApiKeySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/api-keys/${id}/revoke`, undefined, ApiKeySchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/api-keys/${id}`, OkSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}

/** The docs object of GET /api/docs (002 §3), built on the server from the OpenAPI document. */
export function useApiDocs(enabled: boolean) {
  return useQuery({
    queryKey: apiKeyKeys.docs,
    queryFn: ({ signal }) => api.get("/api/docs", ApiDocsSchema, signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
