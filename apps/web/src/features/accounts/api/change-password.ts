import type { ChangePasswordInput } from '@platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api('/api/auth/change-password', { method: 'POST', body: input }),
  });
}
