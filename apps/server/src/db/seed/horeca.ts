// Long file: seed data (the demo venues, their floors and opening hours), not logic.
import { DEFAULT_RESERVATION_SETTINGS, type OpeningHours, slugify, type VenueCategory } from '@platform/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { courseMenus, dishes, menuSections, venueAreas, venues } from '../schema/index.ts';
import { buildVenue, insertFloorTables } from './factories/venues.ts';
import { SEED_MENUS } from './horeca-menus.ts';

/** Ten real cities, centre coordinates, postcode area and telephone area code. */
export const SEED_VENUE_CITIES = [
  { plaats: 'Amsterdam', lat: 52.3702, lng: 4.8952, postcode: '1015', areaCode: '020' },
  { plaats: 'Rotterdam', lat: 51.9225, lng: 4.4792, postcode: '3012', areaCode: '010' },
  { plaats: 'Utrecht', lat: 52.0907, lng: 5.1214, postcode: '3511', areaCode: '030' },
  { plaats: 'Den Haag', lat: 52.0799, lng: 4.3113, postcode: '2512', areaCode: '070' },
  { plaats: 'Eindhoven', lat: 51.4381, lng: 5.4752, postcode: '5611', areaCode: '040' },
  { plaats: 'Groningen', lat: 53.2194, lng: 6.5665, postcode: '9712', areaCode: '050' },
  { plaats: 'Haarlem', lat: 52.3812, lng: 4.6366, postcode: '2011', areaCode: '023' },
  { plaats: 'Leiden', lat: 52.1601, lng: 4.497, postcode: '2311', areaCode: '071' },
  { plaats: 'Maastricht', lat: 50.8514, lng: 5.691, postcode: '6211', areaCode: '043' },
  { plaats: 'Nijmegen', lat: 51.8426, lng: 5.8528, postcode: '6511', areaCode: '024' },
] as const;

type Kitchen = keyof typeof SEED_MENUS;
interface SeedVenue {
  name: string;
  category: VenueCategory;
  cuisines: string[];
  priceLevel: number;
  kitchen: Kitchen;
  hours: 'dinner' | 'day' | 'late' | 'breakfast';
  street: string;
}

