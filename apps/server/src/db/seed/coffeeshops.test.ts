import { describe, expect, it } from 'vitest';
import { buildSeedCoffeeshops, SEED_CITIES } from './coffeeshops.ts';

const shops = buildSeedCoffeeshops();

/** Metres between two points (equirectangular; fine at city scale). */
function metres(a: { latitude?: number | null; longitude?: number | null }, b: { lat: number; lng: number }) {
  const lat = ((a.latitude ?? 0) + b.lat) / 2;
  const dy = ((a.latitude ?? 0) - b.lat) * 111_320;
  const dx = ((a.longitude ?? 0) - b.lng) * 111_320 * Math.cos((lat * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

/** Het-words among the nouns the demo names end in; every other name takes "De". */
const HET_WORDS = new Set([
  'Anker',
  'Blad',
  'Kompas',
  'Hofje',
  'Zeepaardje',
  'Pakhuis',
  'Lichtpunt',
  'Noorderhuis',
  'Poortje',
  'Dak',
  'Tulpenveld',
  'Huis',
]);

describe('seeded coffeeshops', () => {
  it('are deterministic: 42 shops with unique slugs, the count per city as before', () => {
    expect(buildSeedCoffeeshops()).toEqual(shops);
    expect(shops).toHaveLength(42);
    expect(new Set(shops.map((shop) => shop.slug)).size).toBe(42);
    for (const city of SEED_CITIES) expect(shops.filter((shop) => shop.plaats === city.plaats)).toHaveLength(city.shops);
  });

  it('carry names with the article of their noun and no numbering', () => {
    for (const shop of shops) {
      const [article, ...rest] = shop.name.split(' ');
      const noun = rest.at(-1) ?? '';
      expect(article === 'Het' ? HET_WORDS.has(noun) : article === 'De' && !HET_WORDS.has(noun), shop.name).toBe(true);
      expect(shop.name).not.toMatch(/\d|#/);
    }
    expect(shops.map((shop) => shop.name)).toEqual(expect.arrayContaining(['De Blauwe Hoek', 'De Gouden Kamer']));
  });

  it('have an address with a house number and a postcode of the form 1234 AB, one street per shop in a city', () => {
    for (const shop of shops) {
      expect(shop.address, shop.name).toMatch(/^[A-Z][\p{L} .'-]+ \d{1,3}$/u);
      expect(shop.postcode, shop.name).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
      expect(shop.description).toContain(shop.address?.replace(/ \d+$/, ''));
    }
    for (const city of SEED_CITIES) {
      const streets = shops.filter((shop) => shop.plaats === city.plaats).map((shop) => shop.address?.replace(/ \d+$/, ''));
      expect(new Set(streets).size, city.plaats).toBe(streets.length);
    }
  });

  it('stand in their own city, not on one straight line', () => {
    for (const city of SEED_CITIES) {
      const inCity = shops.filter((shop) => shop.plaats === city.plaats);
      for (const shop of inCity) expect(metres(shop, city), shop.name).toBeLessThan(4000);
      // The area of the triangle of each three shops (in m²): a line has none.
      const points = inCity.map((shop) => [
        (shop.longitude ?? 0) * 111_320 * Math.cos((city.lat * Math.PI) / 180),
        (shop.latitude ?? 0) * 111_320,
      ]);
      let smallest = Number.POSITIVE_INFINITY;
      for (let a = 0; a < points.length; a++)
        for (let b = a + 1; b < points.length; b++)
          for (let c = b + 1; c < points.length; c++) {
            const [ax, ay] = points[a] as number[];
            const [bx, by] = points[b] as number[];
            const [cx, cy] = points[c] as number[];
            const area =
              Math.abs(((bx ?? 0) - (ax ?? 0)) * ((cy ?? 0) - (ay ?? 0)) - ((cx ?? 0) - (ax ?? 0)) * ((by ?? 0) - (ay ?? 0))) / 2;
            smallest = Math.min(smallest, area);
          }
      expect(smallest, city.plaats).toBeGreaterThan(5000);
    }
  });
});
