import { describe, expect, it } from 'vitest';
import { isSiteRoute } from './site-routes.ts';

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
