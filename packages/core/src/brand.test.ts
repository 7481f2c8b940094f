import { describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_THEME, HOSPITALITY_ASSISTANTS, selectBrand, themeForBrand } from './brand.ts';

describe('selectBrand (spec section 1)', () => {
  const cases: Array<[string, { host: string; path: string; stored: string | null }, string]> = [
    ['host contains the brand word', { host: 'foodee.nl', path: '/', stored: 'cannabis' }, 'hospitality'],
    ['host word in any case', { host: 'App.FOODEE.localhost', path: '/', stored: null }, 'hospitality'],
    ['path /foodee', { host: 'localhost', path: '/foodee', stored: 'cannabis' }, 'hospitality'],
    ['path under /foodee', { host: 'localhost', path: '/foodee/assistants', stored: null }, 'hospitality'],
    ['path /horeca', { host: 'localhost', path: '/horeca', stored: null }, 'hospitality'],
    ['path under /horeca', { host: 'localhost', path: '/horeca/amsterdam/de-kas', stored: 'cannabis' }, 'hospitality'],
    ['the guest’s reservation link', { host: 'localhost', path: '/reservering/abc123', stored: 'cannabis' }, 'hospitality'],
    ['the owner’s manager', { host: 'localhost', path: '/horeca-manager', stored: 'cannabis' }, 'hospitality'],
    ['hospitality admin pages', { host: 'localhost', path: '/admin/foodee/establishments', stored: 'cannabis' }, 'hospitality'],
    ['the hospitality menu-import page', { host: 'localhost', path: '/ai-menu-import', stored: 'cannabis' }, 'hospitality'],
    ['the admin menu editor', { host: 'localhost', path: '/admin/horeca-menu', stored: 'cannabis' }, 'hospitality'],
    ['other admin pages keep the stored brand', { host: 'localhost', path: '/admin/users', stored: 'cannabis' }, 'cannabis'],
    ['a look-alike path is not hospitality', { host: 'localhost', path: '/reserveringen-x', stored: null }, 'cannabis'],
    ['a path that only starts with the letters', { host: 'localhost', path: '/horecatalogus', stored: null }, 'cannabis'],
    ['stored hospitality', { host: 'localhost', path: '/', stored: 'hospitality' }, 'hospitality'],
    ['stored cannabis', { host: 'localhost', path: '/dashboard', stored: 'cannabis' }, 'cannabis'],
    ['an unknown stored value', { host: 'localhost', path: '/', stored: 'pizza' }, 'cannabis'],
    ['nothing stored', { host: 'localhost', path: '/', stored: null }, 'cannabis'],
  ];
  it.each(cases)('%s', (_label, input, expected) => {
    expect(selectBrand(input)).toBe(expected);
  });
});

describe('brand configuration', () => {
  it('has the spec colours and default themes', () => {
    expect(BRANDS.cannabis).toMatchObject({ primaryColor: '#10b981', secondaryColor: '#34d399', defaultTheme: 'dark' });
    expect(BRANDS.hospitality).toMatchObject({ primaryColor: '#c65616', secondaryColor: '#d97334', defaultTheme: 'light' });
  });
  it('gives the hospitality brand its four assistants', () => {
    expect(HOSPITALITY_ASSISTANTS.map((a) => a.name)).toEqual(['Tastee', 'Tablee', 'Drinkee', 'Feedee']);
    expect(BRANDS.hospitality.assistants).toHaveLength(4);
  });
  it('makes system the app default theme', () => {
    expect(DEFAULT_THEME).toBe('system');
  });
});

describe('themeForBrand', () => {
  it('keeps a saved theme', () => {
    expect(themeForBrand('cannabis', 'light')).toBe('light');
    expect(themeForBrand('hospitality', 'system')).toBe('system');
  });
  it('applies the brand default without a valid saved theme', () => {
    expect(themeForBrand('cannabis', null)).toBe('dark');
    expect(themeForBrand('hospitality', undefined)).toBe('light');
    expect(themeForBrand('hospitality', 'sepia')).toBe('light');
  });
});
