import type { ApplyMakerInput, MakerDashboard } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

/** The answer is my new maker dashboard. */
export function useApplyAsMaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyMakerInput) => api<MakerDashboard>('/api/community/makers', { method: 'POST', body: input }),
    onSuccess: (dashboard) => queryClient.setQueryData(communityKeys.dashboard, dashboard),
  });
}
