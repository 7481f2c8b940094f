import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

const SESSION_COOKIE = 'session_token';

/**
 * An API answer that depends on a session (a signed-in request, a session
 * cookie sent, or a cookie set) must never be stored by a browser or proxy
 * cache: `private, no-store`, unless the route chose its own caching.
 */
export const privateCaching = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has('cache-control')) return;
  const sessionBound =
    c.get('actor') !== null || (c.req.header('cookie')?.includes(SESSION_COOKIE) ?? false) || c.res.headers.has('set-cookie');
  if (sessionBound) c.header('Cache-Control', 'private, no-store');
});
