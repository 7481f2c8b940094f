import type { ManagedMerchandise, MerchandiseInput, MerchandiseOrder } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { merchandiseKeys, partnerMerchandisePath } from './keys.ts';

/** Where a seller's items live: a partner's dashboard (members and admins) or the platform's (admins). */
export type SellerScope = { kind: 'partner'; partnerId: string } | { kind: 'platform' };

export function scopePaths(scope: SellerScope) {
  return scope.kind === 'partner'
    ? {
        items: partnerMerchandisePath(scope.partnerId),
        images: `/api/partner-dashboard/${scope.partnerId}/merchandise-images`,
      }
    : { items: '/api/admin/merchandise', images: '/api/admin/merchandise-images' };
}

export function getPartnerItemsQueryOptions(partnerId: string) {
  return queryOptions({
    queryKey: merchandiseKeys.managed(partnerId),
    queryFn: () => api<ManagedMerchandise[]>(partnerMerchandisePath(partnerId)),
    ...liveQuery,
  });
}
export const usePartnerItems = (partnerId: string) => useQuery(getPartnerItemsQueryOptions(partnerId));

export function getPartnerItemQueryOptions(partnerId: string, id: string) {
  return queryOptions({
    queryKey: merchandiseKeys.managedItem(partnerId, id),
    queryFn: () => api<ManagedMerchandise>(`${partnerMerchandisePath(partnerId)}/${id}`),
    ...liveQuery,
  });
}
export const usePartnerItem = (partnerId: string, id: string) => useQuery(getPartnerItemQueryOptions(partnerId, id));

export function getPartnerOrdersQueryOptions(partnerId: string) {
  return queryOptions({
    queryKey: merchandiseKeys.partnerOrders(partnerId),
    queryFn: () => api<MerchandiseOrder[]>(`/api/partner-dashboard/${partnerId}/merchandise-orders`),
    ...liveQuery,
  });
}
export const usePartnerOrders = (partnerId: string) => useQuery(getPartnerOrdersQueryOptions(partnerId));

export function getAdminItemsQueryOptions() {
  return queryOptions({
    queryKey: merchandiseKeys.admin,
    queryFn: () => api<ManagedMerchandise[]>('/api/admin/merchandise'),
    ...liveQuery,
  });
}
export const useAdminItems = () => useQuery(getAdminItemsQueryOptions());

export function getAdminOrdersQueryOptions() {
  return queryOptions({
    queryKey: merchandiseKeys.adminOrders,
    queryFn: () => api<MerchandiseOrder[]>('/api/admin/merchandise-orders'),
    ...liveQuery,
  });
}
export const useAdminOrders = () => useQuery(getAdminOrdersQueryOptions());

function useMerchandiseWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: merchandiseKeys.all }) });
}

/** Saves through the scope's own path; admins editing a partner's item use the partner's scope. */
export const useSaveItem = (scope: SellerScope, id: string | null) =>
  useMerchandiseWrite((input: MerchandiseInput) => {
    const { items } = scopePaths(scope);
    return id
      ? api<ManagedMerchandise>(`${items}/${id}`, { method: 'PUT', body: input })
      : api<ManagedMerchandise>(items, { method: 'POST', body: input });
  });

export const useRemoveItem = (scope: SellerScope) =>
  useMerchandiseWrite((id: string) => api<void>(`${scopePaths(scope).items}/${id}`, { method: 'DELETE' }));

export const useSetPublished = () =>
  useMerchandiseWrite(({ id, published }: { id: string; published: boolean }) =>
    api<ManagedMerchandise>(`/api/admin/merchandise/${id}/publication`, { method: 'PUT', body: { published } }),
  );

export const useUploadItemImage = (scope: SellerScope) =>
  useMutation({ mutationFn: (file: File) => apiUpload<{ url: string }>(scopePaths(scope).images, file) });
