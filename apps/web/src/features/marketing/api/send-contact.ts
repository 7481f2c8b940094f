import type { ContactInput } from '@platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Sends the contact or demo-request form; it mails a confirmation, so it is not retried. */
export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactInput) => api<{ received: true }>('/api/contact', { method: 'POST', body: input }),
  });
}
