import type { IntegrationPlace } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { integrationsKeys } from './keys.ts';

export const integrationPlacePath = (kind: string, id: string) => `/api/integrations/places/${kind}/${id}`;

/** The shops and venues whose keys and webhooks I manage (my own; admins: all). */
export function getIntegrationPlacesQueryOptions() {
  return queryOptions({
    queryKey: integrationsKeys.places(),
    queryFn: () => api<IntegrationPlace[]>('/api/integrations/places'),
    ...liveQuery,
  });
}

export function useIntegrationPlaces() {
  return useQuery(getIntegrationPlacesQueryOptions());
}
