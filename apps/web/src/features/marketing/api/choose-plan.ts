import type { ChoosePlanInput, ChoosePlanResult } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { marketingKeys } from './keys.ts';

/** Chooses a plan (an invoice is mailed): not retried. */
export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChoosePlanInput) => api<ChoosePlanResult>('/api/me/plans', { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketingKeys.myPlans }),
        queryClient.invalidateQueries({ queryKey: marketingKeys.modules }),
      ]),
  });
}
