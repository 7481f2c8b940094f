import { describe, expect, it } from 'vitest';
import { documentLook } from './document-look.ts';

const look = (input: Partial<Parameters<typeof documentLook>[0]>) =>
  documentLook({ host: 'localhost', path: '/', storedBrand: null, savedTheme: null, prefersColorScheme: null, ...input });

describe('documentLook (ADR 074)', () => {
  it('gives each brand its default theme and colours from host and path', () => {
    expect(look({ path: '/coffeeshops/amsterdam' })).toMatchObject({
      brand: 'cannabis',
      dark: true,
      properties: { '--brand-primary': '#10b981', '--brand-ui-light': '#047857' },
    });
    expect(look({ path: '/horeca/utrecht/de-kas' })).toMatchObject({ brand: 'hospitality', dark: false });
    expect(look({ host: 'foodee.nl' })).toMatchObject({ brand: 'hospitality', dark: false });
  });

  it('follows the cookies: a stored brand where the path leaves it open, and a saved theme', () => {
    expect(look({ path: '/telers', storedBrand: 'hospitality' }).brand).toBe('hospitality');
    // The path wins over the stored brand, as in the browser.
    expect(look({ path: '/foodee', storedBrand: 'cannabis' }).brand).toBe('hospitality');
    expect(look({ path: '/', savedTheme: 'light' }).dark).toBe(false);
    expect(look({ path: '/foodee', savedTheme: 'dark' }).dark).toBe(true);
    // Nonsense in a cookie counts as no choice.
    expect(look({ path: '/', storedBrand: 'x', savedTheme: 'sepia' })).toMatchObject({ brand: 'cannabis', dark: true });
  });

  it("leaves the system theme to the browser's hint, or to the script without one", () => {
    expect(look({ savedTheme: 'system', prefersColorScheme: '"dark"' }).dark).toBe(true);
    expect(look({ savedTheme: 'system', prefersColorScheme: 'light' }).dark).toBe(false);
    expect(look({ savedTheme: 'system' }).dark).toBeNull();
  });
});
