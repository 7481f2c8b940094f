import type { Me } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** The signed-in account, or null when there is no session. */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me,
    queryFn: async (): Promise<Me | null> => {
      try {
        return await api<Me>('/api/me');
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
