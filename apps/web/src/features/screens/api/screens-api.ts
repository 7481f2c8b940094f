import type { Screen, ScreenFeed, ScreenInput } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';

const screensKey = (shopId: string) => ['screens', shopId] as const;

export const useScreens = (shopId: string) =>
  useQuery(
    queryOptions({
      queryKey: screensKey(shopId),
      queryFn: () => api<Screen[]>(`/api/menu/shops/${shopId}/screens`),
      staleTime: 0,
    }),
  );

export function useCreateScreen(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScreenInput) => api<Screen>(`/api/menu/shops/${shopId}/screens`, { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey(shopId) }),
  });
}

export function useRevokeScreen(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (screenId: string) =>
      api<Screen>(`/api/menu/shops/${shopId}/screens/${screenId}/revoke`, { method: 'POST', body: {} }),
    retry: retryIdempotentWrite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey(shopId) }),
  });
}

export const pairScreen = (code: string) =>
  api<{ token: string; coffeeshopId: string }>('/api/screens/pair', { method: 'POST', body: { code } });

export const feedQueryKey = (token: string) => ['screen-feed', token] as const;
export const fetchFeed = (token: string) => api<ScreenFeed>(`/api/screens/${encodeURIComponent(token)}/feed`);
