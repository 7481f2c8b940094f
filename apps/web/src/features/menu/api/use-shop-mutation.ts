import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coffeeshopKeys } from '../../coffeeshops/index.ts';
import { menuKeys } from './keys.ts';

/** A write to a shop's products: its product list and the public shop pages show the change. */
export function useShopMutation<TInput, TResult>(shopId: string, call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.products(shopId) }),
        queryClient.invalidateQueries({ queryKey: coffeeshopKeys.all }),
      ]),
  });
}
