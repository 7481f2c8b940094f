export { onboardingKeys } from './api/keys.ts';
