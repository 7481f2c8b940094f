import type { Screen } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';
import { screenKeys } from './keys.ts';

export function useRevokeScreen(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (screenId: string) =>
      api<Screen>(`/api/menu/shops/${shopId}/screens/${screenId}/revoke`, { method: 'POST', body: {} }),
    retry: retryIdempotentWrite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenKeys.list(shopId) }),
  });
}
