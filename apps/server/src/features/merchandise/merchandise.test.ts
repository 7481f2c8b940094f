// Long file: the items' routes by role and ownership, their bad input and the admin's, sharing one admin and app.
import type { ApiError, ManagedMerchandise, Merchandise } from '@platform/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, merchandise, merchandiseStock } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { approve, partnerWithMember } from '../partners/partners-test-helpers.ts';
import { dashboardItems, ITEM, pngBytes, postItem, upload } from './merchandise-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

const issue = async (response: Response) => (await readJson<ApiError>(response)).issues?.[0]?.message;
const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const countItems = async () => (await t.db.select().from(merchandise)).length;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('partner merchandise on the dashboard', () => {
  it('answers anonymous 401, strangers 403, members and admins 2xx on every dashboard route', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const stranger = await t.signUp();
    const item = await postItem(t, member.cookie, dashboardItems(partner.id));
    const base = dashboardItems(partner.id);
    const routes: Array<{ path: string; method?: string; body?: unknown; ok: number }> = [
      { path: base, ok: 200 },
      { path: `${base}/${item.id}`, ok: 200 },
      { path: base, body: { ...ITEM, published: false }, ok: 201 },
      { path: `${base}/${item.id}`, method: 'PUT', body: ITEM, ok: 200 },
      { path: `/api/partner-dashboard/${partner.id}/merchandise-orders`, ok: 200 },
    ];
    for (const route of routes) {
      const call = (cookie?: string) => t.request(route.path, { cookie, method: route.method, body: route.body });
      expect((await call()).status, route.path).toBe(401);
      const refused = await call(stranger.cookie);
      expect(refused.status, route.path).toBe(403);
      expect(await message(refused)).toBe('Je beheert deze partner niet.');
      expect((await call(member.cookie)).status, route.path).toBe(route.ok);
      expect((await call(admin.cookie)).status, route.path).toBe(route.ok);
    }
    const remove = (cookie?: string) => t.request(`${base}/${item.id}`, { cookie, method: 'DELETE' });
    expect((await remove()).status).toBe(401);
    expect((await remove(stranger.cookie)).status).toBe(403);
    expect(await t.db.select().from(merchandise).where(eq(merchandise.id, item.id))).toHaveLength(1);
    expect((await remove(member.cookie)).status).toBe(204);
    expect(await t.db.select().from(merchandise).where(eq(merchandise.id, item.id))).toEqual([]);
  });

  it('keeps one partner’s items from another partner’s members (404, nothing changed)', async () => {
    const first = await partnerWithMember(t, admin);
    const second = await partnerWithMember(t, admin);
    const item = await postItem(t, first.member.cookie, dashboardItems(first.partner.id));
    // Through the second partner's dashboard, the first partner's item does not exist.
    const path = `${dashboardItems(second.partner.id)}/${item.id}`;
    const read = await t.request(path, { cookie: second.member.cookie });
    expect(read.status).toBe(404);
    expect(await message(read)).toBe('Dit artikel bestaat niet.');
    const edit = await t.request(path, { cookie: second.member.cookie, method: 'PUT', body: { ...ITEM, name: 'Gekaapt' } });
    expect(edit.status).toBe(404);
    expect((await t.request(path, { cookie: second.member.cookie, method: 'DELETE' })).status).toBe(404);
    const [row] = await t.db.select().from(merchandise).where(eq(merchandise.id, item.id));
    expect(row?.name).toBe(ITEM.name);
    // Nor through the first dashboard by a member of the second.
    const other = await t.request(`${dashboardItems(first.partner.id)}/${item.id}`, { cookie: second.member.cookie });
    expect(other.status).toBe(403);
  });

  it('stores price in cents and stock per size or as a total', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const sized = await postItem(t, member.cookie, dashboardItems(partner.id));
    expect(sized).toMatchObject({
      priceCents: 1995,
      stock: 4,
      sizes: [
        { size: 'M', stock: 3 },
        { size: 'L', stock: 1 },
      ],
    });
    const total = await postItem(t, member.cookie, dashboardItems(partner.id), {
      ...ITEM,
      name: 'Aansteker',
      sizes: [],
      stock: 25,
      price: 2.5,
    });
    expect(total).toMatchObject({ priceCents: 250, stock: 25, sizes: [], published: true, orders: 0 });
  });

  it('refuses bad input in Dutch and stores nothing', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const before = await countItems();
    const cases: Array<[unknown, string]> = [
      [{ ...ITEM, price: -1 }, 'De prijs mag niet negatief zijn'],
      [{ ...ITEM, price: '' }, 'Prijs is verplicht'],
      [{ ...ITEM, price: 1.999 }, 'Prijs: gebruik hoogstens twee decimalen'],
      [{ ...ITEM, name: ' ' }, 'Naam is verplicht'],
      [{ ...ITEM, sizes: [{ size: 'M', stock: -2 }] }, 'De voorraad mag niet negatief zijn'],
      [{ ...ITEM, sizes: [], stock: 1.5 }, 'Voorraad: een heel aantal'],
      [
        {
          ...ITEM,
          sizes: [
            { size: 'M', stock: 1 },
            { size: 'm', stock: 1 },
          ],
        },
        'Elke maat mag maar één keer voorkomen',
      ],
      [{ ...ITEM, images: ['https://elders.example/foto.jpg'] }, 'Gebruik een afbeelding die je hier hebt geüpload'],
    ];
    for (const [body, expected] of cases) {
      const response = await t.request(dashboardItems(partner.id), { cookie: member.cookie, body });
      expect(response.status, expected).toBe(422);
      expect(await issue(response)).toBe(expected);
    }
    expect(await countItems()).toBe(before);
    const item = await postItem(t, member.cookie, dashboardItems(partner.id));
    const bad = await t.request(`${dashboardItems(partner.id)}/${item.id}`, {
      cookie: member.cookie,
      method: 'PUT',
      body: { ...ITEM, price: -5 },
    });
    expect(bad.status).toBe(422);
    const [row] = await t.db.select().from(merchandise).where(eq(merchandise.id, item.id));
    expect(row?.priceCents).toBe(1995);
  });

  it('blocks publishing a cannabis-brand item that fails the compliance check, with the reason; a draft is kept', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const before = await countItems();
    const promo = {
      ...ITEM,
      brand: 'cannabis',
      name: 'Grinder',
      description: 'Nu 20% korting op alle wiet, gratis joint erbij!',
    };
    const blocked = await t.request(dashboardItems(partner.id), { cookie: member.cookie, body: promo });
    expect(blocked.status).toBe(422);
    expect(await message(blocked)).toMatch(/^Niet gepubliceerd: de compliancecheck geeft/);
    expect(await countItems()).toBe(before);
    const draft = await postItem(t, member.cookie, dashboardItems(partner.id), { ...promo, published: false });
    expect(draft.published).toBe(false);
  });

  it('uploads images through the image pipeline and refuses a file that is no image (415, nothing stored)', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const stranger = await t.signUp();
    const path = `/api/partner-dashboard/${partner.id}/merchandise-images`;
    const png = await pngBytes();
    expect((await upload(t, path, png)).status).toBe(401);
    expect((await upload(t, path, png, stranger.cookie)).status).toBe(403);
    const wrong = await upload(t, path, new TextEncoder().encode('geen afbeelding'), member.cookie);
    expect(wrong.status).toBe(415);
    expect(await message(wrong)).toBe('Alleen JPEG-, PNG- of WebP-afbeeldingen zijn toegestaan.');
    const stored = await upload(t, path, png, member.cookie);
    expect(stored.status).toBe(201);
    const { url } = await readJson<{ url: string }>(stored);
    expect((await t.request(url)).status).toBe(200);
    const item = await postItem(t, member.cookie, dashboardItems(partner.id), { ...ITEM, images: [url] });
    expect(item.images).toEqual([url]);
  });
});

