import type { InvitationAccepted } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Accepts as the signed-in account; afterwards every cached list of managed places is stale. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<InvitationAccepted>(`/api/invitations/${token}/accept`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
