import { type OpeningHours, slugify } from '@platform/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshopNews, coffeeshops, telers } from '../schema/index.ts';
import { buildShop } from './factories/shops.ts';
import { placeOnStreet, SEED_SHOP_ADDRESSES } from './shop-addresses.ts';

/** Twelve real cities with their centre coordinates and province. */
export const SEED_CITIES = [
  { plaats: 'Amsterdam', areaCode: '020', province: 'Noord-Holland', lat: 52.3676, lng: 4.9041, postcode: '1012', shops: 6 },
  { plaats: 'Rotterdam', areaCode: '010', province: 'Zuid-Holland', lat: 51.9244, lng: 4.4777, postcode: '3011', shops: 4 },
  { plaats: 'Den Haag', areaCode: '070', province: 'Zuid-Holland', lat: 52.0705, lng: 4.3007, postcode: '2511', shops: 4 },
  { plaats: 'Utrecht', areaCode: '030', province: 'Utrecht', lat: 52.0907, lng: 5.1214, postcode: '3511', shops: 4 },
  { plaats: 'Eindhoven', areaCode: '040', province: 'Noord-Brabant', lat: 51.4416, lng: 5.4697, postcode: '5611', shops: 3 },
  { plaats: 'Groningen', areaCode: '050', province: 'Groningen', lat: 53.2194, lng: 6.5665, postcode: '9711', shops: 3 },
  { plaats: 'Maastricht', areaCode: '043', province: 'Limburg', lat: 50.8514, lng: 5.691, postcode: '6211', shops: 3 },
  { plaats: 'Nijmegen', areaCode: '024', province: 'Gelderland', lat: 51.8426, lng: 5.8528, postcode: '6511', shops: 3 },
  { plaats: 'Haarlem', areaCode: '023', province: 'Noord-Holland', lat: 52.3874, lng: 4.6462, postcode: '2011', shops: 3 },
  { plaats: 'Tilburg', areaCode: '013', province: 'Noord-Brabant', lat: 51.5555, lng: 5.0913, postcode: '5038', shops: 3 },
  { plaats: 'Breda', areaCode: '076', province: 'Noord-Brabant', lat: 51.5719, lng: 4.7683, postcode: '4811', shops: 3 },
  { plaats: 'Arnhem', areaCode: '026', province: 'Gelderland', lat: 51.9851, lng: 5.8987, postcode: '6811', shops: 3 },
] as const;

/** Municipalities in the experiment gesloten coffeeshopketen (since 7 April 2025 regulated only). */
const WIETEXPERIMENT = new Set(['Groningen', 'Maastricht', 'Nijmegen', 'Tilburg', 'Breda', 'Arnhem']);
/** Maastricht enforces the ingezetenencriterium. */
const RESIDENTS_ONLY = new Set(['Maastricht']);

function hours(open: string, close: string, lateClose: string): OpeningHours {
  const day = [{ open, close }];
  const late = [{ open, close: lateClose }];
  return { ma: day, di: day, wo: day, do: day, vr: late, za: late, zo: [{ open: '12:00', close }] };
}

/**
 * 42 shops over twelve cities: invented names with the right article, on real
 * streets of their city with a house number and postcode, placed along that
 * street (shop-addresses.ts). Deterministic.
 */
export function buildSeedCoffeeshops() {
  const rows: Array<typeof coffeeshops.$inferInsert> = [];
  let n = 0;
  for (const city of SEED_CITIES) {
    const addresses = SEED_SHOP_ADDRESSES[city.plaats] ?? [];
    if (addresses.length !== city.shops)
      throw new Error(`Seed: ${city.plaats} heeft ${addresses.length} adressen, verwacht ${city.shops}`);
    for (const shop of addresses) {
      rows.push(
        buildShop({
          name: shop.name,
          slug: slugify(shop.name),
          plaats: city.plaats,
          plaatsSlug: slugify(city.plaats),
          address: `${shop.street.name} ${shop.houseNumber}`,
          postcode: shop.postcode,
          province: city.province,
          ...placeOnStreet(shop.street, shop.houseNumber),
          openingHours: hours(n % 3 === 0 ? '09:00' : '10:00', '23:00', n % 2 === 0 ? '01:00' : '00:00'),
          description: `Coffeeshop aan de ${shop.street.name} in ${city.plaats}. Rustige zitruimte, vriendelijk personeel, alleen 18+.`,
          phone: `${city.areaCode} ${String(3000000 + n * 7919).slice(0, 3)} ${String(1000 + ((n * 37) % 9000)).padStart(4, '0')}`,
          website: null,
          residentsOnly: RESIDENTS_ONLY.has(city.plaats),
          wietexperiment: WIETEXPERIMENT.has(city.plaats),
          menuVisibility: n % 5 === 0 ? 'public' : n % 5 === 1 ? 'verified' : 'in_store',
        }),
      );
      n++;
    }
  }
  return rows;
}

