import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshops, users, venues } from '../schema/index.ts';
import { FACTORY_PLAN, insertSubscriptions } from './factories/subscriptions.ts';

/**
 * The demo owner's shop and venue get the plan with every module (ADR 058), so the demo's module pages work. Only
 * the demo owner's: a real owner's place never gets a plan from a restart (ADR 070); it chooses one on
 * /abonnementen. A place that already has a plan keeps it.
 */
export async function seedDemoPlans(db: Database) {
  const owner = await db.query.users.findFirst({ where: eq(users.email, 'gebruiker@demo.nl') });
  if (!owner) return;
  const [shops, places] = await Promise.all([
    db.select({ id: coffeeshops.id }).from(coffeeshops).where(eq(coffeeshops.ownerId, owner.id)),
    db.select({ id: venues.id }).from(venues).where(eq(venues.ownerId, owner.id)),
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
