import type { MakerContent, ReviewInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewInput) => api<MakerContent>('/api/community/content', { method: 'POST', body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
