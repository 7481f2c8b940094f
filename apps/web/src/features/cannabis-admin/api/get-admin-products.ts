import type { AdminProductPage } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cannabisAdminKeys } from './keys.ts';

/** `query` is the page's search string (filters and page). */
export function getAdminProductsQueryOptions(query: string) {
  return queryOptions({
    queryKey: cannabisAdminKeys.products(query),
    queryFn: () => api<AdminProductPage>(`/api/admin/products?${query}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(query: string) {
  return useQuery(getAdminProductsQueryOptions(query));
}
