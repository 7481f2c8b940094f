import type { Guideline } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

export function useSetGuidelineActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; isActive: boolean }) =>
      api<Guideline>(`/api/admin/community/guidelines/${input.id}`, { method: 'PATCH', body: { isActive: input.isActive } }),
    retry: retryIdempotentWrite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
