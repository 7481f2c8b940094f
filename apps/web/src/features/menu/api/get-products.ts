import type { ProductListQuery, ProductPage } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { menuKeys } from './keys.ts';

export type ProductFilters = Partial<Omit<ProductListQuery, 'pageSize'>>;

/** One page of a shop's products; nothing is asked before a shop is chosen. */
export function getProductsQueryOptions(shopId: string, filters: ProductFilters) {
  const params = new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  return queryOptions({
    queryKey: menuKeys.productPage(shopId, filters),
    queryFn: () => api<ProductPage>(`/api/menu/shops/${shopId}/products?${params}`),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}

export function useProducts(shopId: string, filters: ProductFilters) {
  return useQuery(getProductsQueryOptions(shopId, filters));
}
