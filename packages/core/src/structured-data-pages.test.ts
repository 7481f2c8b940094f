import { describe, expect, it } from 'vitest';
import type { CoffeeshopSummary, TelerPublic } from './coffeeshops.ts';
import { courseMenuPath } from './horeca/course-menu-path.ts';
import { coffeeshopTownJsonLd } from './structured-data.ts';
import { telerJsonLd } from './structured-data-pages.ts';
import { vacancyPath } from './vacancy-types.ts';

describe('coffeeshopTownJsonLd', () => {
  it("lists each shop's name, page and address only, even when given more (art. 3b Opiumwet)", () => {
    const shop = {
      id: 's1',
      name: 'De Linde',
      slug: 'de-linde',
      plaats: 'Ommen',
      plaatsSlug: 'ommen',
      address: 'Markt 3',
      postcode: '7731 DB',
      latitude: 52.5,
      longitude: 6.4,
      openNow: true,
      openingHours: {},
      residentsOnly: false,
      wietexperiment: false,
      // A caller that passes a whole shop with its menu must still not leak it.
      menu: [{ naam: 'Amnesia Haze', prijzen: { '1g': 11 } }],
    } as CoffeeshopSummary;
    const data = coffeeshopTownJsonLd('Ommen', [shop], 'https://kaartwijs.example');
    expect(data.itemListElement[0]?.item).toEqual({
      '@type': 'LocalBusiness',
      name: 'De Linde',
      url: 'https://kaartwijs.example/coffeeshops/ommen/de-linde',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Markt 3',
        postalCode: '7731 DB',
        addressLocality: 'Ommen',
        addressCountry: 'NL',
      },
    });
    expect(JSON.stringify(data)).not.toMatch(/Amnesia|prijzen|offers/);
  });
});

describe('telerJsonLd', () => {
  it('gives a grower its name and town, never its own text or website', () => {
    const teler: TelerPublic = {
      id: 't1',
      naam: 'Kwekerij Noord',
      slug: 'kwekerij-noord',
      plaats: null,
      plaatsSlug: null,
      provincie: null,
      designatedGrower: false,
      geverifieerd: true,
      licensieNummer: null,
      beschrijving: 'De beste wiet',
      specialiteiten: ['Haze'],
      website: 'https://noord.example',
    };
    const data = telerJsonLd(teler, 'https://kaartwijs.example/teler/kwekerij-noord');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kwekerij Noord',
      url: 'https://kaartwijs.example/teler/kwekerij-noord',
    });
  });
});

describe('canonical paths', () => {
  it('puts a course menu under its venue and a vacancy under its type', () => {
    expect(courseMenuPath({ plaatsSlug: 'utrecht', slug: 'de-kade' }, 'm1')).toBe('/horeca/utrecht/de-kade/menu/course/m1');
    expect(vacancyPath({ type: 'vast', slug: 'kok' })).toBe('/vacatures/vast/kok');
  });
});
