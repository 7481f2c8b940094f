import { WIDGET_SCRIPT_PATH } from '@platform/core';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type SecureHeadersVariables, secureHeaders } from 'hono/secure-headers';

/**
 * The one page other sites may put in a frame: the booking widget (ADR 058). Its script is the one file other
 * sites may load. Every other response keeps `frame-ancestors 'none'` and `X-Frame-Options: SAMEORIGIN`.
 */
export const WIDGET_PAGE_PATTERN = /^\/widget\/reserveren\/[^/]+\/?$/;

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and sonner inject <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Product photos may be external (https) URLs; scripts stay same-origin only.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Security headers for every response, with a same-origin CSP; only the widget may be framed or embedded. */
export function securityHeaders() {
  const strict = secureHeaders({ contentSecurityPolicy: { ...CSP, frameAncestors: ["'none'"] } });
  // Any site may frame the booking widget (its bookings follow the same rules and limits as the platform's own page).
  const frameable = secureHeaders({ contentSecurityPolicy: { ...CSP, frameAncestors: ['*'] }, xFrameOptions: false });
  // The widget script is loaded by `<script src>` from other origins.
  const embeddable = secureHeaders({
    contentSecurityPolicy: { ...CSP, frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: 'cross-origin',
  });
  return createMiddleware<{ Variables: SecureHeadersVariables }>((c, next) => {
    const path = c.req.path;
    if (WIDGET_PAGE_PATTERN.test(path)) return frameable(c, next);
    if (path === WIDGET_SCRIPT_PATH) return embeddable(c, next);
    return strict(c, next);
  });
}

/**
 * The exact headers `securityHeaders()` sets, for responses written outside
 * Hono (the screen-feed fast path): read off the middleware itself, so the
 * two can never differ.
 */
export async function securityHeaderValues(): Promise<Array<[string, string]>> {
  const probe = new Hono().use(securityHeaders()).get('/', (c) => c.body(null, 204));
  const response = await probe.request('/');
  return [...response.headers.entries()];
}
