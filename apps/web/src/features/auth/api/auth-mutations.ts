import type { ForgotPasswordInput, SignInInput, SignUpInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from './get-me.ts';

/** Sign-in, sign-up and reset calls to Better Auth's endpoints; each refreshes the session query. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api('/api/auth/sign-in/email', { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => api('/api/auth/sign-up/email', { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api('/api/auth/request-password-reset', { method: 'POST', body: { ...input, redirectTo: '/auth' } }),
    retry: false,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api('/api/auth/reset-password', { method: 'POST', body: { token: input.token, newPassword: input.password } }),
    retry: false,
  });
}
