import type { Me } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client.ts';
import { authKeys } from '../../auth/index.ts';

/** The answer is the new account: it replaces the cached one at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUpload<Me>('/api/me/avatar', file),
    onSuccess: (me) => queryClient.setQueryData(authKeys.me, me),
  });
}
