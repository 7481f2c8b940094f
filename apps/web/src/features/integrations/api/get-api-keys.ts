import type { ApiKey, PlaceKindName } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { integrationPlacePath } from './get-integration-places.ts';
import { integrationsKeys } from './keys.ts';

/** A place's API keys (never the keys themselves), with last use and revocation. */
export function getApiKeysQueryOptions(kind: PlaceKindName, id: string) {
  return queryOptions({
    queryKey: integrationsKeys.apiKeys(kind, id),
    queryFn: () => api<ApiKey[]>(`${integrationPlacePath(kind, id)}/keys`),
    ...liveQuery,
  });
}

export function useApiKeys(kind: PlaceKindName, id: string) {
  return useQuery(getApiKeysQueryOptions(kind, id));
}
