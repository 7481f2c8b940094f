import type { TelerOption } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { telerKeys } from './keys.ts';

export function getTelerOptionsQueryOptions() {
  return queryOptions({ queryKey: telerKeys.options, queryFn: () => api<TelerOption[]>('/api/telers/options') });
}

export function useTelerOptions() {
  return useQuery(getTelerOptionsQueryOptions());
}
