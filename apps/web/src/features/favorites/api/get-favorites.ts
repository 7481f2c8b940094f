import type { Favorite } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { favoriteKeys } from './keys.ts';

/** My favourites; `enabled` is false for a visitor without a session. */
export function getFavoritesQueryOptions(enabled = true) {
  return queryOptions({ queryKey: favoriteKeys.all, queryFn: () => api<Favorite[]>('/api/favorites'), enabled });
}

export function useFavorites(enabled = true) {
  return useQuery(getFavoritesQueryOptions(enabled));
}
