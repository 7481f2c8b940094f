import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';

/** The unsubscribe link of the weekly summary: the token from the e-mail is the key, no login needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api<{ unsubscribed: true }>(`/api/report-mail/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST', body: {} }),
    retry: retryIdempotentWrite,
  });
}
