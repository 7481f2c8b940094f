import type { ApplyMakerInput, MakerContent, MakerDashboard, ReviewInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

export function useApplyAsMaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyMakerInput) => api<MakerDashboard>('/api/community/makers', { method: 'POST', body: input }),
    onSuccess: (dashboard) => queryClient.setQueryData(communityKeys.dashboard, dashboard),
  });
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewInput) => api<MakerContent>('/api/community/content', { method: 'POST', body: review }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export function useUpdateMaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyMakerInput) => api<MakerDashboard>('/api/community/me', { method: 'PATCH', body: input }),
    retry: retryIdempotentWrite,
    onSuccess: (dashboard) => queryClient.setQueryData(communityKeys.dashboard, dashboard),
  });
}
