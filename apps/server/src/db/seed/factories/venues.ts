import { DEFAULT_RESERVATION_SETTINGS, slugify } from '@platform/core';
import type { Database } from '../../client.ts';
import { venues, venueTablePairs, venueTables } from '../../schema/index.ts';
import { nextNumber } from './sequence.ts';
import { FACTORY_PLAN, type FactoryPlan, insertSubscriptions } from './subscriptions.ts';

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

/** Inserts a venue on the plan given (every module unless told otherwise; `null` for none, ADR 058). */
export async function insertVenue(db: Database, overrides: Partial<VenueInsert> = {}, plan: FactoryPlan = FACTORY_PLAN) {
  const [row] = await db.insert(venues).values(buildVenue(overrides)).returning();
  if (!row) throw new Error('horecazaak niet aangemaakt');
  await insertSubscriptions(db, [{ placeKind: 'venue', placeId: row.id }], plan);
  return row;
}

export interface FloorTableSeed {
  name: string;
  seats: number;
  /** Pushed together with every other `combinable` table of this call (ADR 031 stores these as pairs). */
  combinable?: boolean;
  minParty?: number;
  bookableOnline?: boolean;
  x?: number;
  y?: number;
}

/** Tables of one area, laid out in a row unless placed, with every combinable pair among them. */
export async function insertFloorTables(db: Database, venueId: string, areaId: string, tables: readonly FloorTableSeed[]) {
  const rows = await db
    .insert(venueTables)
    .values(
      tables.map((table, index) => ({
        venueId,
        areaId,
        name: table.name,
        seats: table.seats,
        minParty: table.minParty ?? 1,
        bookableOnline: table.bookableOnline ?? true,
        x: table.x ?? 20 + (index % 6) * 120,
        y: table.y ?? 20 + Math.floor(index / 6) * 120,
      })),
    )
    .returning();
  const combinable = rows.filter((_, index) => tables[index]?.combinable).map((row) => row.id);
  const pairs = combinable.flatMap((id, i) =>
    combinable.slice(i + 1).map((other) => ({
      venueId,
      tableId: id < other ? id : other,
      otherTableId: id < other ? other : id,
    })),
  );
  if (pairs.length > 0) await db.insert(venueTablePairs).values(pairs);
  return rows;
}
