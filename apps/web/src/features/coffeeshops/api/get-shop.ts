import type { CoffeeshopDetail } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coffeeshopKeys } from './keys.ts';

export function getShopQueryOptions(plaats: string, slug: string, viewer: string) {
  return queryOptions({
    queryKey: coffeeshopKeys.detail(plaats, slug, viewer),
    queryFn: () => api<CoffeeshopDetail>(`/api/coffeeshops/${encodeURIComponent(plaats)}/${encodeURIComponent(slug)}`),
  });
}

export function useShop(plaats: string, slug: string, viewer: string) {
  return useQuery(getShopQueryOptions(plaats, slug, viewer));
}
