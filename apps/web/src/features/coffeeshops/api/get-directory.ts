import type { City, CoffeeshopDetail, CoffeeshopNews, CoffeeshopSummary } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const useCities = () =>
  useQuery(queryOptions({ queryKey: ['coffeeshops', 'cities'], queryFn: () => api<City[]>('/api/coffeeshops/cities') }));

export const useShops = (plaats?: string) =>
  useQuery(
    queryOptions({
      queryKey: ['coffeeshops', 'list', plaats ?? 'all'],
      queryFn: () =>
        api<CoffeeshopSummary[]>(plaats ? `/api/coffeeshops?plaats=${encodeURIComponent(plaats)}` : '/api/coffeeshops'),
    }),
  );

/** The shop page depends on who looks (menu visibility), so the viewer is part of the key. */
export const useShop = (plaats: string, slug: string, viewer: string) =>
  useQuery(
    queryOptions({
      queryKey: ['coffeeshops', 'detail', plaats, slug, viewer],
      queryFn: () => api<CoffeeshopDetail>(`/api/coffeeshops/${encodeURIComponent(plaats)}/${encodeURIComponent(slug)}`),
      staleTime: 60_000,
    }),
  );

export const useShopNews = (plaats: string, slug: string, newsSlug: string) =>
  useQuery(
    queryOptions({
      queryKey: ['coffeeshops', 'news', plaats, slug, newsSlug],
      queryFn: () =>
        api<CoffeeshopNews>(
          `/api/coffeeshops/${encodeURIComponent(plaats)}/${encodeURIComponent(slug)}/nieuws/${encodeURIComponent(newsSlug)}`,
        ),
    }),
  );
