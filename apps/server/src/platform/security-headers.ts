import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Security headers for every response, with a same-origin CSP. */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
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
      frameAncestors: ["'none'"],
    },
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
