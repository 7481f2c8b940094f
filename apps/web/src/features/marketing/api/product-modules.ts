import type { PlaceKindName, ProductSlug, ProductUser } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { marketingKeys } from './keys.ts';

export function getProductUsersQueryOptions(product: ProductSlug) {
  return queryOptions({
    queryKey: marketingKeys.productUsers(product),
    queryFn: () => api<ProductUser[]>(`/api/admin/modules/${product}`),
    ...liveQuery,
  });
}

export function useProductUsers(product: ProductSlug) {
  return useQuery(getProductUsersQueryOptions(product));
}

export function getProductPlaceQueryOptions(product: ProductSlug, kind: PlaceKindName, id: string) {
  return queryOptions({
    queryKey: marketingKeys.productPlace(product, kind, id),
    queryFn: () => api<ProductUser>(`/api/admin/modules/${product}/${kind}/${id}`),
    ...liveQuery,
  });
}

export function useProductPlace(product: ProductSlug, kind: PlaceKindName, id: string) {
  return useQuery(getProductPlaceQueryOptions(product, kind, id));
}

export function getProductFinderQueryOptions(product: ProductSlug) {
  return queryOptions({
    queryKey: marketingKeys.finder(product),
    queryFn: () => api<ProductUser[]>(`/api/modules/${product}/coffeeshops`),
  });
}

export function useProductFinder(product: ProductSlug) {
  return useQuery(getProductFinderQueryOptions(product));
}

/** An admin switches a module for one place; every module list and the owner's plans follow. */
export function useToggleProduct(product: ProductSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, enabled }: { kind: PlaceKindName; id: string; enabled: boolean }) =>
      api<ProductUser>(`/api/admin/modules/${product}/${kind}/${id}`, { method: 'PUT', body: { enabled } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketingKeys.modules }),
        queryClient.invalidateQueries({ queryKey: marketingKeys.myPlans }),
      ]),
  });
}
