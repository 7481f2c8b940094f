import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShopCache } from './feed-cache.ts';
import { FEED_HEADERS, feedCacheKey } from './feed-response.ts';

const FEED_PATH = /^\/api\/screens\/([A-Za-z0-9_-]{16,})\/feed(?:\?.*)?$/;

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Serves a screen feed that is already in the cache straight from Node's
 * request handler, before Hono: routing, middleware and the Fetch
 * Response/Headers objects cost more than the feed itself, and a TV per shop
 * fetches it after every menu change. Everything else — a cache miss, a
 * revoked screen (its entry is dropped on revocation), any other path — goes
 * to `next`, the Hono app, which fills the cache. The headers are the Hono
 * route's: the same content type and cache policy, the security headers read
 * off the middleware (`securityHeaderValues`), a request id.
 */
export function screenFeedFastPath(cache: ShopCache, securityHeaders: Array<[string, string]>, next: Listener): Listener {
  return (request, response) => {
    const token = request.method === 'GET' ? FEED_PATH.exec(request.url ?? '')?.[1] : undefined;
    const body = token ? cache.peek(feedCacheKey(token)) : undefined;
    if (body === undefined) return next(request, response);
    const headers: Array<[string, string]> = [
      ...securityHeaders,
      ...FEED_HEADERS,
      ['x-request-id', randomUUID()],
      ['content-length', String(body.length)],
    ];
    response.writeHead(200, headers.flat());
    response.end(body);
  };
}
