import type { PlaceKindName, SocialWritingInput, SocialWritingSuggestion } from '@platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { socialPlacePath } from './get-social-calendar.ts';

/** "Help me schrijven": a suggested text with both checks; the server stores nothing, so nothing to refresh. */
export function useWritingHelp(kind: PlaceKindName, placeId: string) {
  return useMutation({
    mutationFn: (input: SocialWritingInput) =>
      api<SocialWritingSuggestion>(`${socialPlacePath(kind, placeId)}/writing-help`, { method: 'POST', body: input }),
  });
}
