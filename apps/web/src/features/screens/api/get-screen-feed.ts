import type { ScreenFeed } from '@platform/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { screenKeys } from './keys.ts';

const cacheKey = (token: string) => `screen_feed:${token}`;

function cachedFeed(token: string): ScreenFeed | undefined {
  try {
    const text = storage.get(cacheKey(token));
    return text ? (JSON.parse(text) as ScreenFeed) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A paired screen's menu, kept on the device for network loss: the stored copy
 * shows at once (as stale, so it is fetched again) and every answer replaces it.
 * A revoked token answers 404, which the default retry leaves alone.
 */
export function getScreenFeedQueryOptions(token: string) {
  return queryOptions({
    queryKey: screenKeys.feed(token),
    queryFn: async () => {
      const data = await api<ScreenFeed>(`/api/screens/${encodeURIComponent(token)}/feed`);
      storage.set(cacheKey(token), JSON.stringify(data));
      return data;
    },
    initialData: () => cachedFeed(token),
    initialDataUpdatedAt: 0,
  });
}
