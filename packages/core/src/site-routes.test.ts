import { describe, expect, it } from 'vitest';
import { isPublicSiteRoute, isSiteRoute, PUBLIC_SITE_ROUTES, privatePathPrefixes } from './site-routes.ts';

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
