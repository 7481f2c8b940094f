import { addDays, DEFAULT_RESERVATION_SETTINGS, dutchDate, type ReservationSettings, weekdayOf } from '@platform/core';
import type { Database } from '../../db/client.ts';
import { venueAreas } from '../../db/schema/index.ts';
import { type FloorTableSeed, insertFloorTables } from '../../db/seed/factories/venues.ts';
import { insertVenue } from '../../db/seed/factories.ts';

/** The first date at least `ahead` days from now that falls on `weekday` (Dutch calendar). */
export function nextWeekday(weekday: ReturnType<typeof weekdayOf>, ahead = 3, now = new Date()): string {
  let date = addDays(dutchDate(now), ahead);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** A venue made for a test: open 17:00–23:00 every day, with the given tables in one area (the combinable ones paired with each other). */
export async function createTestVenue(
  db: Database,
  options: { tables: Array<Omit<FloorTableSeed, 'name'>>; settings?: Partial<ReservationSettings>; ownerId?: string },
) {
  const venue = await insertVenue(db, {
    reservationSettings: { ...DEFAULT_RESERVATION_SETTINGS, coverLimitPerSlot: 500, ...options.settings },
    ownerId: options.ownerId ?? null,
  });
  const [area] = await db.insert(venueAreas).values({ venueId: venue.id, name: 'Binnen' }).returning();
  if (!area) throw new Error('test area not created');
  const tables = await insertFloorTables(
    db,
    venue.id,
    area.id,
    options.tables.map((table, index) => ({ name: String(index + 1), ...table })),
  );
  return { venue, tables };
}
