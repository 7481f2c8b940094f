import { productsOfPlan } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrationFile } from '../../test/run-migration.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { placeSubscriptions } from '../schema/index.ts';
import { insertShop, insertVenue } from './factories.ts';
import { seed } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const planOf = async (kind: 'coffeeshop' | 'venue', placeId: string) => {
  const [row] = await t.db
    .select({ plan: placeSubscriptions.plan, modules: placeSubscriptions.modules })
    .from(placeSubscriptions)
    .where(and(eq(placeSubscriptions.placeKind, kind), eq(placeSubscriptions.placeId, placeId)));
  return row ?? null;
};

describe('plans and restarts (ADR 070)', () => {
  it('a restart, with or without demo data, gives a real owner’s place no plan', async () => {
    const owner = await t.signUp();
    const shop = await insertShop(t.db, { ownerId: owner.userId }, null);
    await seed({ auth: t.auth, db: t.db, logger: t.logger, demoAccounts: false });
    await seed({ auth: t.auth, db: t.db, logger: t.logger, demoAccounts: true });
    expect(await planOf('coffeeshop', shop.id)).toBeNull();
  });

  it('migration 0044 gives places owned before plans every module once, and leaves chosen plans and unowned places', async () => {
    const owner = await t.signUp();
    const before = await insertVenue(t.db, { ownerId: owner.userId }, null);
    const chosen = await insertShop(t.db, { ownerId: owner.userId }, 'basis');
    const unowned = await insertShop(t.db, { ownerId: null }, null);
    await runMigrationFile(t.db, '0044_grandfather_plans.sql');
    expect(await planOf('venue', before.id)).toEqual({ plan: 'compleet', modules: productsOfPlan('compleet') });
    expect(await planOf('coffeeshop', chosen.id)).toEqual({ plan: 'basis', modules: productsOfPlan('basis') });
    expect(await planOf('coffeeshop', unowned.id)).toBeNull();
  });
});
