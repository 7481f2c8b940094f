import type { ManagedProduct, ProductPatch } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useShopMutation } from './use-shop-mutation.ts';

export const useUpdateProduct = (shopId: string) =>
  useShopMutation(shopId, ({ id, patch }: { id: string; patch: ProductPatch }) =>
    api<ManagedProduct>(`/api/menu/shops/${shopId}/products/${id}`, { method: 'PATCH', body: patch }),
  );
