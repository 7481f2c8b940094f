import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { RegisteredPlace } from '../lib/route-context.ts';
import { registerPlace } from '../state/assistant-store.ts';

/**
 * Tells the header's AI button which place this page shows (a venue, a coffeeshop, the owner's venue),
 * while the page is open. Renders nothing; usable inside a page's data render.
 */
export function AssistantPlace({ page, placeId }: Omit<RegisteredPlace, 'path'>) {
  const { pathname } = useLocation();
  useEffect(() => {
    registerPlace({ path: pathname, page, placeId });
    return () => registerPlace(undefined);
  }, [pathname, page, placeId]);
  return null;
}
