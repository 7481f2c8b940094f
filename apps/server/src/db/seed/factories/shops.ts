import { slugify } from '@platform/core';
import type { Database } from '../../client.ts';
import { coffeeshops } from '../../schema/index.ts';
import { nextNumber } from './sequence.ts';
import { FACTORY_PLAN, type FactoryPlan, insertSubscriptions } from './subscriptions.ts';

export type ShopInsert = typeof coffeeshops.$inferInsert;

/** Every day 10:00–23:00, Sunday from 12:00. */
const DAY = [{ open: '10:00', close: '23:00' }];

/**
 * An insert-ready coffeeshop in Utrecht. The defaults only cover the columns
 * every seeded shop sets itself, so the seed's rows come out exactly as written.
 */
export function buildShop(overrides: Partial<ShopInsert> = {}): ShopInsert {
  const name = overrides.name ?? `Coffeeshop De Linde ${nextNumber()}`;
  return {
    name,
    slug: slugify(name),
    plaats: 'Utrecht',
    plaatsSlug: 'utrecht',
    address: 'Oudegracht 12',
    postcode: '3511 AB',
    province: 'Utrecht',
    latitude: 52.0907,
    longitude: 5.1214,
    openingHours: { ma: DAY, di: DAY, wo: DAY, do: DAY, vr: DAY, za: DAY, zo: [{ open: '12:00', close: '23:00' }] },
    description: 'Coffeeshop aan de Oudegracht in Utrecht. Alleen 18+.',
    phone: '030 123 4567',
    ...overrides,
  };
}

/** Inserts a coffeeshop on the plan given (every module unless told otherwise; `null` for none, ADR 058). */
export async function insertShop(db: Database, overrides: Partial<ShopInsert> = {}, plan: FactoryPlan = FACTORY_PLAN) {
  const [row] = await db.insert(coffeeshops).values(buildShop(overrides)).returning();
  if (!row) throw new Error('coffeeshop niet aangemaakt');
  await insertSubscriptions(db, [{ placeKind: 'coffeeshop', placeId: row.id }], plan);
  return row;
}
