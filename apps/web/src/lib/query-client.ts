import { QueryClient } from "@tanstack/react-query";

/**
 * Server data is cached and never goes stale by itself, is not retried and is not refetched on window focus
 * (docs/product/tracking.md#server-calls). Queries that need fresher data say so themselves (trial status polls every 60 s).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
