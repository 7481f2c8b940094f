import { describe, expect, it } from 'vitest';
import { assistantForRoute, sameTarget } from './route-context.ts';

const VENUE = '6f1c1f52-8b7e-4a36-9d53-2f0b8c1d9e01';
const SHOP = '0b8d5c2e-4f1a-4c3b-8e9d-7a6b5c4d3e21';

describe('assistantForRoute (spec §2: food context on the hospitality brand, general otherwise)', () => {
  it('opens Tastee with the venue on a venue page that registered it', () => {
    const target = assistantForRoute({
      pathname: '/horeca/utrecht/de-kade',
      brand: 'hospitality',
      place: { path: '/horeca/utrecht/de-kade', page: 'venue', placeId: VENUE },
    });
    expect(target).toEqual({
      assistantId: 'tastee',
      context: { brand: 'hospitality', page: 'venue', placeId: VENUE, path: '/horeca/utrecht/de-kade' },
    });
  });

  it('ignores a place registered by another page (no stale venue)', () => {
    const target = assistantForRoute({
      pathname: '/horeca/utrecht/andere-zaak',
      brand: 'hospitality',
      place: { path: '/horeca/utrecht/de-kade', page: 'venue', placeId: VENUE },
    });
    expect(target.context.placeId).toBeUndefined();
    expect(target.context.page).toBe('venue');
  });

  it('opens Tastee elsewhere on the hospitality brand, and the picked card on /foodee/assistants', () => {
    expect(assistantForRoute({ pathname: '/foodee', brand: 'hospitality' }).assistantId).toBe('tastee');
    expect(assistantForRoute({ pathname: '/horeca', brand: 'hospitality', picked: 'drinkee' }).assistantId).toBe('tastee');
    expect(assistantForRoute({ pathname: '/foodee/assistants', brand: 'hospitality', picked: 'drinkee' }).assistantId).toBe(
      'drinkee',
    );
  });

  it('opens Tablee with the owner context on /horeca-manager', () => {
    const target = assistantForRoute({
      pathname: '/horeca-manager',
      brand: 'hospitality',
      place: { path: '/horeca-manager', page: 'owner', placeId: VENUE },
    });
    expect(target).toMatchObject({ assistantId: 'tablee', context: { page: 'owner', placeId: VENUE } });
  });

  it('opens the cannabis assistant on shop, strain and search pages, with the shop on its page', () => {
    expect(
      assistantForRoute({
        pathname: '/coffeeshops/amsterdam/de-uil',
        brand: 'cannabis',
        place: { path: '/coffeeshops/amsterdam/de-uil', page: 'shop', placeId: SHOP },
      }),
    ).toMatchObject({ assistantId: 'cannabis', context: { brand: 'cannabis', page: 'shop', placeId: SHOP } });
    expect(assistantForRoute({ pathname: '/strain-discovery', brand: 'cannabis' }).context.page).toBe('strain');
    expect(assistantForRoute({ pathname: '/zoeken', brand: 'cannabis' })).toMatchObject({
      assistantId: 'cannabis',
      context: { page: 'search' },
    });
    expect(assistantForRoute({ pathname: '/coffeeshops/amsterdam', brand: 'cannabis' }).context.page).toBe('search');
  });

  it('opens the general assistant on other cannabis-brand pages, and the partner assistant on partner pages', () => {
    expect(assistantForRoute({ pathname: '/', brand: 'cannabis' })).toEqual({
      assistantId: 'general',
      context: { brand: 'cannabis', page: 'general', path: '/' },
    });
    expect(assistantForRoute({ pathname: '/profile', brand: 'cannabis' }).assistantId).toBe('general');
    expect(assistantForRoute({ pathname: '/horeca/utrecht/de-kade/partner', brand: 'hospitality' })).toMatchObject({
      assistantId: 'partner',
      context: { page: 'partner' },
    });
  });

  it('keeps the path within the contract (at most 300 characters)', () => {
    const long = `/${'a'.repeat(400)}`;
    expect(assistantForRoute({ pathname: long, brand: 'cannabis' }).context.path).toHaveLength(300);
  });
});

describe('sameTarget', () => {
  const venue = assistantForRoute({
    pathname: '/horeca/utrecht/de-kade',
    brand: 'hospitality',
    place: { path: '/horeca/utrecht/de-kade', page: 'venue', placeId: VENUE },
  });

  it('carries on with the same assistant, page and place, whatever the path', () => {
    expect(sameTarget(venue, { ...venue, context: { ...venue.context, path: '/horeca/utrecht/de-kade/reserveren' } })).toBe(true);
  });

  it('starts anew for another assistant or place', () => {
    expect(sameTarget(venue, { ...venue, assistantId: 'tablee' })).toBe(false);
    expect(sameTarget(venue, { ...venue, context: { ...venue.context, placeId: SHOP } })).toBe(false);
  });
});
