import type { CoffeeshopCreate, EditableCoffeeshop } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coffeeshopKeys } from '../../coffeeshops/index.ts';
import { placeKeys } from '../../places/index.ts';
import { menuKeys } from './keys.ts';

/** An admin adds a coffeeshop; it is live at once, so the lists show it. */
export function useCreateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoffeeshopCreate) => api<EditableCoffeeshop>('/api/admin/coffeeshops', { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.shops }),
        queryClient.invalidateQueries({ queryKey: coffeeshopKeys.all }),
        queryClient.invalidateQueries({ queryKey: placeKeys.all }),
      ]),
  });
}
