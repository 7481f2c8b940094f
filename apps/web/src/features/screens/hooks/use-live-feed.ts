import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { getScreenFeedQueryOptions } from '../api/get-screen-feed.ts';
import { screenKeys } from '../api/keys.ts';

/**
 * The screen's menu: fetched, kept on the device for network loss, and
 * refreshed the moment the server pushes a change over Server-Sent Events.
 */
export function useLiveFeed(token: string) {
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const [revoked, setRevoked] = useState(false);
  const feed = useQuery(getScreenFeedQueryOptions(token));

  useEffect(() => {
    if (feed.error instanceof ApiRequestError && feed.error.status === 404) setRevoked(true);
  }, [feed.error]);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: screenKeys.feed(token) });
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
