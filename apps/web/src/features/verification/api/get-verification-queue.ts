import type { IdentityDocument, VerificationQueueItem } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { verificationKeys } from './keys.ts';

export function getVerificationQueueQueryOptions(status: IdentityDocument['status']) {
  return queryOptions({
    queryKey: verificationKeys.queue(status),
    queryFn: () => api<VerificationQueueItem[]>(`/api/admin/verifications?status=${status}`),
    ...liveQuery,
  });
}

export function useVerificationQueue(status: IdentityDocument['status']) {
  return useQuery(getVerificationQueueQueryOptions(status));
}
