import type { Screen } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { screenKeys } from './keys.ts';

/** A shop's screens; a screen's last contact changes while the page is away. */
export function getScreensQueryOptions(shopId: string) {
  return queryOptions({
    queryKey: screenKeys.list(shopId),
    queryFn: () => api<Screen[]>(`/api/menu/shops/${shopId}/screens`),
    ...liveQuery,
  });
}

export function useScreens(shopId: string) {
  return useQuery(getScreensQueryOptions(shopId));
}
