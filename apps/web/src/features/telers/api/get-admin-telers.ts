import type { TelerAdmin } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { telerKeys } from './keys.ts';

export function getAdminTelersQueryOptions() {
  return queryOptions({ queryKey: telerKeys.admin, queryFn: () => api<TelerAdmin[]>('/api/admin/telers'), ...liveQuery });
}

export function useAdminTelers() {
  return useQuery(getAdminTelersQueryOptions());
}
