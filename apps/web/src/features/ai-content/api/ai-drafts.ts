import type { AiContentDraft, AiContentRequest, AiContentSave, AiContentSaved } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { contentKeys } from '../../content/index.ts';

/** Query keys of the AI drafts; every write invalidates `all`. */
export const aiContentKeys = { all: ['ai-content'] as const, drafts: () => ['ai-content', 'drafts'] as const };

export function getAiDraftsQueryOptions() {
  return queryOptions({
    queryKey: aiContentKeys.drafts(),
    queryFn: () => api<AiContentDraft[]>('/api/content/ai-drafts'),
    ...liveQuery,
  });
}
export const useAiDrafts = () => useQuery(getAiDraftsQueryOptions());

/** Asks the assistant for a draft; the history refreshes. */
export function useGenerateAiDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AiContentRequest) => api<AiContentDraft>('/api/content/ai-drafts', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiContentKeys.all }),
  });
}

/** Saves a draft as a draft post of the content manager: the history and the manager's lists refresh. */
export function useSaveAiDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AiContentSave) =>
      api<AiContentSaved>(`/api/content/ai-drafts/${id}/save`, { method: 'POST', body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: aiContentKeys.all });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

/** An image in the draft's text, stored like the content manager's (WebP presets). */
export function useUploadDraftImage() {
  return useMutation({ mutationFn: (file: File) => apiUpload<{ id: string; url: string }>('/api/content/images', file) });
}
