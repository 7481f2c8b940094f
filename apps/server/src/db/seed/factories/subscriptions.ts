import { type PlanId, productsOfPlan } from '@platform/core';
import type { Database } from '../../client.ts';
import { coffeeshops, placeSubscriptions, venues } from '../../schema/index.ts';

/** A place's plan in tests and the seed (ADR 058): `null` leaves the place without a plan, so with no modules. */
export type FactoryPlan = PlanId | null;

/** By default a factory's place has every module, so module pages work in every feature's tests. */
export const FACTORY_PLAN: PlanId = 'compleet';

export async function insertSubscriptions(
  db: Database,
  places: ReadonlyArray<{ placeKind: 'coffeeshop' | 'venue'; placeId: string }>,
  plan: FactoryPlan = FACTORY_PLAN,
) {
  if (!plan || places.length === 0) return;
  await db
    .insert(placeSubscriptions)
    .values(places.map((place) => ({ ...place, plan, modules: productsOfPlan(plan) })))
    .onConflictDoNothing();
}

/**
 * Test databases only: every seeded place starts on the plan with every module (ADR 058), so a test that takes a
 * seeded place (and makes someone its owner) uses its module pages as before plans were enforced. Tests of plans
 * and of the enforcement remove or replace a place's subscription themselves.
 */
export async function givePlanToEveryPlace(db: Database, plan: PlanId = FACTORY_PLAN) {
  const [shops, places] = await Promise.all([
    db.select({ id: coffeeshops.id }).from(coffeeshops),
    db.select({ id: venues.id }).from(venues),
  ]);
  await insertSubscriptions(
    db,
    [
      ...shops.map((row) => ({ placeKind: 'coffeeshop' as const, placeId: row.id })),
      ...places.map((row) => ({ placeKind: 'venue' as const, placeId: row.id })),
    ],
    plan,
  );
}
