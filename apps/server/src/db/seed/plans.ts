import { isNotNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshops, venues } from '../schema/index.ts';
import { FACTORY_PLAN, insertSubscriptions } from './factories/subscriptions.ts';

/**
 * Seeded places with an owner (the demo owner's shop and venue) get the plan with every module (ADR 058), so the
 * demo's module pages work as before plans were enforced. A place that already has a plan keeps it.
 */
export async function seedPlans(db: Database) {
  const [shops, places] = await Promise.all([
    db.select({ id: coffeeshops.id }).from(coffeeshops).where(isNotNull(coffeeshops.ownerId)),
    db.select({ id: venues.id }).from(venues).where(isNotNull(venues.ownerId)),
  ]);
  await insertSubscriptions(
    db,
    [
      ...shops.map((row) => ({ placeKind: 'coffeeshop' as const, placeId: row.id })),
      ...places.map((row) => ({ placeKind: 'venue' as const, placeId: row.id })),
    ],
    FACTORY_PLAN,
  );
}
