import type { OutboxPage } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { adminKeys } from './keys.ts';

export function getOutboxQueryOptions(input: { page: number; to: string }) {
  const params = new URLSearchParams({ page: String(input.page) });
  if (input.to) params.set('to', input.to);
  return queryOptions({
    queryKey: adminKeys.outbox(input),
    queryFn: () => api<OutboxPage>(`/api/admin/outbox?${params}`),
    // The outbox changes as mail goes out.
    ...liveQuery,
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(input: { page: number; to: string }) {
  return useQuery(getOutboxQueryOptions(input));
}
