import type { Town } from '@platform/core';
import placesData from './nl-places.json' with { type: 'json' };
import townsData from './nl-towns.json' with { type: 'json' };

/*
 * Where a Dutch address lies (issue 16, ADR 032). Behind an interface so a real geocoder (PDOK Locatieserver, BAG)
 * can replace the offline default without touching the onboarding feature.
 */

export interface Geocoder {
  /** The town of a postcode and house number, or null when this geocoder does not know it. */
  locate(postcode: string, houseNumber: string): Promise<Town | null>;
  /** The towns an applicant may pick from when the postcode is not found. */
  towns(): readonly Town[];
}

type Place = Omit<Town, 'key'>;

/**
 * Every Dutch place of 1,000 inhabitants or more (GeoNames), each with a key that tells namesakes apart: "Hengelo"
 * is in Overijssel and in Gelderland, so its keys name the municipality; Limburg and Noord-Holland both have a
 * municipality Bergen with a place Bergen, so those keys name the province too.
 */
const PLACES: readonly Town[] = (() => {
  const rows = placesData.places as Place[];
  const tally = (keys: string[]) => {
    const count = new Map<string, number>();
    for (const key of keys) count.set(key, (count.get(key) ?? 0) + 1);
    return count;
  };
  const byName = tally(rows.map((row) => row.name));
  const byMunicipality = tally(rows.map((row) => `${row.name} (${row.municipality})`));
  return rows.map((row) => {
    const withMunicipality = `${row.name} (${row.municipality})`;
    const key =
      (byName.get(row.name) ?? 0) === 1
        ? row.name
        : (byMunicipality.get(withMunicipality) ?? 0) === 1
          ? withMunicipality
          : `${row.name} (${row.municipality}, ${row.province})`;
    return { ...row, key };
  });
})();

interface TownRow {
  name: string;
  province: Town['province'];
  latitude: number;
  longitude: number;
  pc4: Array<[number, number]>;
}

/** The towns whose 4-digit postcode ranges are known, with their centres (a hand-made list, ADR 032). */
const POSTCODE_TOWNS = townsData.towns as TownRow[];

function placeOf(row: TownRow): Town {
  const place = PLACES.find((candidate) => candidate.name === row.name && candidate.province === row.province);
  const { pc4: _ranges, ...town } = row;
  return { ...town, municipality: place?.municipality ?? row.name, key: place?.key ?? row.name };
}

/**
 * The offline default. A postcode in a known range gives its town; any other address asks the applicant to pick
 * the place from the full list. It knows the town, not the street: the coordinates are the town's centre.
 */
export const offlineGeocoder: Geocoder = {
  async locate(postcode) {
    const pc4 = Number(postcode.slice(0, 4));
    const row = POSTCODE_TOWNS.find((town) => town.pc4.some(([from, to]) => pc4 >= from && pc4 <= to));
    return row ? placeOf(row) : null;
  },
  towns: () => PLACES,
};

/** A place from the list as the applicant picked it: by its key, or by its name when that is unique. */
export function townNamed(geocoder: Geocoder, picked: string): Town | null {
  const wanted = picked.trim().toLowerCase();
  const towns = geocoder.towns();
  const byKey = towns.find((town) => town.key.toLowerCase() === wanted);
  if (byKey) return byKey;
  const byName = towns.filter((town) => town.name.toLowerCase() === wanted);
  return byName.length === 1 ? (byName[0] as Town) : null;
}
