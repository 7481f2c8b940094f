import type { FinderResult } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coffeeshopKeys } from './keys.ts';

export interface FinderChoices {
  plaats: string;
  openNow: boolean;
  category: string;
  effect: string;
}

/** The wizard's answer; nothing is asked before the visitor has chosen. */
export function getFindShopsQueryOptions(choices: FinderChoices | null, viewer: string) {
  const params = new URLSearchParams();
  if (choices) {
    params.set('plaats', choices.plaats);
    params.set('openNow', choices.openNow ? '1' : '0');
    if (choices.category) params.set('category', choices.category);
    if (choices.effect) params.set('effect', choices.effect);
  }
  return queryOptions({
    queryKey: coffeeshopKeys.finder(params.toString(), viewer),
    queryFn: () => api<FinderResult>(`/api/coffeeshops/finder?${params}`),
    enabled: Boolean(choices),
  });
}

export function useFindShops(choices: FinderChoices | null, viewer: string) {
  return useQuery(getFindShopsQueryOptions(choices, viewer));
}
