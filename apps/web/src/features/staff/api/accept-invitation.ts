import type { InvitationAccepted } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './keys.ts';

/**
 * Accepts as the signed-in account; afterwards every cached list of managed places is stale.
 * The invitation itself is not refetched: it is used now, and the page shows the outcome instead.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<InvitationAccepted>(`/api/invitations/${token}/accept`, { method: 'POST' }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.join('/') !== staffKeys.invitation(token).join('/'),
      }),
  });
}
