import type { Favorite, FavoriteInput } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const key = ['favorites'] as const;

export const useFavorites = (enabled = true) =>
  useQuery(queryOptions({ queryKey: key, queryFn: () => api<Favorite[]>('/api/favorites'), enabled }));

export function useSaveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FavoriteInput) => api<Favorite>('/api/favorites', { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FavoriteInput) => api('/api/favorites/remove', { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