describe('the public item page', () => {
  it('shows a published item of an approved partner; drafts, pending partners and unknown ids are 404', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const item = await postItem(t, member.cookie, dashboardItems(partner.id));
    const draft = await postItem(t, member.cookie, dashboardItems(partner.id), { ...ITEM, name: 'Pet', published: false });
    // Pending partner: nothing is public yet.
    const pending = await t.request(`/api/merchandise/${item.id}`);
    expect(pending.status).toBe(404);
    expect(await message(pending)).toBe('Dit artikel bestaat niet.');
    expect((await approve(t, admin, partner.id)).status).toBe(204);
    const shown = await t.request(`/api/merchandise/${item.id}`);
    expect(shown.status).toBe(200);
    expect(await readJson<Merchandise>(shown)).toMatchObject({
      name: ITEM.name,
      priceCents: 1995,
      seller: { kind: 'partner', name: partner.name, path: `/partners/${partner.slug}` },
    });
    expect((await t.request(`/api/merchandise/${draft.id}`)).status).toBe(404);
    expect((await t.request(`/api/merchandise/${UNKNOWN}`)).status).toBe(404);
    expect((await t.request('/api/merchandise/geen-id')).status).toBe(404);
    const listed = await readJson<Merchandise[]>(await t.request(`/api/partners/${partner.slug}/merchandise`));
    expect(listed.map((entry) => entry.id)).toEqual([item.id]);
  });
});

