import type { MySites } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { sitesKeys } from './keys.ts';

export function getMySitesQueryOptions() {
  return queryOptions({ queryKey: sitesKeys.mine, queryFn: () => api<MySites>('/api/sites/manage'), ...liveQuery });
}

/** The places the signed-in user runs, each with its website or none yet. */
export function useMySites() {
  return useQuery(getMySitesQueryOptions());
}
