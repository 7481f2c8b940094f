import type { MakerContent } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

export type ContentDetail = MakerContent & { decisions: Array<{ decision: string; note: string | null; createdAt: string }> };

/** One submission with its decisions; nothing is asked until one is chosen. */
export function getContentDetailQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: communityKeys.detail(id ?? ''),
    queryFn: () => api<ContentDetail>(`/api/community/content/${id}`),
    enabled: Boolean(id),
    ...liveQuery,
  });
}

export function useContentDetail(id: string | null) {
  return useQuery(getContentDetailQueryOptions(id));
}
