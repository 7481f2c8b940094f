import type { Guideline, GuidelineInput, GuidelinePreview, MakerContent, ModerationDecisionInput } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

export type QueueItem = MakerContent & { makerTier: string };
export type ContentDetail = MakerContent & { decisions: Array<{ decision: string; note: string | null; createdAt: string }> };

const live = { staleTime: 0, refetchOnMount: 'always' as const };

export const useModerationQueue = (status: string) =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.queue(status),
      queryFn: () => api<QueueItem[]>(`/api/admin/community/content${status ? `?status=${status}` : ''}`),
      ...live,
    }),
  );

export const useContentDetail = (id: string | null) =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.detail(id ?? ''),
      queryFn: () => api<ContentDetail>(`/api/community/content/${id}`),
      enabled: Boolean(id),
      ...live,
    }),
  );

export function useDecide(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationDecisionInput) =>
      api<ContentDetail>(`/api/admin/community/content/${id}/decision`, { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export const useAdminGuidelines = () =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.adminGuidelines,
      queryFn: () => api<Guideline[]>('/api/admin/community/guidelines'),
      ...live,
    }),
  );

export function useCreateGuideline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuidelineInput) => api<Guideline>('/api/admin/community/guidelines', { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export function useSetGuidelineActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; isActive: boolean }) =>
      api<Guideline>(`/api/admin/community/guidelines/${input.id}`, { method: 'PATCH', body: { isActive: input.isActive } }),
    retry: retryIdempotentWrite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export function usePreviewGuideline() {
  return useMutation({
    mutationFn: (input: GuidelineInput) =>
      api<GuidelinePreview>('/api/admin/community/guidelines/preview', { method: 'POST', body: input }),
    retry: false,
  });
}
