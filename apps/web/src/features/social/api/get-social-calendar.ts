import type { PlaceKindName, SocialCalendar } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { socialKeys } from './keys.ts';

export const socialPlacePath = (kind: PlaceKindName, id: string) => `/api/social/places/${kind}/${id}`;

/** A place's posts over a range (ISO times), with the posts waiting for approval. */
export function getSocialCalendarQueryOptions(kind: PlaceKindName, id: string, range: { from: string; to: string }) {
  return queryOptions({
    queryKey: socialKeys.calendar(kind, id, range.from, range.to),
    queryFn: () => api<SocialCalendar>(`${socialPlacePath(kind, id)}/posts?${new URLSearchParams(range)}`),
    // Another week keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}

export function useSocialCalendar(kind: PlaceKindName, id: string | undefined, range: { from: string; to: string }) {
  return useQuery({ ...getSocialCalendarQueryOptions(kind, id ?? '', range), enabled: Boolean(id) });
}
