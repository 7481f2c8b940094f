import type { Application, CoffeeshopStepInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

/** Saves one wizard step in the server-side draft. */
export function useSaveStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoffeeshopStepInput) => api<Application>('/api/onboarding/coffeeshop', { method: 'PUT', body: input }),
    onSuccess: (application) => queryClient.setQueryData(onboardingKeys.mine, application),
  });
}
