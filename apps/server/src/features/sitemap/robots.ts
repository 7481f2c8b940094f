import { privatePathPrefixes } from '@platform/core';

/**
 * `robots.txt`: everything public may be crawled; the API and the private pages of `SITE_ROUTES`
 * (signed-in and admin areas, the in-shop screens, personal links) not; and where the sitemap is.
 */
export function renderRobots(origin: string): string {
  const disallow = ['/api/', ...privatePathPrefixes()].map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n');
}
