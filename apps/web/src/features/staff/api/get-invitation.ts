import type { InvitationPreview } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './keys.ts';

/** What an invitation link is for; a used, revoked or expired link answers with its Dutch refusal. */
export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: staffKeys.invitation(token),
    queryFn: () => api<InvitationPreview>(`/api/invitations/${token}`),
  });
}

export function useInvitation(token: string) {
  return useQuery(getInvitationQueryOptions(token));
}
