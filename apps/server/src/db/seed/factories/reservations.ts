import type { Database } from '../../client.ts';
import { reservations } from '../../schema/index.ts';
import { nextNumber } from './sequence.ts';

export type ReservationInsert = typeof reservations.$inferInsert;

const TWO_HOURS = 2 * 3_600_000;

/**
 * An insert-ready confirmed booking for two at `venueId` from `startsAt`, two
 * hours long, by a guest with a unique e-mail address.
 */
export function buildReservation(
  overrides: Partial<ReservationInsert> & Pick<ReservationInsert, 'venueId' | 'startsAt'>,
): ReservationInsert {
  return {
    endsAt: new Date(overrides.startsAt.getTime() + TWO_HOURS),
    partySize: 2,
    status: 'confirmed',
    tableIds: [],
    name: 'Sanne de Vries',
    email: `gast.${nextNumber()}@voorbeeld.nl`,
    ...overrides,
  };
}

export async function insertReservation(
  db: Database,
  overrides: Partial<ReservationInsert> & Pick<ReservationInsert, 'venueId' | 'startsAt'>,
) {
  const [row] = await db.insert(reservations).values(buildReservation(overrides)).returning();
  if (!row) throw new Error('reservering niet aangemaakt');
  return row;
}
