import type { IntroSuggestion, PlaceKindName } from '@platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** "Help me write": the assistant's intro, or one built from the place's data; changes nothing until saved. */
export function useSuggestIntro(kind: PlaceKindName, placeId: string) {
  return useMutation({
    mutationFn: () => api<IntroSuggestion>(`/api/sites/manage/${kind}/${placeId}/intro`, { method: 'POST' }),
  });
}
