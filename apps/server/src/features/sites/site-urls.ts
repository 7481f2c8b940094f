import type { SitePage } from '@platform/core';

/** A published site's address on the platform. */
export function siteUrl(publicUrl: string, slug: string): string {
  return new URL(`/sites/${slug}`, publicUrl).href;
}

/** A page's path under a base (`/sites/{slug}` on the platform, `` on an own domain): home is the base itself. */
export function pagePath(base: string, page: SitePage): string {
  if (page === 'home') return base === '' ? '/' : base;
  return `${base}/${page}`;
}
