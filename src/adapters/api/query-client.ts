import { QueryClient } from "@tanstack/react-query";
import {
  QUERY_GC_TIME_MS,
  QUERY_REFETCH_ON_WINDOW_FOCUS,
  QUERY_RETRY,
  QUERY_STALE_TIME_MS,
} from "../../core/constants.ts";

/**
 * The TanStack Query client with the spec's defaults (section 9): data is stale at once, a
 * failed query is not retried (the HTTP client already retried network errors and 503s), no
 * refetch on window focus, unused data dropped after 5 minutes. Mutations are never retried.
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: QUERY_RETRY,
        refetchOnWindowFocus: QUERY_REFETCH_ON_WINDOW_FOCUS,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
