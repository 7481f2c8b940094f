import type { BulkPriceInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useShopMutation } from './use-shop-mutation.ts';

export const useBulkPrice = (shopId: string) =>
  useShopMutation(shopId, (input: BulkPriceInput) =>
    api<{ updated: number }>(`/api/menu/shops/${shopId}/bulk-price`, { method: 'POST', body: input }),
  );
