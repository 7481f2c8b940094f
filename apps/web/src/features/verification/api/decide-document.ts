import type { DecisionInput, IdentityDocument } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { verificationKeys } from './keys.ts';

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DecisionInput }) =>
      api<IdentityDocument>(`/api/admin/verifications/${id}/decision`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
