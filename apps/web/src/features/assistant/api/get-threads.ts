import type { AssistantThreadSummary } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { assistantKeys } from './keys.ts';

/** The signed-in person's conversations, newest first. */
export function getThreadsQueryOptions() {
  return queryOptions({
    queryKey: assistantKeys.threads,
    queryFn: () => api<AssistantThreadSummary[]>('/api/assistant/threads'),
    ...liveQuery,
  });
}

export function useThreads(enabled: boolean) {
  return useQuery({ ...getThreadsQueryOptions(), enabled });
}
