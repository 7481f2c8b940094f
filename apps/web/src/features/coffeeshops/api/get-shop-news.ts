import type { CoffeeshopNews } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coffeeshopKeys } from './keys.ts';

export function getShopNewsQueryOptions(plaats: string, slug: string, newsSlug: string) {
  return queryOptions({
    queryKey: coffeeshopKeys.news(plaats, slug, newsSlug),
    queryFn: () =>
      api<CoffeeshopNews>(
        `/api/coffeeshops/${encodeURIComponent(plaats)}/${encodeURIComponent(slug)}/nieuws/${encodeURIComponent(newsSlug)}`,
      ),
  });
}

export function useShopNews(plaats: string, slug: string, newsSlug: string) {
  return useQuery(getShopNewsQueryOptions(plaats, slug, newsSlug));
}
