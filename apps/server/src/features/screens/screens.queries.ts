import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, products, screenMenuViews, screens, screenUptime } from '../../db/schema/index.ts';

export type ScreenRow = typeof screens.$inferSelect;

export function selectScreens(db: Database, coffeeshopId: string) {
  return db.select().from(screens).where(eq(screens.coffeeshopId, coffeeshopId)).orderBy(asc(screens.createdAt));
}

export async function insertScreen(
  db: Database,
  values: Omit<typeof screens.$inferInsert, 'id' | 'createdAt' | 'revokedAt' | 'lastSeenAt'>,
) {
  const [row] = await db.insert(screens).values(values).returning();
  if (!row) throw new Error('screen insert returned nothing');
  return row;
}

export async function updateScreen(db: Database, screenId: string, changes: Partial<typeof screens.$inferInsert>) {
  const [row] = await db.update(screens).set(changes).where(eq(screens.id, screenId)).returning();
  return row as ScreenRow;
}

export async function selectScreen(db: Database, coffeeshopId: string, screenId: string) {
  const [row] = await db
    .select()
    .from(screens)
    .where(and(eq(screens.id, screenId), eq(screens.coffeeshopId, coffeeshopId)));
  return row ?? null;
}

/** A live screen by its URL token: revoked screens, and the screens of an offline shop (ADR 029), are not found. */
export async function selectLiveScreenByToken(db: Database, token: string) {
  const [row] = await db
    .select(getTableColumns(screens))
    .from(screens)
    .innerJoin(coffeeshops, and(eq(coffeeshops.id, screens.coffeeshopId), eq(coffeeshops.active, true)))
    .where(and(eq(screens.token, token), isNull(screens.revokedAt)));
  return row ?? null;
}

export async function selectLiveScreenByCode(db: Database, code: string) {
  const [row] = await db
    .select(getTableColumns(screens))
    .from(screens)
    .innerJoin(coffeeshops, and(eq(coffeeshops.id, screens.coffeeshopId), eq(coffeeshops.active, true)))
    .where(and(eq(screens.pairingCode, code), isNull(screens.revokedAt)));
  return row ?? null;
}

export async function selectShopHeader(db: Database, coffeeshopId: string) {
  const [row] = await db
    .select({ id: coffeeshops.id, name: coffeeshops.name, plaats: coffeeshops.plaats })
    .from(coffeeshops)
    .where(and(eq(coffeeshops.id, coffeeshopId), eq(coffeeshops.active, true)));
  return row ?? null;
}

export function selectScreenProducts(db: Database, coffeeshopId: string) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.coffeeshopId, coffeeshopId), eq(products.actief, true)))
    .orderBy(asc(products.sortOrder), asc(products.naam));
}

/**
 * Counts the clock minute of `minute` (its start) as online for the screen on the Dutch `day`, once: a second call
 * in the same minute (another heartbeat, a second tab) changes nothing. Also notes when the screen was last seen.
 */
export async function recordScreenMinute(db: Database, screenId: string, day: string, minute: Date) {
  await db
    .insert(screenUptime)
    .values({ screenId, day, minutes: 1, lastMinute: minute })
    .onConflictDoUpdate({
      target: [screenUptime.screenId, screenUptime.day],
      set: { minutes: sql`${screenUptime.minutes} + 1`, lastMinute: minute },
      setWhere: sql`${screenUptime.lastMinute} < ${minute.toISOString()}::timestamptz`,
    });
  await db.update(screens).set({ lastSeenAt: minute }).where(eq(screens.id, screenId));
}

/**
 * Counts the clock hour starting at `hour` as a menu view of the screen on the Dutch `day`, once (ADR 076): a second
 * report in the same hour (a reload, a retry, a second tab) changes nothing.
 */
export async function recordMenuViewHour(db: Database, screenId: string, day: string, hour: Date) {
  await db
    .insert(screenMenuViews)
    .values({ screenId, day, views: 1, lastHour: hour })
    .onConflictDoUpdate({
      target: [screenMenuViews.screenId, screenMenuViews.day],
      set: { views: sql`${screenMenuViews.views} + 1`, lastHour: hour },
      setWhere: sql`${screenMenuViews.lastHour} < ${hour.toISOString()}::timestamptz`,
    });
}
