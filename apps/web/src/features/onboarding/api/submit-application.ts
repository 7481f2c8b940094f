import type { Application } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Application>('/api/onboarding/coffeeshop/submit', { method: 'POST' }),
    onSuccess: (application) => queryClient.setQueryData(onboardingKeys.mine, application),
  });
}
