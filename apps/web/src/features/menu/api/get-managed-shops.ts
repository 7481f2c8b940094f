import type { ManagedShop } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { menuKeys } from './keys.ts';

/** The shops I may manage (every shop for an admin). */
export function getManagedShopsQueryOptions() {
  return queryOptions({ queryKey: menuKeys.shops, queryFn: () => api<ManagedShop[]>('/api/menu/shops'), ...liveQuery });
}

export function useManagedShops() {
  return useQuery(getManagedShopsQueryOptions());
}
