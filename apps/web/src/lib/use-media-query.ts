import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (OS settings can change while the page is open).
 * False on the server and while hydrating (ADR 066); React renders again with the browser's answer right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
