import type { VerificationOverview } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { verificationKeys } from './keys.ts';

export function getMyVerificationQueryOptions() {
  return queryOptions({ queryKey: verificationKeys.mine, queryFn: () => api<VerificationOverview>('/api/verification') });
}

export function useMyVerification() {
  return useQuery(getMyVerificationQueryOptions());
}
