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

/** The service worker's script (ADR 053). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The build's hashed scripts, styles and fonts. A page loads dozens of these (ADR 084), and the document-only headers
 * (CSP, framing, referrer, opener) do nothing on a script or style sheet: they cost ≈ 700 bytes per file on a phone's
 * connection. These keep what a subresource honours — `nosniff` and the same-origin resource policy. Not for
 * `/sw.js` (a worker takes its CSP from its own response) nor for anything that could be opened as a document.
 */
export const BUILD_ASSET_PATTERN = /^\/assets\/[\w.-]+\.(?:js|css|woff2)$/;

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
  const buildAsset = secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // The service worker's fetches follow the CSP of its own script (connect-src): it fetches the images the pages show,
  // which may be any https host's (the pages' img-src), so it may connect to those too. Nothing else differs.
  const serviceWorker = secureHeaders({
    contentSecurityPolicy: { ...CSP, connectSrc: ["'self'", 'https:'], frameAncestors: ["'none'"] },
  });
  return createMiddleware<{ Variables: SecureHeadersVariables }>((c, next) => {
    const path = c.req.path;
    if (BUILD_ASSET_PATTERN.test(path)) return buildAsset(c, next);
    if (path === SERVICE_WORKER_PATH) return serviceWorker(c, next);
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
