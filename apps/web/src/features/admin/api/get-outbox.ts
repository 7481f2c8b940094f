import type { OutboxPage } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getOutboxQueryOptions(input: { page: number; to: string }) {
  const params = new URLSearchParams({ page: String(input.page) });
  if (input.to) params.set('to', input.to);
  return queryOptions({
    queryKey: ['admin', 'outbox', input],
    queryFn: () => api<OutboxPage>(`/api/admin/outbox?${params}`),
    // The outbox changes as mail goes out: never serve a stale copy.
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(input: { page: number; to: string }) {
  return useQuery(getOutboxQueryOptions(input));
}
