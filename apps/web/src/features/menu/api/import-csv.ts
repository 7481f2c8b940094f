import type { CsvImportResult } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useShopMutation } from './use-shop-mutation.ts';

/** With `dryRun` the server only reports what the import would do. */
export const useImportCsv = (shopId: string) =>
  useShopMutation(shopId, (input: { csv: string; dryRun: boolean }) =>
    api<CsvImportResult>(`/api/menu/shops/${shopId}/import`, { method: 'POST', body: input }),
  );
