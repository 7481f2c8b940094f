import type { OpeningHours, PlaceKindName } from '@platform/core';
import type { SiteContent } from './site-content.ts';

const WEEK: OpeningHours = {
  ma: [],
  di: [{ open: '11:00', close: '22:00' }],
  wo: [{ open: '11:00', close: '22:00' }],
  do: [{ open: '11:00', close: '22:00' }],
  vr: [{ open: '11:00', close: '23:30' }],
  za: [{ open: '10:00', close: '23:30' }],
  zo: [{ open: '12:00', close: '21:00' }],
};

/** The demo's made-up places (`/website-demo`): nothing is read from or saved to the database. */
export function sampleContent(kind: PlaceKindName): SiteContent {
  const common = {
    address: 'Oudegracht 101',
    postcode: '3511 AB',
    plaats: 'Utrecht',
    phone: '030 123 4567',
    latitude: 52.0907,
    longitude: 5.1214,
    openingHours: WEEK,
    exceptions: [{ from: '2026-12-25', to: '2026-12-26', periods: [], label: 'Kerst' }],
    photos: [],
  };
  if (kind === 'coffeeshop') {
    return {
      ...common,
      kind,
      name: 'Coffeeshop De Voorbeeldtuin',
      email: null,
      description:
        'Een rustige coffeeshop aan de gracht, met een vriendelijk team dat je graag wegwijs maakt. Toegang vanaf 18 jaar met een geldig legitimatiebewijs.',
      vacancies: [{ title: 'Budtender (parttime)', url: '/vacatures', hours: '16–24 uur per week', closingDate: '2026-12-31' }],
    };
  }
  return {
    ...common,
    kind,
    name: 'Eetcafé De Voorbeeldzwaan',
    email: 'info@voorbeeldzwaan.nl',
    description: 'Een huiskamer aan de Oudegracht: seizoensgerechten, Utrechtse bieren en een terras aan het water.',
    vacancies: [{ title: 'Zelfstandig werkend kok', url: '/vacatures', hours: '32–38 uur per week', closingDate: '2026-12-31' }],
    menu: [
      {
        id: 'voor',
        name: 'Voorgerechten',
        dishes: [
          {
            id: 'd1',
            name: 'Pompoensoep',
            description: 'Met geroosterde pitten en zuurdesembrood',
            price: 7.5,
            contains: ['gluten', 'celery'],
            mayContain: ['nuts'],
            diets: ['vegetarian'],
          },
          {
            id: 'd2',
            name: 'Garnalenkroketten',
            description: 'Twee stuks, met citroenmayonaise',
            price: 11,
            contains: ['crustaceans', 'eggs', 'gluten', 'milk'],
            mayContain: [],
            diets: [],
          },
        ],
      },
      {
        id: 'hoofd',
        name: 'Hoofdgerechten',
        dishes: [
          {
            id: 'd3',
            name: 'Stoofvlees',
            description: 'Met friet en appelmoes',
            price: 19.5,
            contains: ['mustard'],
            mayContain: ['gluten'],
            diets: [],
          },
          {
            id: 'd4',
            name: 'Risotto met paddenstoelen',
            description: 'Oude kaas en truffelolie',
            price: 18,
            contains: ['milk'],
            mayContain: [],
            diets: ['vegetarian', 'gluten_free'],
          },
        ],
      },
    ],
    bookingVenueId: null,
  };
}
