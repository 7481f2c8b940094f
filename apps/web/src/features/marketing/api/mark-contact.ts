import type { ContactMessage } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { marketingKeys } from './keys.ts';

export function useMarkContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      api<ContactMessage>(`/api/admin/contact/${id}`, { method: 'PATCH', body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.contactAll }),
  });
}
