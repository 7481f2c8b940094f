import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useRevokeOtherSessions() {
  return useMutation({
    mutationFn: () => api('/api/auth/revoke-other-sessions', { method: 'POST', body: {} }),
  });
}
