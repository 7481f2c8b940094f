import type { IdentityDocument } from '@platform/core';

/** Query keys of the verification feature; mutations invalidate the ones they change. */
export const verificationKeys = {
  all: ['verification'] as const,
  mine: ['verification', 'mine'] as const,
  queue: (status: IdentityDocument['status']) => ['verification', 'queue', status] as const,
};
