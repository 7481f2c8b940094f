import type { TelerPublic } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { telerKeys } from './keys.ts';

export function getTelerQueryOptions(slug: string) {
  return queryOptions({
    queryKey: telerKeys.detail(slug),
    queryFn: () => api<TelerPublic>(`/api/telers/${encodeURIComponent(slug)}`),
  });
}

export function useTeler(slug: string) {
  return useQuery(getTelerQueryOptions(slug));
}