describe('admins and /admin/merchandise', () => {
  it('keeps the admin routes to admins', async () => {
    const user = await t.signUp();
    for (const [path, body] of [
      ['/api/admin/merchandise', undefined],
      ['/api/admin/merchandise', ITEM],
      ['/api/admin/merchandise-orders', undefined],
    ] as const) {
      expect((await t.request(path, { body })).status, path).toBe(401);
      expect((await t.request(path, { cookie: user.cookie, body })).status, path).toBe(403);
    }
    const before = await countItems();
    expect((await t.request(`/api/admin/merchandise/${UNKNOWN}`, { cookie: admin.cookie })).status).toBe(404);
    expect(await countItems()).toBe(before);
  });

  it('creates, edits and deletes platform items; a partner item is edited and taken offline (audited), not deleted', async () => {
    const created = await postItem(t, admin.cookie, '/api/admin/merchandise', { ...ITEM, name: 'Platform-hoodie' });
    expect(created.seller).toEqual({ kind: 'platform', id: null, name: 'Het platform', path: null });
    expect((await t.request(`/api/merchandise/${created.id}`)).status).toBe(200);
    const edited = await t.request(`/api/admin/merchandise/${created.id}`, {
      cookie: admin.cookie,
      method: 'PUT',
      body: { ...ITEM, name: 'Platform-hoodie', sizes: [], stock: 10, price: 45 },
    });
    expect(await readJson<ManagedMerchandise>(edited)).toMatchObject({ priceCents: 4500, stock: 10, sizes: [] });

    const { partner, member } = await partnerWithMember(t, admin);
    const item = await postItem(t, member.cookie, dashboardItems(partner.id));
    const list = await readJson<ManagedMerchandise[]>(await t.request('/api/admin/merchandise', { cookie: admin.cookie }));
    expect(list.map((entry) => entry.id)).toEqual(expect.arrayContaining([created.id, item.id]));

    const refused = await t.request(`/api/admin/merchandise/${item.id}`, { cookie: admin.cookie, method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe('Dit artikel is van een partner. Haal het offline in plaats van het te verwijderen.');
    const offline = await t.request(`/api/admin/merchandise/${item.id}/publication`, {
      cookie: admin.cookie,
      method: 'PUT',
      body: { published: false },
    });
    expect((await readJson<ManagedMerchandise>(offline)).published).toBe(false);
    // Edited through the partner's own dashboard path (/admin/partners/{p}/merchandise/{m}/edit).
    const byAdmin = await t.request(`${dashboardItems(partner.id)}/${item.id}`, {
      cookie: admin.cookie,
      method: 'PUT',
      body: { ...ITEM, name: 'Shirt (gecorrigeerd)', published: false },
    });
    expect(byAdmin.status).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, partner.id)).orderBy(asc(auditLog.id));
    expect(audits.filter((row) => row.action === 'partner.merchandise').map((row) => row.details)).toEqual([
      { change: 'offline gehaald', merchandiseId: item.id, name: ITEM.name },
      { change: 'bewerkt', merchandiseId: item.id, name: 'Shirt (gecorrigeerd)' },
    ]);

    expect((await t.request(`/api/admin/merchandise/${created.id}`, { cookie: admin.cookie, method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await t.db.select().from(merchandiseStock).where(eq(merchandiseStock.merchandiseId, created.id))).toEqual([]);
  });

  it('uploads platform images for admins only and refuses a wrong type', async () => {
    const user = await t.signUp();
    const png = await pngBytes();
    expect((await upload(t, '/api/admin/merchandise-images', png, user.cookie)).status).toBe(403);
    expect((await upload(t, '/api/admin/merchandise-images', new Uint8Array([1, 2, 3]), admin.cookie)).status).toBe(415);
    expect((await upload(t, '/api/admin/merchandise-images', png, admin.cookie)).status).toBe(201);
  });
});