/** 34 venues over the six category groups; the city is assigned round-robin. */
const VENUES: SeedVenue[] = [
  {
    name: 'Brasserie De Kade',
    category: 'brasserie',
    cuisines: ['hollands', 'frans'],
    priceLevel: 2,
    kitchen: 'restaurant',
    hours: 'day',
    street: 'Prinsengracht',
  },
  {
    name: 'Bistro Het Pleintje',
    category: 'bistro',
    cuisines: ['frans'],
    priceLevel: 3,
    kitchen: 'restaurant',
    hours: 'dinner',
    street: 'Witte de Withstraat',
  },
  {
    name: 'Restaurant De Linde',
    category: 'restaurant',
    cuisines: ['hollands', 'seizoen'],
    priceLevel: 3,
    kitchen: 'restaurant',
    hours: 'dinner',
    street: 'Oudegracht',
  },
  {
    name: 'Trattoria Da Marco',
    category: 'pizzeria',
    cuisines: ['italiaans'],
    priceLevel: 2,
    kitchen: 'italian',
    hours: 'dinner',
    street: 'Noordeinde',
  },
  {
    name: 'Sushi Yama',
    category: 'sushi',
    cuisines: ['japans'],
    priceLevel: 3,
    kitchen: 'asian',
    hours: 'dinner',
    street: 'Stratumseind',
  },
  {
    name: 'Steakhouse Het Vuur',
    category: 'steakhouse',
    cuisines: ['grill', 'argentijns'],
    priceLevel: 3,
    kitchen: 'restaurant',
    hours: 'dinner',
    street: 'Poelestraat',
  },
  {
    name: 'Lunchroom Zoet & Zout',
    category: 'lunchroom',
    cuisines: ['lunch', 'hollands'],
    priceLevel: 1,
    kitchen: 'breakfast',
    hours: 'day',
    street: 'Grote Houtstraat',
  },
  {
    name: 'Restaurant Zilt',
    category: 'fine_dining',
    cuisines: ['vis', 'seizoen'],
    priceLevel: 4,
    kitchen: 'restaurant',
    hours: 'dinner',
    street: 'Breestraat',
  },
  {
    name: 'Grillroom Anatolia',
    category: 'grillroom',
    cuisines: ['turks', 'grill'],
    priceLevel: 1,
    kitchen: 'restaurant',
    hours: 'late',
    street: 'Wycker Brugstraat',
  },
  {
    name: 'Thai Orchid',
    category: 'restaurant',
    cuisines: ['thais'],
    priceLevel: 2,
    kitchen: 'asian',
    hours: 'dinner',
    street: 'Lange Hezelstraat',
  },
  {
    name: 'Café De Zwaan',
    category: 'cafe',
    cuisines: ['borrel'],
    priceLevel: 1,
    kitchen: 'cafe',
    hours: 'late',
    street: 'Leidseplein',
  },
  {
    name: 'The Old Pub',
    category: 'pub',
    cuisines: ['borrel', 'brits'],
    priceLevel: 2,
    kitchen: 'cafe',
    hours: 'late',
    street: 'Oude Haven',
  },
  {
    name: 'Cocktailbar Nacht',
    category: 'cocktailbar',
    cuisines: ['cocktails'],
    priceLevel: 3,
    kitchen: 'cafe',
    hours: 'late',
    street: 'Neude',
  },
  {
    name: 'Wijnbar Le Verre',
    category: 'wijnbar',
    cuisines: ['wijn', 'frans'],
    priceLevel: 3,
    kitchen: 'cafe',
    hours: 'late',
    street: 'Plaats',
  },
  {
    name: 'Biercafé De Gist',
    category: 'biercafe',
    cuisines: ['speciaalbier', 'borrel'],
    priceLevel: 2,
    kitchen: 'cafe',
    hours: 'late',
    street: 'Markt',
  },
  {
    name: 'Koffiebar Bonen',
    category: 'koffiezaak',
    cuisines: ['koffie', 'ontbijt'],
    priceLevel: 1,
    kitchen: 'breakfast',
    hours: 'breakfast',
    street: 'Vismarkt',
  },
  {
    name: 'Espressobar Corto',
    category: 'espressobar',
    cuisines: ['koffie', 'italiaans'],
    priceLevel: 1,
    kitchen: 'breakfast',
    hours: 'breakfast',
    street: 'Zijlstraat',
  },
  {
    name: 'Ontbijtbar Goedemorgen',
    category: 'ontbijtbar',
    cuisines: ['ontbijt', 'brunch'],
    priceLevel: 2,
    kitchen: 'breakfast',
    hours: 'breakfast',
    street: 'Nieuwe Rijn',
  },
  {
    name: 'Theehuis De Tuin',
    category: 'tearoom',
    cuisines: ['thee', 'gebak'],
    priceLevel: 1,
    kitchen: 'breakfast',
    hours: 'day',
    street: 'Onze Lieve Vrouweplein',
  },
  {
    name: 'Bakkerijcafé Het Deeg',
    category: 'bakkerijcafe',
    cuisines: ['bakkerij', 'lunch'],
    priceLevel: 1,
    kitchen: 'breakfast',
    hours: 'breakfast',
    street: 'Hertogstraat',
  },
  {
    name: 'Hotel De Gracht',
    category: 'hotel',
    cuisines: ['hollands', 'ontbijt'],
    priceLevel: 3,
    kitchen: 'restaurant',
    hours: 'day',
    street: 'Herengracht',
  },
  {
    name: 'Stayokay Hostel Café',
    category: 'hostel',
    cuisines: ['lunch', 'borrel'],
    priceLevel: 1,
    kitchen: 'cafe',
    hours: 'day',
    street: 'Coolsingel',
  },
  {
    name: 'B&B Het Torentje',
    category: 'bed_and_breakfast',
    cuisines: ['ontbijt'],
    priceLevel: 2,
    kitchen: 'breakfast',
    hours: 'breakfast',
    street: 'Mariaplaats',
  },
  {
    name: 'Partycentrum De Boerderij',
    category: 'partycentrum',
    cuisines: ['buffet', 'hollands'],
    priceLevel: 2,
    kitchen: 'restaurant',
    hours: 'dinner',
    street: 'Laan van Meerdervoort',
  },
  {
    name: 'Evenementenlocatie De Loods',
    category: 'evenementenlocatie',
    cuisines: ['buffet'],
    priceLevel: 3,
    kitchen: 'restaurant',
    hours: 'dinner',
    street: 'Strijp-S',
  },
  {
    name: 'Foodtruck Frites Royale',
    category: 'foodtruck',
    cuisines: ['friet', 'streetfood'],
    priceLevel: 1,
    kitchen: 'cafe',
    hours: 'day',
    street: 'Grote Markt',
  },
  {
    name: 'Sportkantine SV Vooruit',
    category: 'sportkantine',
    cuisines: ['snacks'],
    priceLevel: 1,
    kitchen: 'cafe',
    hours: 'day',
    street: 'Sportlaan',
  },
  {
    name: 'Brasserie Het Station',
    category: 'brasserie',
    cuisines: ['hollands', 'internationaal'],
    priceLevel: 2,
    kitchen: 'restaurant',
    hours: 'day',
    street: 'Stationsplein',
  },
  {
    name: 'Bistro Mosa',
    category: 'bistro',
    cuisines: ['frans', 'limburgs'],
    priceLevel: 3,
    kitchen: 'restaurant',
    hours: 'dinner',
    street: 'Stokstraat',
  },
  {
    name: 'Restaurant Waalzicht',
    category: 'restaurant',
    cuisines: ['hollands', 'vis'],
    priceLevel: 3,
    kitchen: 'restaurant',
    hours: 'dinner',
    street: 'Waalkade',
  },
  {
    name: 'Pizzeria Napoli',
    category: 'pizzeria',
    cuisines: ['italiaans', 'pizza'],
    priceLevel: 1,
    kitchen: 'italian',
    hours: 'dinner',
    street: 'Kerkstraat',
  },
  {
    name: 'Shishabar Layali',
    category: 'shishabar',
    cuisines: ['libanees', 'mezze'],
    priceLevel: 2,
    kitchen: 'cafe',
    hours: 'late',
    street: 'Beijerlandselaan',
  },
  {
    name: 'Snackbar De Hoek',
    category: 'snackbar',
    cuisines: ['snacks', 'friet'],
    priceLevel: 1,
    kitchen: 'cafe',
    hours: 'late',
    street: 'Twijnstraat',
  },
  {
    name: 'Club Basement',
    category: 'club',
    cuisines: ['cocktails'],
    priceLevel: 2,
    kitchen: 'cafe',
    hours: 'late',
    street: 'Grote Markt',
  },
];

