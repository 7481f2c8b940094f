import type { AiSuggestion, MakerDraft } from '@platform/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Community Maker "AI Assistent" (a post from a topic) and "AI Review" (a rewrite), both checked on the server (ADR 044). */
export function useAiDraft() {
  return useMutation({
    mutationFn: (topic: string) => api<AiSuggestion>('/api/assistant/community/draft', { method: 'POST', body: { topic } }),
  });
}

export function useAiReview() {
  return useMutation({
    mutationFn: (text: string) => api<AiSuggestion>('/api/assistant/community/review', { method: 'POST', body: { text } }),
  });
}

/** A concept an assistant saved for this maker (opened from the chat's link `?concept=`). */
export function useConcept(id: string | null) {
  return useQuery({
    queryKey: ['community', 'concept', id ?? ''],
    queryFn: () => api<MakerDraft>(`/api/community/drafts/${id}`),
    enabled: id !== null,
  });
}
