import { QUERY_CACHE, retryDelayMs } from '@platform/core';
import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client.ts';

/** A 4xx answer (signed out, no access, bad input) does not change on retry; a network or server error may. */
const retryServerErrors = (limit: number) => (failureCount: number, error: unknown) =>
  !isClientError(error) && failureCount < limit;

/**
 * Retry for a write that may safely run twice (a PATCH to the same values, a revoke):
 * once after a network or server error, as the spec's `mutationRetries` says.
 */
export const retryIdempotentWrite = retryServerErrors(QUERY_CACHE.mutationRetries);

/**
 * Freshness for data that changes under the viewer (management and admin screens,
 * a maker's own figures): fetched again on every mount and whenever its key changes,
 * instead of the spec's five minutes.
 */
export const liveQuery = { staleTime: 0, refetchOnMount: 'always' } as const;

/**
 * The spec's cache constants (ADR 006). Queries retry server and network errors;
 * writes do not retry by default: a POST whose answer was lost may already have
 * booked, signed up or saved, and a second one would do it again.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        retry: retryServerErrors(QUERY_CACHE.queryRetries),
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
        // An invalidated query is fetched when it mounts: e.g. a coffeeshop page the server rendered with only its
        // public facts (ADR 066).
        refetchOnMount: (query) => QUERY_CACHE.refetchOnMount || query.state.isInvalidated,
        refetchOnReconnect: QUERY_CACHE.refetchOnReconnect,
      },
      mutations: {
        retry: false,
        retryDelay: retryDelayMs,
      },
    },
  });
}
