import type { MakerContent } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

export type QueueItem = MakerContent & { makerTier: string };

/** Submissions waiting for (or with) a decision; an empty status is every one. */
export function getModerationQueueQueryOptions(status: string) {
  return queryOptions({
    queryKey: communityKeys.queue(status),
    queryFn: () => api<QueueItem[]>(`/api/admin/community/content${status ? `?status=${status}` : ''}`),
    ...liveQuery,
  });
}

export function useModerationQueue(status: string) {
  return useQuery(getModerationQueueQueryOptions(status));
}
