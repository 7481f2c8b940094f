import type { Application, ReviewDecision } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewDecision }) =>
      api<Application>(`/api/admin/onboarding/${id}/decision`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.queue }),
  });
}