const HOURS: Record<SeedVenue['hours'], OpeningHours> = {
  dinner: week({ open: '17:00', close: '23:00' }, ['ma']),
  day: week({ open: '10:00', close: '22:00' }, []),
  late: week({ open: '16:00', close: '01:00' }, []),
  breakfast: week({ open: '07:30', close: '17:00' }, ['zo']),
};

function week(period: { open: string; close: string }, closed: string[]): OpeningHours {
  const days = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'] as const;
  return Object.fromEntries(days.map((day) => [day, closed.includes(day) ? [] : [period]])) as OpeningHours;
}

/** Places without tables to book: the venue still shows its menu. */
const NO_RESERVATIONS = new Set<VenueCategory>(['foodtruck', 'sportkantine', 'snackbar', 'club']);

/** Deterministic venue rows: spread ~600 m around the centre, postcodes and phone numbers per city. */
function buildSeedVenues() {
  return VENUES.map((venue, n) => {
    const city = SEED_VENUE_CITIES[n % SEED_VENUE_CITIES.length] as (typeof SEED_VENUE_CITIES)[number];
    const dLat = (((n * 37) % 11) - 5) * 0.0011;
    const dLng = (((n * 53) % 9) - 4) * 0.0016;
    return buildVenue({
      name: venue.name,
      slug: slugify(venue.name),
      plaats: city.plaats,
      plaatsSlug: slugify(city.plaats),
      address: `${venue.street} ${10 + ((n * 7) % 90)}`,
      postcode: `${city.postcode} ${String.fromCharCode(65 + (n % 20))}${String.fromCharCode(66 + ((n * 3) % 20))}`,
      latitude: Number((city.lat + dLat).toFixed(6)),
      longitude: Number((city.lng + dLng).toFixed(6)),
      category: venue.category,
      cuisines: venue.cuisines,
      priceLevel: venue.priceLevel,
      openingHours: HOURS[venue.hours],
      description: `${venue.name} in ${city.plaats}: ${venue.cuisines.join(', ')}.`,
      phone: `${city.areaCode}-${String(2000000 + n * 12345).slice(0, 7)}`,
      email: `info@${slugify(venue.name)}.nl`,
      website: `https://www.${slugify(venue.name)}.nl`,
      reservationsEnabled: !NO_RESERVATIONS.has(venue.category),
      reservationSettings: { ...DEFAULT_RESERVATION_SETTINGS, coverLimitPerSlot: venue.priceLevel >= 3 ? 12 : 16 },
    });
  });
}

