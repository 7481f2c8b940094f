import { SEARCH_RESULT_EVENT } from '@platform/core';
import { track } from './track.ts';

/**
 * A search result was opened (on /zoeken or the venue finder): the event carries the result's page as its address,
 * so the report of that place counts it; the search words are never sent (ADR 061). Its own module, so only the
 * search pages load it.
 */
export function trackSearchResult(path: string) {
  track(SEARCH_RESULT_EVENT, { url: path });
}
