import type { CoffeeshopSummary } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coffeeshopKeys } from './keys.ts';

/** Every shop, or those of one place. */
export function getShopsQueryOptions(plaats?: string) {
  return queryOptions({
    queryKey: coffeeshopKeys.list(plaats),
    queryFn: () =>
      api<CoffeeshopSummary[]>(plaats ? `/api/coffeeshops?plaats=${encodeURIComponent(plaats)}` : '/api/coffeeshops'),
  });
}

export function useShops(plaats?: string) {
  return useQuery(getShopsQueryOptions(plaats));
}
