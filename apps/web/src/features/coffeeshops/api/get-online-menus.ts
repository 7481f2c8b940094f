import type { CoffeeshopSummary } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coffeeshopKeys } from './keys.ts';

/** The coffeeshops whose menu a verified visitor may open online. */
export function getOnlineMenusQueryOptions() {
  return queryOptions({
    queryKey: coffeeshopKeys.onlineMenus,
    queryFn: () => api<CoffeeshopSummary[]>('/api/coffeeshops/online-menus'),
  });
}

export function useOnlineMenus() {
  return useQuery(getOnlineMenusQueryOptions());
}
