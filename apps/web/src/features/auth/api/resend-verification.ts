import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** "Opnieuw sturen": a new confirmation link for the address (ADR 060); rate limited on the server. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api<{ status: boolean }>('/api/auth/send-verification-email', { method: 'POST', body: { email } }),
  });
}
