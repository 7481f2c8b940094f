import type { AdminPlace, ApiError, AuditPage, PlaceAdminState } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, venues } from '../db/schema/index.ts';
import { insertShop } from '../db/seed/factories/shops.ts';
import { insertVenue } from '../db/seed/factories/venues.ts';
import { createTestApp, readJson, type TestApp } from '../test/test-app.ts';

let t: TestApp;
type Owner = Awaited<ReturnType<TestApp['signUp']>>;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

/** Each kind of place: where admins change it, where its owner manages it, and where the public sees it. */
const KINDS = [
  {
    kind: 'coffeeshop',
    base: '/api/admin/coffeeshops',
    async create(owner: Owner) {
      const row = await insertShop(t.db, { ownerId: owner.userId });
      const screen = await t.request(`/api/menu/shops/${row.id}/screens`, { cookie: owner.cookie, body: { name: 'Toonbank' } });
      expect(screen.status).toBe(201);
      return {
        screenToken: (await readJson<{ token: string }>(screen)).token as string | null,
        id: row.id,
        manage: `/api/menu/shops/${row.id}/products`,
        page: `/api/coffeeshops/${row.plaatsSlug}/${row.slug}`,
        list: '/api/menu/shops',
      };
    },
    async row(id: string) {
      const [row] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.id, id));
      return row;
    },
    count: async () => (await t.db.select({ id: coffeeshops.id }).from(coffeeshops)).length,
  },
  {
    kind: 'venue',
    base: '/api/admin/horeca/venues',
    async create(owner: Owner) {
      const row = await insertVenue(t.db, { ownerId: owner.userId });
      return {
        screenToken: null as string | null,
        id: row.id,
        manage: `/api/horeca/manage/venues/${row.id}/edit`,
        page: `/api/horeca/venues/${row.plaatsSlug}/${row.slug}`,
        list: '/api/horeca/manage/venues',
      };
    },
    async row(id: string) {
      const [row] = await t.db.select().from(venues).where(eq(venues.id, id));
      return row;
    },
    count: async () => (await t.db.select({ id: venues.id }).from(venues)).length,
  },
] as const;

async function auditActions(targetId: string) {
  const superadmin = await t.userWithRole('superadmin');
  const page = await readJson<AuditPage>(await t.request('/api/admin/audit', { cookie: superadmin.cookie }));
  return page.items.filter((row) => row.targetId === targetId).map((row) => [row.action, row.details]);
}

