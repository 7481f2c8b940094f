import type {
  BulkPriceInput,
  CoffeeshopSettingsInput,
  CsvImportResult,
  ManagedProduct,
  ManagedShop,
  ProductInput,
  ProductListQuery,
  ProductPage,
  ProductPatch,
} from '@platform/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';

export const menuKeys = {
  shops: ['menu', 'shops'] as const,
  products: (shopId: string) => ['menu', 'products', shopId] as const,
};

const live = { staleTime: 0, refetchOnMount: 'always' as const };

export const useManagedShops = () =>
  useQuery(queryOptions({ queryKey: menuKeys.shops, queryFn: () => api<ManagedShop[]>('/api/menu/shops'), ...live }));

export type ProductFilters = Partial<Omit<ProductListQuery, 'pageSize'>>;

export function useProducts(shopId: string, filters: ProductFilters) {
  const params = new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  return useQuery(
    queryOptions({
      queryKey: [...menuKeys.products(shopId), filters],
      queryFn: () => api<ProductPage>(`/api/menu/shops/${shopId}/products?${params}`),
      enabled: Boolean(shopId),
      placeholderData: keepPreviousData,
      ...live,
    }),
  );
}

function useShopMutation<TInput, TResult>(shopId: string, call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.products(shopId) }),
        queryClient.invalidateQueries({ queryKey: ['coffeeshops'] }),
      ]),
  });
}

export const useCreateProduct = (shopId: string) =>
  useShopMutation(shopId, (input: ProductInput) =>
    api<ManagedProduct>(`/api/menu/shops/${shopId}/products`, { method: 'POST', body: input }),
  );

export const useUpdateProduct = (shopId: string) =>
  useShopMutation(shopId, ({ id, patch }: { id: string; patch: ProductPatch }) =>
    api<ManagedProduct>(`/api/menu/shops/${shopId}/products/${id}`, { method: 'PATCH', body: patch }),
  );

export const useBulkPrice = (shopId: string) =>
  useShopMutation(shopId, (input: BulkPriceInput) =>
    api<{ updated: number }>(`/api/menu/shops/${shopId}/bulk-price`, { method: 'POST', body: input }),
  );

export const useImportCsv = (shopId: string) =>
  useShopMutation(shopId, (input: { csv: string; dryRun: boolean }) =>
    api<CsvImportResult>(`/api/menu/shops/${shopId}/import`, { method: 'POST', body: input }),
  );

export function useUpdateVisibility(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoffeeshopSettingsInput) => api(`/api/coffeeshops/${shopId}/settings`, { method: 'PATCH', body: input }),
    retry: retryIdempotentWrite,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.shops }),
        queryClient.invalidateQueries({ queryKey: ['coffeeshops'] }),
      ]),
  });
}
