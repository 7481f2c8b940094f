import type { SignInInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** Better Auth's sign-in; the session query is fetched again. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api('/api/auth/sign-in/email', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
