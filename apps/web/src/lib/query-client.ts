import { QUERY_CACHE, retryDelayMs } from '@platform/core';
import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client.ts';

/**
 * The spec's cache constants. A 4xx answer (signed out, no access, bad input)
 * does not change on retry, so only network and server errors are retried.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_CACHE.queryRetries,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
        refetchOnMount: QUERY_CACHE.refetchOnMount,
        refetchOnReconnect: QUERY_CACHE.refetchOnReconnect,
      },
      mutations: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_CACHE.mutationRetries,
        retryDelay: retryDelayMs,
      },
    },
  });
}
