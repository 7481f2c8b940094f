import { QUERY_CACHE } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { createQueryClient, liveQuery, retryIdempotentWrite } from './query-client.ts';

type RetryFn = (count: number, error: unknown) => boolean;

describe('query client', () => {
  const defaults = createQueryClient().getDefaultOptions();
  const retry = defaults.queries?.retry as RetryFn;
  const error = (status: number) => new ApiRequestError(status, { code: 'X', message: 'x', requestId: 'r' });

  it('uses the spec cache constants', () => {
    expect(defaults.queries).toMatchObject({
      staleTime: QUERY_CACHE.staleTimeMs,
      gcTime: QUERY_CACHE.gcTimeMs,
      refetchOnWindowFocus: false,
      refetchOnReconnect: 'always',
    });
  });
  it('fetches on mount only a query marked stale (the server-rendered coffeeshop facts, ADR 066)', () => {
    const refetchOnMount = defaults.queries?.refetchOnMount as (query: unknown) => boolean;
    expect(refetchOnMount({ state: { isInvalidated: false } })).toBe(QUERY_CACHE.refetchOnMount);
    expect(refetchOnMount({ state: { isInvalidated: true } })).toBe(true);
  });
  it('retries server and network errors 3 times, and 4xx never', () => {
    expect([0, 1, 2, 3].map((n) => retry(n, error(500)))).toEqual([true, true, true, false]);
    expect(retry(0, error(0))).toBe(true);
    expect(retry(0, error(401))).toBe(false);
    expect(retry(0, error(422))).toBe(false);
  });
  it('never retries a write by default', () => {
    expect(defaults.mutations?.retry).toBe(false);
  });
  it('retries an idempotent write once after a server or network error, and a 4xx never', () => {
    expect([0, 1].map((n) => retryIdempotentWrite(n, error(503)))).toEqual([true, false]);
    expect(retryIdempotentWrite(0, error(0))).toBe(true);
    expect(retryIdempotentWrite(0, error(409))).toBe(false);
  });
  it('keeps live data fresh on every mount', () => {
    expect(liveQuery).toEqual({ staleTime: 0, refetchOnMount: 'always' });
  });
});
