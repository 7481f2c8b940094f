import type { AdminPartner, PartnerInviteInput, PartnerStatusInput } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { partnerKeys } from './keys.ts';

export function getAdminPartnersQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.admin,
    queryFn: () => api<AdminPartner[]>('/api/admin/partners'),
    ...liveQuery,
  });
}

export const useAdminPartners = () => useQuery(getAdminPartnersQueryOptions());

/** Not retried: an invitation sends a mail. */
export function useInvitePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PartnerInviteInput) => api<AdminPartner>('/api/admin/partners', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

export function useSetPartnerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: PartnerStatusInput & { id: string }) =>
      api<void>(`/api/admin/partners/${id}/status`, { method: 'PUT', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
