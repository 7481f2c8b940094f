import { describe, expect, it } from 'vitest';
import type { CoffeeshopDetail } from './coffeeshops.ts';
import type { VenueDetail } from './horeca/venue-detail.ts';
import { coffeeshopJsonLd, openingHoursSpecification, venueJsonLd } from './structured-data.ts';

const place = {
  id: 'p1',
  name: 'De Gouden Lepel',
  slug: 'de-gouden-lepel',
  plaats: 'Utrecht',
  plaatsSlug: 'utrecht',
  address: 'Oudegracht 12',
  postcode: '3511 AB',
  latitude: 52.09,
  longitude: 5.12,
  openNow: false,
  openingHours: {
    ma: [],
    di: [{ open: '17:00', close: '23:00' }],
    za: [
      { open: '12:00', close: '15:00' },
      { open: '17:00', close: '01:00' },
    ],
  },
  openingHoursExceptions: [],
  phone: '030 123 4567',
  website: null,
  photos: [{ id: 'f1', url: '/api/images/f1/card.webp', alt: 'Terras', width: 800, height: 600 }],
  description: 'Seizoensgebonden keuken.',
};

const venue = {
  ...place,
  category: 'restaurant',
  categoryGroup: 'restaurant',
  cuisines: ['Frans'],
  priceLevel: 3,
  photo: null,
  reservable: true,
  email: null,
  menu: [
    {
      id: 's1',
      name: 'Hoofdgerechten',
      dishes: [
        {
          id: 'd1',
          name: 'Risotto met paddenstoelen',
          description: '',
          price: 19.5,
          contains: ['melk'],
          mayContain: [],
          diets: ['vegetarian'],
        },
      ],
    },
  ],
  courseMenus: [],
  reservations: { enabled: true, maxPartySize: 8, cutoffHours: 2, bookingHorizonDays: 60 },
} as unknown as VenueDetail;

describe('openingHoursSpecification', () => {
  it('gives one entry per period in week order, a closing time past midnight as it is', () => {
    expect(openingHoursSpecification(place.openingHours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '17:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '12:00', closes: '15:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '17:00', closes: '01:00' },
    ]);
  });
});

describe('venueJsonLd', () => {
  it('describes a restaurant with address, menu, price level, reservations and absolute photo URLs', () => {
    const data = venueJsonLd(venue, 'https://kaartwijs.example/horeca/utrecht/de-gouden-lepel');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'De Gouden Lepel',
      address: { streetAddress: 'Oudegracht 12', postalCode: '3511 AB', addressLocality: 'Utrecht', addressCountry: 'NL' },
      telephone: '030 123 4567',
      servesCuisine: ['Frans'],
      priceRange: '€€€',
      acceptsReservations: true,
      image: ['https://kaartwijs.example/api/images/f1/card.webp'],
      hasMenu: {
        hasMenuSection: [
          {
            name: 'Hoofdgerechten',
            hasMenuItem: [
              {
                '@type': 'MenuItem',
                name: 'Risotto met paddenstoelen',
                offers: { price: '19.50', priceCurrency: 'EUR' },
                suitableForDiet: ['https://schema.org/VegetarianDiet'],
              },
            ],
          },
        ],
      },
    });
  });

  it('types a bar as BarOrPub and leaves out an empty menu', () => {
    const data = venueJsonLd({ ...venue, categoryGroup: 'cafe_bar', menu: [] } as VenueDetail, 'https://x.example/b');
    expect(data['@type']).toBe('BarOrPub');
    expect(data).not.toHaveProperty('hasMenu');
  });
});

describe('coffeeshopJsonLd', () => {
  it('gives name, address and hours, and never the menu, even when the shop shows it online', () => {
    const shop = {
      ...place,
      residentsOnly: false,
      wietexperiment: false,
      province: 'Utrecht',
      menuVisibility: 'web',
      news: [],
      menu: [{ id: 'm1', naam: 'Amnesia Haze', prijzen: { '1g': 11 } }],
    } as unknown as CoffeeshopDetail;
    const data = coffeeshopJsonLd(shop, 'https://kaartwijs.example/coffeeshops/utrecht/de-gouden-lepel');
    expect(data).toMatchObject({ '@type': 'LocalBusiness', name: 'De Gouden Lepel', address: { postalCode: '3511 AB' } });
    expect(JSON.stringify(data)).not.toMatch(/Amnesia|prijzen|hasMenu|offers/);
  });
});
