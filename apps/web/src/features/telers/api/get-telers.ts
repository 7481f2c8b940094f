import type { TelerPublic } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { telerKeys } from './keys.ts';

/** Every designated grower, or those of one place. */
export function getTelersQueryOptions(plaats?: string) {
  return queryOptions({
    queryKey: telerKeys.list(plaats),
    queryFn: () => api<TelerPublic[]>(plaats ? `/api/telers?plaats=${encodeURIComponent(plaats)}` : '/api/telers'),
  });
}

export function useTelers(plaats?: string) {
  return useQuery(getTelersQueryOptions(plaats));
}
