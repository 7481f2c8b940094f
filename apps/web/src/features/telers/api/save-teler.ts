import type { TelerAdmin, TelerInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { telerKeys } from './keys.ts';

/** Creates a teler (no id) or replaces one; the public lists and pages show it too. */
export function useSaveTeler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TelerInput }) =>
      id
        ? api<TelerAdmin>(`/api/admin/telers/${id}`, { method: 'PUT', body: input })
        : api<TelerAdmin>('/api/admin/telers', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telerKeys.all }),
  });
}
