import type { Application, OnboardingBrand } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

export function useSubmitApplication(brand: OnboardingBrand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Application>(`/api/onboarding/${brand}/submit`, { method: 'POST' }),
    onSuccess: (application) => queryClient.setQueryData(onboardingKeys.mine(brand), application),
  });
}
