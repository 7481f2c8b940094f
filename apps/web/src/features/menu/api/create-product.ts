import type { ManagedProduct, ProductInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useShopMutation } from './use-shop-mutation.ts';

export const useCreateProduct = (shopId: string) =>
  useShopMutation(shopId, (input: ProductInput) =>
    api<ManagedProduct>(`/api/menu/shops/${shopId}/products`, { method: 'POST', body: input }),
  );
