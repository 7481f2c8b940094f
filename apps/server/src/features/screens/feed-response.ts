/** The screen feed's cache key and response headers, shared by the Hono route and the fast path. */
export const feedCacheKey = (token: string) => `screen:${token}`;

export const FEED_HEADERS: Array<[string, string]> = [
  ['content-type', 'application/json; charset=UTF-8'],
  // A screen must always ask: the server's cache is what makes that cheap.
  ['cache-control', 'no-store'],
];