/** Indoor: three two-tops that combine, two fours, a six; outside: two fours that combine (pairs, ADR 031). */
const FLOOR = [
  {
    area: 'Binnen',
    tables: [
      ['1', 2, true],
      ['2', 2, true],
      ['3', 2, true],
      ['4', 4, false],
      ['5', 4, false],
      ['6', 6, false],
    ],
  },
  {
    area: 'Terras',
    tables: [
      ['T1', 4, true],
      ['T2', 4, true],
    ],
  },
] as const;

async function seedVenue(db: Database, venue: { id: string; name: string; category: VenueCategory }, kitchen: Kitchen) {
  for (const [order, section] of SEED_MENUS[kitchen].entries()) {
    const [row] = await db.insert(menuSections).values({ venueId: venue.id, name: section.name, sortOrder: order }).returning();
    if (!row) continue;
    await db.insert(dishes).values(
      section.dishes.map((dish, index) => ({
        sectionId: row.id,
        name: dish.name,
        description: dish.description,
        price: dish.price,
        contains: dish.contains,
        mayContain: dish.mayContain ?? [],
        diets: dish.diets ?? [],
        sortOrder: index,
      })),
    );
  }
  for (const floor of FLOOR) {
    const [area] = await db.insert(venueAreas).values({ venueId: venue.id, name: floor.area }).returning();
    if (!area) continue;
    await insertFloorTables(
      db,
      venue.id,
      area.id,
      floor.tables.map(([name, seats, combinable]) => ({ name, seats, combinable })),
    );
  }
  if (kitchen === 'restaurant' || kitchen === 'italian' || kitchen === 'asian') {
    await db.insert(courseMenus).values({
      venueId: venue.id,
      name: kitchen === 'italian' ? 'Menu della casa' : kitchen === 'asian' ? 'Chef’s tasting' : 'Chef’s menu',
      description: 'Laat je verrassen door de keuken; aanpassingen voor allergieën in overleg.',
      pricePerPerson: kitchen === 'restaurant' ? 49.5 : 39.5,
      winePairingPrice: kitchen === 'asian' ? null : 29.5,
      courses: SEED_MENUS[kitchen].map((section) => ({
        name: section.name,
        description: section.dishes[0]?.description ?? '',
        dishId: null,
      })),
    });
  }
}

export async function seedHoreca(db: Database): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(venues);
  if ((count?.n ?? 0) > 0) return 0;
  const rows = buildSeedVenues();
  const inserted = await db
    .insert(venues)
    .values(rows)
    .returning({ id: venues.id, name: venues.name, category: venues.category });
  for (const [index, venue] of inserted.entries()) await seedVenue(db, venue, (VENUES[index] as SeedVenue).kitchen);
  return inserted.length;
}
