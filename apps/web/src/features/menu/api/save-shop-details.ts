import type { CoffeeshopInput, EditableCoffeeshop } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coffeeshopKeys } from '../../coffeeshops/index.ts';
import { menuKeys } from './keys.ts';

/** Saves every field; the shop's public pages and the managed list show the change. */
export function useSaveShopDetails(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoffeeshopInput) =>
      api<EditableCoffeeshop>(`/api/coffeeshops/manage/${shopId}/details`, { method: 'PUT', body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(menuKeys.details(shopId), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.shops }),
        queryClient.invalidateQueries({ queryKey: coffeeshopKeys.all }),
      ]);
    },
  });
}
