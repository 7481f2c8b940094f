import type { NewsPost, NewsPostInput } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { coffeeshopKeys } from '../../coffeeshops/index.ts';
import { menuKeys } from './keys.ts';

const path = (shopId: string) => `/api/coffeeshops/manage/${shopId}/news`;

/** The shop's own news posts, newest first. */
export function getShopNewsQueryOptions(shopId: string) {
  return queryOptions({ queryKey: menuKeys.news(shopId), queryFn: () => api<NewsPost[]>(path(shopId)), ...liveQuery });
}

export function useShopNews(shopId: string) {
  return useQuery(getShopNewsQueryOptions(shopId));
}

/** Publishing or removing a post changes the shop's public page too. */
function useNewsMutation<Input>(shopId: string, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.news(shopId) }),
        queryClient.invalidateQueries({ queryKey: coffeeshopKeys.all }),
      ]),
  });
}

export const usePublishNews = (shopId: string) =>
  useNewsMutation(shopId, (input: NewsPostInput) => api<NewsPost>(path(shopId), { method: 'POST', body: input }));

export const useRemoveNews = (shopId: string) =>
  useNewsMutation(shopId, (newsId: string) => api(`${path(shopId)}/${newsId}/remove`, { method: 'POST', body: {} }));
