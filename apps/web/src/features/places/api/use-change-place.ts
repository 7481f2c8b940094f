import type { PlaceAdminState } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_PLACES_PATH, type PlaceKind } from './place-kind.ts';

/**
 * A place going offline or to another owner changes public pages, lists and managers' screens of
 * either brand: rare admin actions, so everything is refetched rather than naming other features' keys.
 */
export function useChangePlace<Input>(kind: PlaceKind, action: 'status' | 'owner') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Input }) =>
      api<PlaceAdminState>(`${ADMIN_PLACES_PATH[kind]}/${id}/${action}`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
