import type { ForgotPasswordInput } from '@platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api('/api/auth/request-password-reset', { method: 'POST', body: { ...input, redirectTo: '/auth' } }),
  });
}
