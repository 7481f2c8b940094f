import type { Town } from '@platform/core';
import data from './nl-towns.json' with { type: 'json' };

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

interface TownRow extends Town {
  pc4: Array<[number, number]>;
}

const TOWNS = (data.towns as TownRow[]).map((row) => ({ ...row }));
const PUBLIC_TOWNS: readonly Town[] = TOWNS.map(({ pc4: _ranges, ...town }) => town);

/**
 * The offline default: a small data file of the towns the platform serves with their 4-digit postcode ranges and
 * centre. It knows the town, not the street: the coordinates are the town's centre, whatever the house number.
 */
export const offlineGeocoder: Geocoder = {
  async locate(postcode) {
    const pc4 = Number(postcode.slice(0, 4));
    const row = TOWNS.find((town) => town.pc4.some(([from, to]) => pc4 >= from && pc4 <= to));
    return row ? (PUBLIC_TOWNS.find((town) => town.name === row.name) ?? null) : null;
  },
  towns: () => PUBLIC_TOWNS,
};

/** A town from the list by its name, as the applicant picked it. */
export function townNamed(geocoder: Geocoder, name: string): Town | null {
  const wanted = name.trim().toLowerCase();
  return geocoder.towns().find((town) => town.name.toLowerCase() === wanted) ?? null;
}