const TELER_NAMES = [
  ['Groenkracht Teelt', 'Almere', 'Flevoland', true],
  ['Polderbloem', 'Zeewolde', 'Flevoland', true],
  ['Veluwe Kweek', 'Ede', 'Gelderland', true],
  ['Noorderlicht Cultivatie', 'Groningen', 'Groningen', true],
  ['Maasdal Teelt', 'Venlo', 'Limburg', true],
  ['Brabantse Kas', 'Tilburg', 'Noord-Brabant', true],
  ['Duinzicht Growers', 'Haarlem', 'Noord-Holland', false],
  ['De Kwekerij Oost', 'Enschede', 'Overijssel', true],
  ['Rivierland Teelt', 'Tiel', 'Gelderland', true],
  ['Zuidwest Cultuur', 'Middelburg', 'Zeeland', false],
] as const;

export function buildSeedTelers() {
  return TELER_NAMES.map(([naam, plaats, provincie, designated], n) => ({
    naam,
    slug: slugify(naam),
    plaats,
    gemeente: plaats,
    provincie,
    beschrijving: `${naam} teelt in ${plaats} onder strikte kwaliteitscontrole, met laboratoriumtests per batch.`,
    specialiteiten: n % 2 === 0 ? ['indoor', 'biologisch'] : ['kas', 'hasj'],
    licensieNummer: designated ? `WE-${String(2020 + n).padStart(4, '0')}-${100 + n}` : null,
    kvkNummer: String(60000000 + n * 1234567).slice(0, 8),
    geverifieerd: designated,
    verificationStatus: designated ? 'verified' : 'pending',
    designatedGrower: designated,
  }));
}

/** Neutral shop news: hours and house rules, never products or prices. */
function buildSeedNews(coffeeshopId: string, plaats: string) {
  return [
    {
      coffeeshopId,
      slug: 'openingstijden-feestdagen',
      title: 'Openingstijden rond de feestdagen',
      body: `Op eerste kerstdag en nieuwjaarsdag zijn we gesloten. Op de andere dagen gelden de gewone openingstijden. Tot ziens in ${plaats}!`,
      publishedAt: new Date('2026-11-15T10:00:00Z'),
    },
    {
      coffeeshopId,
      slug: 'huisregels-vernieuwd',
      title: 'Onze huisregels vernieuwd',
      body: 'Toegang alleen vanaf 18 jaar met een geldig identiteitsbewijs. Houd rekening met de buren: niet gebruiken voor de deur.',
      publishedAt: new Date('2026-10-01T10:00:00Z'),
    },
  ];
}

/** Inserts the directory once: shops and telers are only seeded into empty tables. */
export async function seedCoffeeshops(db: Database): Promise<{ shops: number; telers: number }> {
  const [shopCount] = await db.select({ n: sql<number>`count(*)::int` }).from(coffeeshops);
  const [telerCount] = await db.select({ n: sql<number>`count(*)::int` }).from(telers);
  let shops = 0;
  let growers = 0;
  if ((shopCount?.n ?? 0) === 0) {
    const inserted = await db
      .insert(coffeeshops)
      .values(buildSeedCoffeeshops())
      .returning({ id: coffeeshops.id, plaats: coffeeshops.plaats });
    shops = inserted.length;
    const withNews = inserted.filter((_, index) => index % 3 === 0);
    await db.insert(coffeeshopNews).values(withNews.flatMap((shop) => buildSeedNews(shop.id, shop.plaats)));
  }
  if ((telerCount?.n ?? 0) === 0) {
    growers = (await db.insert(telers).values(buildSeedTelers()).returning({ id: telers.id })).length;
  }
  return { shops, telers: growers };
}
