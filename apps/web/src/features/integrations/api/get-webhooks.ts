import type { IntegrationsOverview, PlaceKindName } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { integrationPlacePath } from './get-integration-places.ts';
import { integrationsKeys } from './keys.ts';

/** A place's webhooks and its latest deliveries (the log refreshes as the queue sends them). */
export function getWebhooksQueryOptions(kind: PlaceKindName, id: string) {
  return queryOptions({
    queryKey: integrationsKeys.webhooks(kind, id),
    queryFn: () => api<IntegrationsOverview>(`${integrationPlacePath(kind, id)}/webhooks`),
    ...liveQuery,
  });
}

export function useWebhooks(kind: PlaceKindName, id: string) {
  return useQuery(getWebhooksQueryOptions(kind, id));
}
