import type { CoffeeshopSettingsInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';
import { coffeeshopKeys } from '../../coffeeshops/index.ts';
import { menuKeys } from './keys.ts';

/** Who may see the shop's menu online: my shop list and the public shop pages change with it. */
export function useUpdateVisibility(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoffeeshopSettingsInput) => api(`/api/coffeeshops/${shopId}/settings`, { method: 'PATCH', body: input }),
    retry: retryIdempotentWrite,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.shops }),
        queryClient.invalidateQueries({ queryKey: coffeeshopKeys.all }),
      ]),
  });
}
