import type { PlacePhoto } from '@platform/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, venues } from '../../db/schema/index.ts';
import type { PlaceKind } from '../../platform/place-access.ts';

const TABLES = { coffeeshop: coffeeshops, venue: venues } as const;

/** A place's photos, the row locked until the transaction ends (two changes at once wait for each other). */
export async function lockPlacePhotos(db: Database, kind: PlaceKind, id: string): Promise<PlacePhoto[]> {
  const table = TABLES[kind];
  const [row] = await db.select({ photos: table.photos }).from(table).where(eq(table.id, id)).for('update');
  return row?.photos ?? [];
}

export async function savePlacePhotos(db: Database, kind: PlaceKind, id: string, photos: PlacePhoto[]): Promise<void> {
  const table = TABLES[kind];
  await db.update(table).set({ photos, updatedAt: new Date() }).where(eq(table.id, id));
}
