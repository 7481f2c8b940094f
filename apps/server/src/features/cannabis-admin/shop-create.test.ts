import type { ApiError, AuditPage, EditableCoffeeshop } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const input = {
  name: 'De Vliegende Hollander',
  address: 'Oudegracht 12',
  postcode: '3511 ap',
  plaats: 'Utrecht',
  province: 'Utrecht',
  latitude: 52.09,
  longitude: 5.12,
  openingHours: { ma: [], di: [], wo: [], do: [], vr: [{ open: '10:00', close: '23:00' }], za: [], zo: [] },
};

async function shopCount() {
  return (await t.db.select({ id: coffeeshops.id }).from(coffeeshops)).length;
}

describe('adding a coffeeshop', () => {
  it('is for admins: live at once, menu in the shop only, owned and managed by the named account, audited', async () => {
    const admin = await t.userWithRole('admin');
    const owner = await t.signUp();
    const response = await t.request('/api/admin/coffeeshops', {
      cookie: admin.cookie,
      body: { ...input, ownerEmail: owner.email },
    });
    expect(response.status).toBe(201);
    const shop = await readJson<EditableCoffeeshop>(response);
    expect(shop).toMatchObject({
      slug: 'de-vliegende-hollander',
      plaatsSlug: 'utrecht',
      postcode: '3511 AP',
      menuVisibility: 'in_store',
      active: true,
      ownerId: owner.userId,
    });
    const page = await t.request(`/api/coffeeshops/utrecht/de-vliegende-hollander`);
    expect(page.status).toBe(200);
    const managed = await readJson<Array<{ id: string }>>(await t.request('/api/menu/shops', { cookie: owner.cookie }));
    expect(managed.map((row) => row.id)).toContain(shop.id);
    const superadmin = await t.userWithRole('superadmin');
    const audit = await readJson<AuditPage>(await t.request('/api/admin/audit', { cookie: superadmin.cookie }));
    expect(audit.items.find((row) => row.action === 'shop.create' && row.targetId === shop.id)?.actor.id).toBe(admin.userId);
  });

  it('refuses users, guests, demo, duplicates, unknown owners and bad input in Dutch, storing nothing', async () => {
    const admin = await t.userWithRole('admin');
    const user = await t.signUp();
    const demo = await t.userWithRole('demo');
    const other = { ...input, name: 'Coffeeshop Nergens' };
    const before = await shopCount();
    expect((await t.request('/api/admin/coffeeshops', { body: other })).status).toBe(401);
    expect((await t.request('/api/admin/coffeeshops', { cookie: user.cookie, body: other })).status).toBe(403);
    expect((await t.request('/api/admin/coffeeshops', { cookie: demo.cookie, body: other })).status).toBe(403);
    const unknown = await t.request('/api/admin/coffeeshops', {
      cookie: admin.cookie,
      body: { ...other, ownerEmail: 'niemand@voorbeeld.nl' },
    });
    expect(unknown.status).toBe(422);
    expect((await readJson<ApiError>(unknown)).issues?.[0]).toEqual({
      path: ['ownerEmail'],
      message: 'Er is geen account met dit e-mailadres',
    });
    const bad = await t.request('/api/admin/coffeeshops', {
      cookie: admin.cookie,
      body: { ...other, postcode: '12345', province: 'Vlaanderen', latitude: 49.5 },
    });
    expect(bad.status).toBe(422);
    const messages = (await readJson<ApiError>(bad)).issues?.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Vul een Nederlandse postcode in, bijvoorbeeld 1012 AB',
        'Kies een provincie uit de lijst',
        'Ligt niet in Nederland',
      ]),
    );
    expect(await shopCount()).toBe(before);
    const first = await t.request('/api/admin/coffeeshops', { cookie: admin.cookie, body: other });
    expect(first.status).toBe(201);
    const duplicate = await t.request('/api/admin/coffeeshops', { cookie: admin.cookie, body: other });
    expect(duplicate.status).toBe(409);
    expect((await readJson<ApiError>(duplicate)).message).toBe('Er bestaat al een coffeeshop met deze naam in deze plaats.');
    expect(await shopCount()).toBe(before + 1);
  });
});
