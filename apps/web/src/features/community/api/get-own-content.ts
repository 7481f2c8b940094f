import type { MakerContent } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { communityKeys } from './keys.ts';

/** My submissions and their status, which moderators change. */
export function getOwnContentQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: communityKeys.content,
    queryFn: () => api<MakerContent[]>('/api/community/content'),
    enabled,
    ...liveQuery,
  });
}

export function useOwnContent(enabled: boolean) {
  return useQuery(getOwnContentQueryOptions(enabled));
}
