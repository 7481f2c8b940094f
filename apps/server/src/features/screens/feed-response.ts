/** The screen feed's cache key and response headers, shared by the Hono route and the fast path. */
export const feedCacheKey = (token: string) => `screen:${token}`;

export const FEED_HEADERS: Array<[string, string]> = [
  ['content-type', 'application/json; charset=UTF-8'],
  // A screen must always ask: the server's cache is what makes that cheap. `no-transform`: the fast path replays
  // the cached bytes as they are, so the Hono route leaves them uncompressed too (ADR 037's compression skips it).
  ['cache-control', 'no-store, no-transform'],
  // What the compression middleware adds to every text answer; the fast path sends it too, so both answers match.
  ['vary', 'Accept-Encoding'],
];
