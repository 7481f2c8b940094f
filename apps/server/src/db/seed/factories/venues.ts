import { DEFAULT_RESERVATION_SETTINGS, slugify } from '@platform/core';
import type { Database } from '../../client.ts';
import { venues } from '../../schema/index.ts';
import { nextNumber } from './sequence.ts';

export type VenueInsert = typeof venues.$inferInsert;

const EVENING = [{ open: '17:00', close: '23:00' }];

/**
 * An insert-ready restaurant in Utrecht, open 17:00–23:00 every day. The
 * defaults only cover columns every seeded venue sets itself.
 */
export function buildVenue(overrides: Partial<VenueInsert> = {}): VenueInsert {
  const name = overrides.name ?? `Testzaak ${nextNumber()}`;
  return {
    name,
    slug: slugify(name),
    plaats: 'Utrecht',
    plaatsSlug: 'utrecht',
    address: 'Oudegracht 1',
    postcode: '3511 AA',
    latitude: 52.09,
    longitude: 5.12,
    category: 'restaurant',
    openingHours: { ma: EVENING, di: EVENING, wo: EVENING, do: EVENING, vr: EVENING, za: EVENING, zo: EVENING },
    phone: '030-1234567',
    reservationSettings: { ...DEFAULT_RESERVATION_SETTINGS },
    ...overrides,
  };
}

export async function insertVenue(db: Database, overrides: Partial<VenueInsert> = {}) {
  const [row] = await db.insert(venues).values(buildVenue(overrides)).returning();
  if (!row) throw new Error('horecazaak niet aangemaakt');
  return row;
}
