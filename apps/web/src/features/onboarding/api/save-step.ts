import type { Application, CoffeeshopStepInput, HorecaStepInput, OnboardingBrand } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onboardingKeys } from './keys.ts';

/** Saves one wizard step in the server-side draft. */
export function useSaveStep(brand: OnboardingBrand) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoffeeshopStepInput | HorecaStepInput) =>
      api<Application>(`/api/onboarding/${brand}`, { method: 'PUT', body: input }),
    onSuccess: (application) => queryClient.setQueryData(onboardingKeys.mine(brand), application),
  });
}
