import type { Guideline, GuidelineInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

export function useCreateGuideline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuidelineInput) => api<Guideline>('/api/admin/community/guidelines', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
