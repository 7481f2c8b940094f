import type { AssistantThread } from '@platform/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { assistantKeys } from './keys.ts';

/** One stored conversation with its messages; read when the person opens it from the history. */
export function getThreadQueryOptions(id: string) {
  return queryOptions({
    queryKey: assistantKeys.thread(id),
    queryFn: () => api<AssistantThread>(`/api/assistant/threads/${encodeURIComponent(id)}`),
    ...liveQuery,
  });
}
