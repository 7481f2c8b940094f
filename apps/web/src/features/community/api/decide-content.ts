import type { ModerationDecisionInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ContentDetail } from './get-content-detail.ts';
import { communityKeys } from './keys.ts';

export function useDecide(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationDecisionInput) =>
      api<ContentDetail>(`/api/admin/community/content/${id}/decision`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
