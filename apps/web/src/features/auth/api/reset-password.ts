import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api('/api/auth/reset-password', { method: 'POST', body: { token: input.token, newPassword: input.password } }),
  });
}
