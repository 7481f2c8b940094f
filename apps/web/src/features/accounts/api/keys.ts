import { authKeys } from '../../auth/index.ts';

/** Query keys of the accounts feature: under the signed-in account's own key. */
export const accountKeys = {
  mails: [...authKeys.me, 'mails'] as const,
};
