import type { AdminUser, EditorFlagInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** Grants or takes back the editor permission (the content manager); the role stays as it is. */
export function useChangeEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EditorFlagInput }) =>
      api<AdminUser>(`/api/admin/users/${id}/editor`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
