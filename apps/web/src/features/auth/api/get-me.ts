import type { Me } from '@platform/core';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, api } from '../../../lib/api-client.ts';

export const meQueryKey = ['me'] as const;

/** The signed-in account, or null when there is no session. */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
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
