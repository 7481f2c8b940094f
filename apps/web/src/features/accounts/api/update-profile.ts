import type { Me, ProfileUpdate } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../../auth/index.ts';

/** The answer is the new account: it replaces the cached one at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => api<Me>('/api/me/profile', { method: 'PATCH', body: input }),
    onSuccess: (me) => queryClient.setQueryData(authKeys.me, me),
  });
}