describe.each(KINDS)('an admin runs any $kind', ({ kind, base, create, row, count }) => {
  it('takes it offline (gone for the public and its owner) and back online, audited', async () => {
    const owner = await t.signUp();
    const place = await create(owner);
    const off = await t.request(`${base}/${place.id}/status`, { cookie: admin.cookie, body: { active: false } });
    expect(off.status).toBe(200);
    expect(await readJson<PlaceAdminState>(off)).toEqual({ id: place.id, active: false, ownerId: owner.userId });
    expect((await t.request(place.page)).status).toBe(404);
    expect((await t.request(place.manage, { cookie: owner.cookie })).status).toBe(404);
    const listed = async (cookie: string) =>
      (await readJson<Array<{ id: string }>>(await t.request(place.list, { cookie }))).some((item) => item.id === place.id);
    expect(await listed(owner.cookie)).toBe(false);
    expect(await listed(admin.cookie)).toBe(false);
    if (place.screenToken) {
      expect((await t.request(`/api/screens/${place.screenToken}/feed`)).status).toBe(404);
    }
    expect((await t.request(`${base}/${place.id}/status`, { cookie: admin.cookie, body: { active: true } })).status).toBe(200);
    expect((await t.request(place.page)).status).toBe(200);
    expect((await t.request(place.manage, { cookie: owner.cookie })).status).toBe(200);
    expect(await listed(owner.cookie)).toBe(true);
    if (place.screenToken) expect((await t.request(`/api/screens/${place.screenToken}/feed`)).status).toBe(200);
    const prefix = kind === 'coffeeshop' ? 'shop' : 'venue';
    expect(await auditActions(place.id)).toEqual([
      [`${prefix}.status`, { from: 'offline', to: 'online' }],
      [`${prefix}.status`, { from: 'online', to: 'offline' }],
    ]);
  });

  it('hands it to another account: the new owner runs it, the old one no longer', async () => {
    const [before, after] = [await t.signUp(), await t.signUp()];
    const place = await create(before);
    const moved = await t.request(`${base}/${place.id}/owner`, { cookie: admin.cookie, body: { ownerEmail: after.email } });
    expect(moved.status).toBe(200);
    expect((await readJson<PlaceAdminState>(moved)).ownerId).toBe(after.userId);
    expect((await t.request(place.manage, { cookie: after.cookie })).status).toBe(200);
    expect((await t.request(place.manage, { cookie: before.cookie })).status).toBe(403);
    const prefix = kind === 'coffeeshop' ? 'shop' : 'venue';
    expect(await auditActions(place.id)).toEqual([[`${prefix}.owner`, { from: before.email, to: after.email }]]);
    expect((await t.request(`${base}/${place.id}/owner`, { cookie: admin.cookie, body: { ownerEmail: null } })).status).toBe(200);
    expect((await row(place.id))?.ownerId).toBeNull();
  });

  it('lists every place for admins, offline ones too, with the owner’s address', async () => {
    const owner = await t.signUp();
    const place = await create(owner);
    await t.request(`${base}/${place.id}/status`, { cookie: admin.cookie, body: { active: false } });
    const list = await readJson<AdminPlace[]>(await t.request(base, { cookie: admin.cookie }));
    expect(list.find((item) => item.id === place.id)).toMatchObject({ active: false, ownerEmail: owner.email });
    expect(list.length).toBe(await count());
    expect((await t.request(base)).status).toBe(401);
    expect((await t.request(base, { cookie: owner.cookie })).status).toBe(403);
  });

  it('refuses everyone but admins, unknown places, unknown owners and bad input in Dutch, changing nothing', async () => {
    const owner = await t.signUp();
    const place = await create(owner);
    const demo = await t.userWithRole('demo');
    for (const path of [`${base}/${place.id}/status`, `${base}/${place.id}/owner`]) {
      const body = path.endsWith('status') ? { active: false } : { ownerEmail: null };
      expect((await t.request(path, { body })).status).toBe(401);
      expect((await t.request(path, { cookie: owner.cookie, body })).status).toBe(403);
      expect((await t.request(path, { cookie: demo.cookie, body })).status).toBe(403);
    }
    const unknownId = await t.request(`${base}/00000000-0000-4000-8000-000000000000/status`, {
      cookie: admin.cookie,
      body: { active: false },
    });
    expect(unknownId.status).toBe(404);
    expect((await t.request(`${base}/geen-id/status`, { cookie: admin.cookie, body: { active: false } })).status).toBe(404);
    const badStatus = await t.request(`${base}/${place.id}/status`, { cookie: admin.cookie, body: { active: 'ja' } });
    expect(badStatus.status).toBe(422);
    expect((await readJson<ApiError>(badStatus)).issues?.[0]?.message).toBe('Kies of de zaak actief is');
    const unknownOwner = await t.request(`${base}/${place.id}/owner`, {
      cookie: admin.cookie,
      body: { ownerEmail: 'niemand@voorbeeld.nl' },
    });
    expect(unknownOwner.status).toBe(422);
    expect((await readJson<ApiError>(unknownOwner)).issues?.[0]).toEqual({
      path: ['ownerEmail'],
      message: 'Er is geen account met dit e-mailadres',
    });
    for (const body of [{ ownerEmail: 'geen adres' }, {}, { email: owner.email }]) {
      const bad = await t.request(`${base}/${place.id}/owner`, { cookie: admin.cookie, body });
      expect(bad.status).toBe(422);
      expect((await readJson<ApiError>(bad)).issues?.[0]?.message).toBe('Vul een geldig e-mailadres in');
    }
    expect(await row(place.id)).toMatchObject({ active: true, ownerId: owner.userId });
    expect(await auditActions(place.id)).toEqual([]);
  });
});
