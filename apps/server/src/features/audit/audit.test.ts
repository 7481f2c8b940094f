import type { AuditPage, CoffeeshopOption, MakerContent, TelerOption } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops } from '../../db/schema/index.ts';
import { insertMaker } from '../../db/seed/factories.ts';
import { firstShopAndTeler } from '../../test/fixtures.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from '../horeca/horeca-test-helpers.ts';

let t: TestApp;
let shop: CoffeeshopOption;
let teler: TelerOption;

beforeAll(async () => {
  t = await createTestApp();
  ({ shop, teler } = await firstShopAndTeler(t));
});
afterAll(() => t.close());

const fullName = (account: { firstName: string; lastName: string }) => `${account.firstName} ${account.lastName}`;

async function auditRows() {
  const superadmin = await t.userWithRole('superadmin');
  return (await readJson<AuditPage>(await t.request('/api/admin/audit', { cookie: superadmin.cookie }))).items;
}

describe('the audit log records every admin and moderator action, with names', () => {
  it('records a moderation decision (Markeren) with the submission’s title and the moderator’s name', async () => {
    const maker = await t.signUp();
    await insertMaker(t.db, { userId: maker.userId });
    const content = await readJson<MakerContent>(
      await t.request('/api/community/content', {
        cookie: maker.cookie,
        body: {
          type: 'batch',
          shop_id: shop.id,
          teler_id: teler.id,
          batch_code: 'B-2026-48',
          product_name: 'Amnesia Haze',
          category: 'wiet',
          aroma: ['citrus'],
          impression: 4,
          personal_note: 'Frisse geur.',
        },
      }),
    );
    const moderator = await t.userWithRole('admin');
    const flagged = await t.request(`/api/admin/community/content/${content.id}/decision`, {
      body: { decision: 'flagged', note: 'Controleer de herkomst.' },
      cookie: moderator.cookie,
    });
    expect(flagged.status).toBe(200);
    const row = (await auditRows()).find((item) => item.action === 'moderation.flagged' && item.targetId === content.id);
    expect(row).toMatchObject({
      actor: { id: moderator.userId, name: fullName(moderator), email: moderator.email },
      targetType: 'maker_content',
      subject: { name: content.title },
      details: { from: 'pending', note: 'Controleer de herkomst.' },
    });
  });

  it('records guideline, grower and venue changes, each with the subject’s name', async () => {
    const admin = await t.userWithRole('admin');
    const guideline = await readJson<{ id: string }>(
      await t.request('/api/admin/community/guidelines', {
        body: { guidelineType: 'forbidden_terms', rulesData: { terms: ['gratis'] } },
        cookie: admin.cookie,
      }),
    );
    await t.request(`/api/admin/community/guidelines/${guideline.id}`, {
      method: 'PATCH',
      body: { isActive: false },
      cookie: admin.cookie,
    });
    const grower = await readJson<{ id: string }>(
      await t.request('/api/admin/telers', {
        body: { naam: 'Audit Kweek', plaats: 'Eindhoven', provincie: 'Noord-Brabant', kvkNummer: '12345678' },
        cookie: admin.cookie,
      }),
    );
    await t.request(`/api/admin/telers/${grower.id}`, {
      method: 'PUT',
      body: { naam: 'Audit Kweek', plaats: 'Helmond', provincie: 'Noord-Brabant', kvkNummer: '12345678' },
      cookie: admin.cookie,
    });
    const venue = await readJson<{ id: string }>(
      await t.request('/api/admin/horeca/venues', {
        cookie: admin.cookie,
        body: {
          name: 'Auditcafé De Kroon',
          category: 'cafe',
          cuisines: ['hollands'],
          priceLevel: 2,
          address: 'Markt 1',
          postcode: '5611 AA',
          plaats: 'Eindhoven',
          latitude: 51.44,
          longitude: 5.47,
          openingHours: { ma: [], di: [], wo: [], do: [], vr: [], za: [], zo: [] },
          reservationsEnabled: false,
          maxPartySize: 8,
          coverLimitPerSlot: 20,
          cutoffHours: 2,
        },
      }),
    );
    const mine = (await auditRows()).filter((item) => item.actor.id === admin.userId);
    expect(mine.map((item) => [item.action, item.subject.name]).sort()).toEqual(
      [
        ['guideline.create', 'forbidden_terms'],
        ['guideline.deactivate', 'forbidden_terms'],
        ['teler.create', 'Audit Kweek'],
        ['teler.update', 'Audit Kweek'],
        ['venue.create', 'Auditcafé De Kroon'],
      ].sort(),
    );
    expect(mine.find((item) => item.action === 'venue.create')?.targetId).toBe(venue.id);
    expect(mine.every((item) => item.actor.name === fullName(admin))).toBe(true);
  });

  it('names the user a role change is about', async () => {
    const superadmin = await t.userWithRole('superadmin');
    const person = await t.signUp();
    await t.request(`/api/admin/users/${person.userId}/role`, { body: { role: 'admin' }, cookie: superadmin.cookie });
    const row = (await auditRows()).find((item) => item.action === 'user.role' && item.targetId === person.userId);
    expect(row?.subject.name).toBe(fullName(person));
    expect(row?.actor.name).toBe(fullName(superadmin));
  });

  it('records an admin’s change to a shop they do not manage, not the owner’s own changes', async () => {
    const [row] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.id, shop.id));
    const owner = await t.signUp();
    await t.db.update(coffeeshops).set({ ownerId: owner.userId }).where(eq(coffeeshops.id, shop.id));
    const product = { naam: 'Audit Haze', prijzen: { '1g': 10 }, voorraad: 5 };
    expect((await t.request(`/api/menu/shops/${shop.id}/products`, { body: product, cookie: owner.cookie })).status).toBe(201);
    const admin = await t.userWithRole('admin');
    const created = await readJson<{ id: string }>(
      await t.request(`/api/menu/shops/${shop.id}/products`, { body: { ...product, naam: 'Admin Haze' }, cookie: admin.cookie }),
    );
    await t.request(`/api/menu/shops/${shop.id}/products/${created.id}`, {
      method: 'PATCH',
      body: { voorraad: 9 },
      cookie: admin.cookie,
    });
    await t.request(`/api/coffeeshops/${shop.id}/settings`, {
      method: 'PATCH',
      body: { menuVisibility: 'verified' },
      cookie: admin.cookie,
    });
    await t.request(`/api/menu/shops/${shop.id}/screens`, { body: { name: 'Admin-scherm' }, cookie: admin.cookie });
    const rows = (await auditRows()).filter((item) => item.targetType === 'coffeeshop' && item.targetId === shop.id);
    expect(rows.every((item) => item.actor.id === admin.userId && item.subject.name === row?.name)).toBe(true);
    expect(rows.map((item) => [item.action, item.details.change ?? null]).sort()).toEqual(
      [
        ['shop.menu', 'product.create'],
        ['shop.menu', 'product.update'],
        ['shop.screens', 'create'],
        ['shop.settings', null],
      ].sort(),
    );
    expect(rows.find((item) => item.action === 'shop.settings')?.details).toMatchObject({ to: 'verified' });
  });

  it('records an admin’s change to a venue they neither own nor manage, and not the owner’s own', async () => {
    const owner = await t.signUp();
    const admin = await t.userWithRole('admin');
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const block = (cookie: string, reason: string) =>
      t.request(`/api/horeca/manage/venues/${venue.id}/blocks`, {
        cookie,
        body: { tableId: null, date: nextWeekday('wo'), from: '17:00', to: '18:00', reason },
      });
    expect((await block(owner.cookie, 'Eigen feest')).status).toBe(201);
    expect((await block(admin.cookie, 'Onderhoud keuken')).status).toBe(201);
    const rows = (await auditRows()).filter((item) => item.targetType === 'venue' && item.targetId === venue.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'venue.reservations',
      actor: { id: admin.userId, name: fullName(admin) },
      subject: { name: venue.name },
      details: { change: 'block', reason: 'Onderhoud keuken' },
    });
  });
});
