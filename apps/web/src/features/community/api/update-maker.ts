import type { ApplyMakerInput, MakerDashboard } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

/** The answer is my updated maker dashboard. */
export function useUpdateMaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyMakerInput) => api<MakerDashboard>('/api/community/me', { method: 'PATCH', body: input }),
    retry: retryIdempotentWrite,
    onSuccess: (dashboard) => queryClient.setQueryData(communityKeys.dashboard, dashboard),
  });
}
