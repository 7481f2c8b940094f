import type { Screen, ScreenInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { screenKeys } from './keys.ts';

export function useCreateScreen(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScreenInput) => api<Screen>(`/api/menu/shops/${shopId}/screens`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenKeys.list(shopId) }),
  });
}
