import type { EditableCoffeeshop } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { menuKeys } from './keys.ts';

/** Every field of a shop I manage, as its edit form holds them. */
export function getShopDetailsQueryOptions(shopId: string) {
  return queryOptions({
    queryKey: menuKeys.details(shopId),
    queryFn: () => api<EditableCoffeeshop>(`/api/coffeeshops/manage/${shopId}/details`),
    ...liveQuery,
  });
}

export function useShopDetails(shopId: string) {
  return useQuery(getShopDetailsQueryOptions(shopId));
}
