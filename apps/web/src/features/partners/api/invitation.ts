import type { PartnerInvitationAccepted, PartnerInvitationPreview } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './keys.ts';

export function getPartnerInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: partnerKeys.invitation(token),
    queryFn: () => api<PartnerInvitationPreview>(`/api/partner-invitations/${token}`),
  });
}

export const usePartnerInvitation = (token: string) => useQuery(getPartnerInvitationQueryOptions(token));

/** Accepts as the signed-in account; the invitation is not refetched (it is used now), the memberships are. */
export function useAcceptPartnerInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<PartnerInvitationAccepted>(`/api/partner-invitations/${token}/accept`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
