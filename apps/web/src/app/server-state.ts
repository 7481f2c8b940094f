import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/keys.ts';

/** The element the server writes the page's data into (JSON, not a script that runs: the CSP allows none). */
export const SERVER_STATE_ID = 'ssr-state';

/** The data the server rendered the page with, or null when the page came without server HTML. */
export function serverState(): DehydratedState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  const root = document.getElementById('root');
  if (!element?.textContent || !root?.firstElementChild) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/** Calls `then` once when the account query answers with a signed-in user. */
export function whenSignedIn(queryClient: QueryClient, then: () => void) {
  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== authKeys.me[0]) return;
    if (event.query.state.status !== 'success') return;
    unsubscribe();
    if (event.query.state.data) then();
  });
}
