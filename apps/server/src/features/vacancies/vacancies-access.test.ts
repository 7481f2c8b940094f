import type { ManagedVacancy, VacancyApplication } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancies, vacancyApplications } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { approve, partnerWithMember } from '../partners/partners-test-helpers.ts';
import { addManager, ownedPlace } from '../staff/staff-test-helpers.ts';
import { APPLICATIONS_PER_HOUR } from './apply-limit.ts';
import { applyTo, PDF, VACANCY } from './vacancies-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let shop: Awaited<ReturnType<typeof ownedPlace>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
  shop = await ownedPlace(t, 'coffeeshop', 7);
});
afterAll(() => t.close());

const base = () => `/api/employers/coffeeshop/${shop.id}`;

describe("a place's vacancies and applications by role", () => {
  it('answers each role on every employer route: anonymous 401, others and menu-only managers 403, the rest 2xx', async () => {
    const created = await t.request(`${base()}/vacancies`, { cookie: shop.owner.cookie, body: VACANCY });
    expect(created.status).toBe(201);
    const vacancy = await readJson<ManagedVacancy>(created);
    expect((await applyTo(t, vacancy.id, PDF)).status).toBe(201);
    const [application] = await readJson<VacancyApplication[]>(
      await t.request(`${base()}/applications`, { cookie: shop.owner.cookie }),
    );
    if (!application) throw new Error('no application');

    const stranger = await t.signUp();
    const menuOnly = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['menu']);
    const staffRight = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['staff']);
    const routes: Array<{ path: string; method?: string; body?: unknown; ok: number }> = [
      { path: `${base()}/vacancies`, ok: 200 },
      { path: `${base()}/vacancies/${vacancy.id}`, method: 'PUT', body: { ...VACANCY, hoursMax: 20 }, ok: 200 },
      { path: `${base()}/applications`, ok: 200 },
      { path: `${base()}/applications/${application.id}/cv`, ok: 200 },
    ];
    for (const route of routes) {
      const call = (cookie?: string) => t.request(route.path, { cookie, method: route.method, body: route.body });
      expect((await call()).status, route.path).toBe(401);
      expect((await call(stranger.cookie)).status, route.path).toBe(403);
      expect((await call(menuOnly.cookie)).status, route.path).toBe(403);
      for (const allowed of [shop.owner, staffRight, admin])
        expect((await call(allowed.cookie)).status, route.path).toBe(route.ok);
    }
    const [row] = await t.db.select().from(vacancies).where(eq(vacancies.id, vacancy.id));
    expect(row?.hoursMax).toBe(20);
  });

  it('refuses a bad change without storing it, and removes a vacancy with its applications and CVs', async () => {
    const vacancy = await readJson<ManagedVacancy>(
      await t.request(`${base()}/vacancies`, { cookie: shop.owner.cookie, body: { ...VACANCY, title: 'Te verwijderen' } }),
    );
    const bad = await t.request(`${base()}/vacancies/${vacancy.id}`, {
      cookie: shop.owner.cookie,
      method: 'PUT',
      body: { ...VACANCY, title: 'Zonder salaris', salaryMax: null },
    });
    expect(bad.status).toBe(422);
    const [kept] = await t.db.select().from(vacancies).where(eq(vacancies.id, vacancy.id));
    expect(kept?.title).toBe('Te verwijderen');

    const { id } = await readJson<{ id: string }>(await applyTo(t, vacancy.id, PDF));
    const stranger = await t.signUp();
    const remove = (cookie?: string) => t.request(`${base()}/vacancies/${vacancy.id}`, { cookie, method: 'DELETE' });
    expect((await remove()).status).toBe(401);
    expect((await remove(stranger.cookie)).status).toBe(403);
    expect((await remove(shop.owner.cookie)).status).toBe(204);
    expect((await remove(shop.owner.cookie)).status).toBe(404);
    expect(await t.db.select().from(vacancyApplications).where(eq(vacancyApplications.id, id))).toEqual([]);
    expect(await t.storage.get(`cvs/${vacancy.id}/${id}`)).toBeNull();
  });

  it('answers 404 for an unknown place and 422 for an unknown kind of employer', async () => {
    expect(
      (await t.request('/api/employers/venue/00000000-0000-4000-8000-000000000000/vacancies', { cookie: admin.cookie })).status,
    ).toBe(404);
    expect((await t.request('/api/employers/bakkerij/x/vacancies', { cookie: admin.cookie })).status).toBe(422);
  });
});

describe('applying from one address', () => {
  it('refuses the attempt after APPLICATIONS_PER_HOUR in an hour with a Dutch 429, storing nothing', async () => {
    const vacancy = await readJson<ManagedVacancy>(
      await t.request(`${base()}/vacancies`, { cookie: shop.owner.cookie, body: { ...VACANCY, title: 'Drukbezocht' } }),
    );
    // Earlier tests in this file applied from the same address (in-process requests share one): fill up the rest.
    let status = 0;
    for (let attempt = 0; attempt <= APPLICATIONS_PER_HOUR && status !== 429; attempt++) {
      status = (await applyTo(t, vacancy.id, null)).status;
    }
    expect(status).toBe(429);
    const refused = await applyTo(t, vacancy.id, PDF);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Er zijn vanaf dit adres te veel sollicitaties verstuurd. Probeer het over een uur opnieuw.',
    );
    expect(await t.db.select().from(vacancyApplications).where(eq(vacancyApplications.vacancyId, vacancy.id))).toEqual([]);
  });
});

describe("an offline partner's vacancies", () => {
  it('are closed to its members once an admin takes the partner offline; admins still read them', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    expect((await approve(t, admin, partner.id)).status).toBe(204);
    const path = `/api/employers/partner/${partner.id}/applications`;
    expect((await t.request(path, { cookie: member.cookie })).status).toBe(200);
    const offline = await t.request(`/api/admin/partners/${partner.id}/status`, {
      cookie: admin.cookie,
      method: 'PUT',
      body: { status: 'offline' },
    });
    expect(offline.status).toBe(204);
    const refused = await t.request(path, { cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect((await readJson<{ message: string }>(refused)).message).toBe(
      'Deze partner staat offline. Alleen een beheerder kan de vacatures en sollicitaties nog inzien.',
    );
    expect((await t.request(path, { cookie: admin.cookie })).status).toBe(200);
  });
});
