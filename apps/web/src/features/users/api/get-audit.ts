import type { AuditPage } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { userKeys } from './keys.ts';

export function getAuditQueryOptions(page: number) {
  return queryOptions({
    queryKey: userKeys.audit(page),
    queryFn: () => api<AuditPage>(`/api/admin/audit?page=${page}`),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}

export function useAudit(page: number) {
  return useQuery(getAuditQueryOptions(page));
}
