import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShopCache } from '../../platform/shop-cache.ts';
import { FEED_HEADERS, feedCacheKey } from './feed-response.ts';

const PREFIX = '/api/screens/';
const SUFFIX = '/feed';
const TOKEN = /^[A-Za-z0-9_-]{16,}$/;

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

/** The token of `GET /api/screens/{token}/feed` (query string ignored, as Hono does), or undefined. */
function feedToken(request: IncomingMessage): string | undefined {
  if (request.method !== 'GET' || !request.url?.startsWith(PREFIX)) return undefined;
  const query = request.url.indexOf('?');
  const path = query === -1 ? request.url : request.url.slice(0, query);
  if (!path.endsWith(SUFFIX)) return undefined;
  const token = path.slice(PREFIX.length, -SUFFIX.length);
  return TOKEN.test(token) ? token : undefined;
}

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
  // Node takes headers as one flat [name, value, name, value, …] list; the fixed part is built once.
  const fixed = [...securityHeaders, ...FEED_HEADERS].flat();
  return (request, response) => {
    const token = feedToken(request);
    const body = token === undefined ? undefined : cache.peek(feedCacheKey(token));
    if (body === undefined) return next(request, response);
    response.writeHead(200, [...fixed, 'x-request-id', randomUUID(), 'content-length', String(body.length)]);
    response.end(body);
  };
}
