import type { MenuImportHistory, MenuImportHistoryQuery } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { menuImportKeys } from './keys.ts';

export function getImportHistoryQueryOptions(query: MenuImportHistoryQuery) {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return queryOptions({
    queryKey: menuImportKeys.history(query),
    queryFn: () => api<MenuImportHistory>(`/api/menu-import/history?${params}`),
    ...liveQuery,
    // Another filter keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Owners: imports into their own places; admins: all. */
export function useImportHistory(query: MenuImportHistoryQuery) {
  return useQuery(getImportHistoryQueryOptions(query));
}
