import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { ForbiddenError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie sessions: a write must come from our own origin.
 * Browsers send Origin (and Sec-Fetch-Site) on every unsafe request, so a page
 * on another site is refused whatever content type it uses; clients without a
 * browser send neither and carry no ambient cookies.
 */
export function sameOriginWrites(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && !allowed.has(origin)) || (!origin && site === 'cross-site')) {
        throw new ForbiddenError('Verzoek geweigerd: het komt niet van dit platform.');
      }
    }
    return next();
  });
}
