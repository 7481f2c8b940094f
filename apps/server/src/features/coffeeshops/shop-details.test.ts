import type { ApiError, AuditPage, CoffeeshopDetail, EditableCoffeeshop } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshopManagers, coffeeshops } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories/shops.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = (id: string) => `/api/coffeeshops/manage/${id}/details`;

async function ownedShop() {
  const owner = await t.signUp();
  const shop = await insertShop(t.db, { ownerId: owner.userId });
  return { owner, shop };
}

describe('editing a coffeeshop’s details', () => {
  it('lets the owner read and save every field; the public page shows it at once, under the same address', async () => {
    const { owner, shop } = await ownedShop();
    const details = await readJson<EditableCoffeeshop>(await t.request(path(shop.id), { cookie: owner.cookie }));
    expect(details).toMatchObject({ id: shop.id, name: shop.name, menuVisibility: shop.menuVisibility });
    const before = await t.request(`/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}`);
    expect(before.status).toBe(200);
    const { id, slug, plaatsSlug, ownerId, active, ...input } = details;
    const changed = {
      ...input,
      name: 'De Nieuwe Naam',
      description: 'Gezellige coffeeshop aan de gracht.',
      openingHours: { ...input.openingHours, zo: [{ open: '12:00', close: '20:00' }] },
      residentsOnly: true,
    };
    const saved = await t.request(path(shop.id), { method: 'PUT', cookie: owner.cookie, body: changed });
    expect(saved.status).toBe(200);
    expect(await readJson<EditableCoffeeshop>(saved)).toMatchObject({
      name: 'De Nieuwe Naam',
      slug: shop.slug,
      residentsOnly: true,
    });
    const page = await readJson<CoffeeshopDetail>(await t.request(`/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}`));
    expect(page.name).toBe('De Nieuwe Naam');
    expect(page.openingHours.zo).toEqual([{ open: '12:00', close: '20:00' }]);
  });

  it('lets a manager and an admin save too; only the admin’s change is audited', async () => {
    const { shop } = await ownedShop();
    const manager = await t.signUp();
    await t.db.insert(coffeeshopManagers).values({ coffeeshopId: shop.id, userId: manager.userId });
    const admin = await t.userWithRole('admin');
    const details = await readJson<EditableCoffeeshop>(await t.request(path(shop.id), { cookie: manager.cookie }));
    const { id, slug, plaatsSlug, ownerId, active, ...input } = details;
    expect(
      (await t.request(path(shop.id), { method: 'PUT', cookie: manager.cookie, body: { ...input, phone: '0201234567' } })).status,
    ).toBe(200);
    expect(
      (await t.request(path(shop.id), { method: 'PUT', cookie: admin.cookie, body: { ...input, phone: '0207654321' } })).status,
    ).toBe(200);
    const superadmin = await t.userWithRole('superadmin');
    const audit = await readJson<AuditPage>(await t.request('/api/admin/audit', { cookie: superadmin.cookie }));
    expect(audit.items.filter((row) => row.targetId === shop.id).map((row) => [row.action, row.actor.id])).toEqual([
      ['shop.details', admin.userId],
    ]);
  });

  it('refuses guests, other users, demo, unknown shops and bad input in Dutch, changing nothing', async () => {
    const { owner, shop } = await ownedShop();
    const other = await t.signUp();
    const demo = await t.userWithRole('demo');
    const details = await readJson<EditableCoffeeshop>(await t.request(path(shop.id), { cookie: owner.cookie }));
    const { id, slug, plaatsSlug, ownerId, active, ...input } = details;
    expect((await t.request(path(shop.id))).status).toBe(401);
    expect((await t.request(path(shop.id), { cookie: other.cookie })).status).toBe(403);
    expect((await t.request(path(shop.id), { method: 'PUT', cookie: other.cookie, body: input })).status).toBe(403);
    expect((await t.request(path(shop.id), { method: 'PUT', cookie: demo.cookie, body: input })).status).toBe(403);
    expect((await t.request(path('00000000-0000-4000-8000-000000000000'), { cookie: owner.cookie })).status).toBe(404);
    expect((await t.request(path('geen-id'), { cookie: owner.cookie })).status).toBe(404);
    const bad = await t.request(path(shop.id), {
      method: 'PUT',
      cookie: owner.cookie,
      body: {
        ...input,
        name: ' ',
        postcode: '12345',
        openingHours: { ...input.openingHours, ma: [{ open: '10:00', close: '10:00' }] },
      },
    });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Naam is verplicht',
        'Vul een Nederlandse postcode in, bijvoorbeeld 1012 AB',
        'Openen en sluiten kunnen niet op hetzelfde moment',
      ]),
    );
    const [row] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.id, shop.id));
    expect(row).toMatchObject({ name: shop.name, postcode: shop.postcode });
  });
});
