import type { TelerAdmin, TelerInput } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const key = ['telers', 'admin'] as const;

export const useAdminTelers = () =>
  useQuery(queryOptions({ queryKey: key, queryFn: () => api<TelerAdmin[]>('/api/admin/telers'), staleTime: 0 }));

export function useSaveTeler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TelerInput }) =>
      id
        ? api<TelerAdmin>(`/api/admin/telers/${id}`, { method: 'PUT', body: input })
        : api<TelerAdmin>('/api/admin/telers', { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['telers'] }),
  });
}
