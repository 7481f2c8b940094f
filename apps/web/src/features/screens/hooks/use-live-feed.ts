import type { ScreenFeed } from '@platform/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { feedQueryKey, fetchFeed } from '../api/screens-api.ts';

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
 * The screen's menu: fetched, kept on the device for network loss, and
 * refreshed the moment the server pushes a change over Server-Sent Events.
 */
export function useLiveFeed(token: string) {
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const [revoked, setRevoked] = useState(false);
  const feed = useQuery({
    queryKey: feedQueryKey(token),
    queryFn: async () => {
      const data = await fetchFeed(token);
      storage.set(cacheKey(token), JSON.stringify(data));
      return data;
    },
    initialData: () => cachedFeed(token),
    initialDataUpdatedAt: 0,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 3,
  });

  useEffect(() => {
    if (feed.error instanceof ApiRequestError && feed.error.status === 404) setRevoked(true);
  }, [feed.error]);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: feedQueryKey(token) });
    const events = new EventSource(`/api/screens/${encodeURIComponent(token)}/events`);
    events.addEventListener('open', () => {
      setOffline(false);
      refresh();
    });
    events.addEventListener('menu', refresh);
    events.addEventListener('revoked', () => {
      setRevoked(true);
      events.close();
    });
    events.addEventListener('error', () => setOffline(true));
    const goOffline = () => setOffline(true);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', refresh);
    return () => {
      events.close();
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', refresh);
    };
  }, [token, queryClient]);

  return { feed: feed.data, offline: offline || (feed.isError && Boolean(feed.data)), revoked, loading: feed.isPending };
}
