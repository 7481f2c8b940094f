import { type ManagedShop, PRODUCTS, type ProductPage } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/**
 * The demo dashboard's sample catalogue (spec section 2): the first products of
 * the demo shop the demo account may look at (read-only manager, see ADR 011),
 * loaded with page size 10; null when there is no such shop.
 */
async function loadCatalogue(): Promise<ProductPage | null> {
  const [shop] = await api<ManagedShop[]>('/api/menu/shops');
  if (!shop) return null;
  return api<ProductPage>(`/api/menu/shops/${shop.id}/products?pageSize=${PRODUCTS.demoCataloguePageSize}`);
}

export function getDemoCatalogueQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.demoCatalogue, queryFn: loadCatalogue });
}

export function useDemoCatalogue() {
  return useQuery(getDemoCatalogueQueryOptions());
}
