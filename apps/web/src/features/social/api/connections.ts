import type { ConnectStart, PlaceKindName, SocialConnections, SocialNetwork } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { socialPlacePath } from './get-social-calendar.ts';
import { socialKeys } from './keys.ts';

/** Per network: configured by the platform, and the owner's connected account (its name only). */
export function getSocialConnectionsQueryOptions(kind: PlaceKindName, id: string) {
  return queryOptions({
    queryKey: socialKeys.connections(kind, id),
    queryFn: () => api<SocialConnections>(`${socialPlacePath(kind, id)}/connections`),
    ...liveQuery,
  });
}

export function useSocialConnections(kind: PlaceKindName, id: string) {
  return useQuery(getSocialConnectionsQueryOptions(kind, id));
}

/** Starts connecting: the browser goes to the network to agree, and comes back to /social-manager. */
export function useConnectNetwork(kind: PlaceKindName, id: string) {
  return useMutation({
    mutationFn: (network: SocialNetwork) =>
      api<ConnectStart>(`${socialPlacePath(kind, id)}/connections/${network}`, { method: 'POST' }),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}

/** Forgets the account; the calendar's automatic networks change with it. */
export function useDisconnectNetwork(kind: PlaceKindName, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (network: SocialNetwork) =>
      api<void>(`${socialPlacePath(kind, id)}/connections/${network}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}
