import { describe, expect, it } from 'vitest';
import { PRODUCT_SLUGS } from './marketing/catalogue.ts';
import { isPublicSiteRoute, isSiteRoute, PUBLIC_SITE_ROUTES, privatePathPrefixes, SITE_ROUTES } from './site-routes.ts';

describe('isSiteRoute', () => {
  it('knows fixed and dynamic pages, with a trailing slash or other letter case', () => {
    for (const path of ['/', '/foodee', '/coffeeshops/', '/Coffeeshops/Amsterdam', '/horeca/utrecht/de-kade/reserveren']) {
      expect(isSiteRoute(path), path).toBe(true);
    }
  });

  it('refuses unknown paths, extra or missing segments and bad encoding', () => {
    for (const path of ['/bestaat-niet', '/coffeeshops/a/b/c', '/horeca/utrecht', '/admin/nope', '/teler/%E0%A4%A']) {
      expect(isSiteRoute(path), path).toBe(false);
    }
  });
});

describe('isPublicSiteRoute', () => {
  it('tells public pages from private ones', () => {
    expect(isPublicSiteRoute('/horeca/utrecht/de-kade')).toBe(true);
    expect(isPublicSiteRoute('/admin/super')).toBe(false);
    expect(isPublicSiteRoute('/reservering/abc')).toBe(false);
  });
});

describe('privatePathPrefixes', () => {
  it('cuts routes at their first parameter and leaves out prefixes a shorter one covers', () => {
    const prefixes = privatePathPrefixes();
    expect(prefixes).toContain('/admin');
    expect(prefixes).toContain('/reservering/');
    expect(prefixes).toContain('/coffeeshop/');
    expect(prefixes).toContain('/onboarding');
    expect(prefixes).not.toContain('/admin/super');
    expect(prefixes).not.toContain('/admin-coffeeshops');
    expect(prefixes).not.toContain('/onboarding/horeca');
    // Private, but its landing page is public: disallowed exactly.
    expect(prefixes).toContain('/content-manager$');
    for (const route of PUBLIC_SITE_ROUTES) {
      expect(
        prefixes.find((prefix) => route.startsWith(prefix)),
        route,
      ).toBeUndefined();
    }
  });
});

describe('product pages (ADR 050)', () => {
  it('match only catalogue products, with their suffixes', () => {
    for (const path of [
      '/menubeheer',
      '/Schermen',
      '/rapportages-contact',
      '/menubeheer-coffeeshop-finder',
      '/admin/koppelingen',
      '/schermen-coffeeshop/0b7c2f4e-2d3a-4f7e-9a51-2f0a9c7d1e11',
    ]) {
      expect(isSiteRoute(path), path).toBe(true);
    }
    for (const path of ['/bestaat-niet', '/bestaat-niet-contact', '/menubeheer-demo', '/admin/bestaat-niet', '/x-coffeeshop/1']) {
      expect(isSiteRoute(path), path).toBe(false);
    }
  });

  it('keeps the finder and the admin pages out of the public pages and robots.txt', () => {
    expect(isPublicSiteRoute('/menubeheer')).toBe(true);
    expect(isPublicSiteRoute('/menubeheer-contact')).toBe(true);
    expect(isPublicSiteRoute('/menubeheer-coffeeshop-finder')).toBe(false);
    const prefixes = privatePathPrefixes();
    expect(prefixes).toContain('/menubeheer-coffeeshop/');
    expect(prefixes).toContain('/menubeheer-coffeeshop-finder');
    expect(prefixes).not.toContain('/');
  });

  it('never shadow a fixed page: no product page path equals an existing route', () => {
    const fixed = new Set<string>(SITE_ROUTES.filter((route) => !route.includes(':')));
    for (const slug of PRODUCT_SLUGS) {
      for (const path of [`/${slug}`, `/${slug}-contact`, `/${slug}-coffeeshop-finder`, `/admin/${slug}`]) {
        expect(fixed.has(path), path).toBe(false);
      }
    }
  });
});
