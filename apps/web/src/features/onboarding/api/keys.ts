import type { OnboardingBrand } from '@platform/core';

/** Query keys of the onboarding feature; mutations invalidate the ones they change. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  mine: (brand: OnboardingBrand) => ['onboarding', brand, 'mine'] as const,
  towns: ['onboarding', 'towns'] as const,
  claimable: (q: string) => ['onboarding', 'coffeeshop', 'claimable', q] as const,
  queue: ['onboarding', 'review'] as const,
};
