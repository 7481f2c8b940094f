import type {
  ConversationDetail,
  ConversationQuery,
  ConversationSummary,
  OwnerDraft,
  OwnerDraftRequest,
  OwnerPlace,
} from '@platform/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** /gesprekken-assistent and /gesprekken-management (ADR 044). */
export const ownerKeys = {
  places: ['assistant', 'owner', 'places'] as const,
  conversations: (query: ConversationQuery) => ['assistant', 'owner', 'conversations', query] as const,
  conversation: (id: string) => ['assistant', 'owner', 'conversation', id] as const,
};

export function useOwnerPlaces() {
  return useQuery({ queryKey: ownerKeys.places, queryFn: () => api<OwnerPlace[]>('/api/assistant/owner/places') });
}

export function useDraftAnswer() {
  return useMutation({
    mutationFn: (input: OwnerDraftRequest) =>
      api<OwnerDraft>('/api/assistant/owner/draft-answer', { method: 'POST', body: input }),
  });
}

export function useConversations(query: ConversationQuery) {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  return useQuery({
    queryKey: ownerKeys.conversations(query),
    queryFn: () => api<ConversationSummary[]>(`/api/assistant/owner/conversations?${params}`),
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: ownerKeys.conversation(id ?? ''),
    queryFn: () => api<ConversationDetail>(`/api/assistant/owner/conversations/${id}`),
    enabled: id !== null,
  });
}
