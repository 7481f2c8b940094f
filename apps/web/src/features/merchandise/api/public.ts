import type { Merchandise, MerchandiseOrderInput } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { merchandiseKeys } from './keys.ts';

export function getMerchandiseQueryOptions(id: string) {
  return queryOptions({ queryKey: merchandiseKeys.item(id), queryFn: () => api<Merchandise>(`/api/merchandise/${id}`) });
}
export const useMerchandise = (id: string) => useQuery(getMerchandiseQueryOptions(id));

export function getPartnerMerchandiseQueryOptions(slug: string) {
  return queryOptions({
    queryKey: merchandiseKeys.ofPartner(slug),
    queryFn: () => api<Merchandise[]>(`/api/partners/${slug}/merchandise`),
  });
}
export const usePartnerMerchandise = (slug: string) => useQuery(getPartnerMerchandiseQueryOptions(slug));

/** An order request lowers the stock: the item is read again afterwards. */
export function useOrderMerchandise(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MerchandiseOrderInput) =>
      api<{ received: true }>(`/api/merchandise/${id}/orders`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchandiseKeys.item(id) }),
  });
}
