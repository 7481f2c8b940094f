import { type ApiError, DEFAULT_PLATFORM_SETTINGS, type PlanId } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettings, staffEmployees, venueManagers } from '../../db/schema/index.ts';
import { insertVenue } from '../../db/seed/factories.ts';
import { invalidateSettings } from '../../platform/settings.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let admin: Account;
let superadmin: Account;
beforeAll(async () => {
  t = await createTestApp();
  [admin, superadmin] = await Promise.all([t.userWithRole('admin'), t.userWithRole('superadmin')]);
});
afterAll(() => t.close());

const WEEK = '2026-11-30';
const RANGE = new URLSearchParams({ from: '2026-11-01', to: '2026-11-26' });
const SOCIAL_RANGE = new URLSearchParams({ from: '2026-11-01T00:00:00+01:00', to: '2026-11-30T00:00:00+01:00' });

/** One request per module page, for a venue. */
const MODULES = {
  personeelsplanner: (id: string) => `/api/staff-planner/places/venue/${id}/week?week=${WEEK}`,
  'sociale-media': (id: string) => `/api/social/places/venue/${id}/posts?${SOCIAL_RANGE}`,
  rapportages: (id: string) => `/api/reports/places/venue/${id}?${RANGE}`,
} as const;

function menuImportDiff(cookie: string, id: string) {
  return t.request('/api/menu-import/diff', { cookie, body: { placeType: 'venue', placeId: id, items: [] } });
}

async function venueOn(plan: PlanId | null) {
  const owner = await t.signUp();
  const venue = await insertVenue(t.db, { ownerId: owner.userId }, plan);
  return { id: venue.id, owner };
}

describe('plans enforcement × module', () => {
  it('refuses each module outside the plan with a Dutch 403 naming the plan and /abonnementen', async () => {
    const basis = await venueOn('basis');
    for (const [module, plan] of [
      ['personeelsplanner', 'Groei'],
      ['sociale-media', 'Groei'],
    ] as const) {
      const response = await t.request(MODULES[module](basis.id), { cookie: basis.owner.cookie });
      expect(response.status, module).toBe(403);
      const body = await readJson<ApiError>(response);
      expect(body.code).toBe('MODULE_NOT_IN_PLAN');
      expect(body.message).toContain(`Je hebt minstens het abonnement ${plan} nodig: kies het op /abonnementen.`);
    }
    const staff = await readJson<ApiError>(await t.request(MODULES.personeelsplanner(basis.id), { cookie: basis.owner.cookie }));
    expect(staff.message).toBe(
      'Personeelsplanner zit niet in het abonnement van deze zaak. Je hebt minstens het abonnement Groei nodig: kies het op /abonnementen.',
    );
    // Basis includes reports and menu import.
    expect((await t.request(MODULES.rapportages(basis.id), { cookie: basis.owner.cookie })).status).toBe(200);
    expect((await menuImportDiff(basis.owner.cookie, basis.id)).status).toBe(200);
  });

  it('refuses every module to a place without a plan, and allows all on Compleet', async () => {
    const none = await venueOn(null);
    const reports = await t.request(MODULES.rapportages(none.id), { cookie: none.owner.cookie });
    expect(reports.status).toBe(403);
    expect((await readJson<ApiError>(reports)).message).toBe(
      'Rapportages zit niet in het abonnement van deze zaak. Je hebt minstens het abonnement Basis nodig: kies het op /abonnementen.',
    );
    const diff = await menuImportDiff(none.owner.cookie, none.id);
    expect(diff.status).toBe(403);
    expect((await readJson<ApiError>(diff)).message).toContain('Menu-import zit niet in het abonnement');

    const full = await venueOn('compleet');
    for (const [module, path] of Object.entries(MODULES)) {
      expect((await t.request(path(full.id), { cookie: full.owner.cookie })).status, module).toBe(200);
    }
    expect((await menuImportDiff(full.owner.cookie, full.id)).status).toBe(200);
  });

  it('checks the place first: a stranger learns nothing of the plan; admins follow the place’s plan', async () => {
    const basis = await venueOn('basis');
    const stranger = await t.signUp();
    const refused = await t.request(MODULES.personeelsplanner(basis.id), { cookie: stranger.cookie });
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe('Je beheert deze horecazaak niet.');
    const asAdmin = await t.request(MODULES.personeelsplanner(basis.id), { cookie: admin.cookie });
    expect(asAdmin.status).toBe(403);
    expect((await readJson<ApiError>(asAdmin)).code).toBe('MODULE_NOT_IN_PLAN');
  });

  it('refuses a write outside the plan and stores nothing', async () => {
    const basis = await venueOn('basis');
    const response = await t.request(`/api/staff-planner/places/venue/${basis.id}/employees`, {
      cookie: basis.owner.cookie,
      body: { name: 'Fleur Jansen', email: '', role: 'Bediening', contractHours: 20, birthDate: '', hourlyWageCents: null },
    });
    expect(response.status).toBe(403);
    expect(await t.db.select().from(staffEmployees).where(eq(staffEmployees.placeId, basis.id))).toEqual([]);
  });

  it('keeps the demo: a demo account reads the modules of a place it manages, whatever the plan', async () => {
    const none = await venueOn(null);
    const demo = await t.userWithRole('demo');
    await t.db.insert(venueManagers).values({ venueId: none.id, userId: demo.userId, permissions: ['details', 'staff'] });
    expect((await t.request(MODULES.rapportages(none.id), { cookie: demo.cookie })).status).toBe(200);
    expect((await t.request(MODULES.personeelsplanner(none.id), { cookie: demo.cookie })).status).toBe(200);
  });

  it('refuses a module an admin switched off for the whole platform, even on Compleet, until it is on again', async () => {
    const full = await venueOn('compleet');
    const off = await t.request('/api/admin/settings', {
      method: 'PUT',
      cookie: superadmin.cookie,
      body: { modules: { ...DEFAULT_PLATFORM_SETTINGS.modules, rapportages: false } },
    });
    expect(off.status).toBe(200);
    const refused = await t.request(MODULES.rapportages(full.id), { cookie: full.owner.cookie });
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe(
      'Rapportages staat tijdelijk uit op het hele platform. Probeer het later opnieuw.',
    );
    await t.db.delete(platformSettings);
    invalidateSettings(t.db);
    expect((await t.request(MODULES.rapportages(full.id), { cookie: full.owner.cookie })).status).toBe(200);
  });
});
