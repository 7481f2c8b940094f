import type { Application, ClaimInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

export function useClaimShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) => api<Application>('/api/onboarding/coffeeshop/claim', { method: 'POST', body: input }),
    onSuccess: (application) => queryClient.setQueryData(onboardingKeys.mine('coffeeshop'), application),
  });
}
