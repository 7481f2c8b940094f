import type { ApiError, Application } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeApplications, venues } from '../../db/schema/index.ts';
import { insertVenue } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EVENING = [{ open: '17:00', close: '23:00' }];
const steps = (name: string, kvkNumber: string) => [
  { step: 'business', name, kvkNumber },
  { step: 'address', street: 'Oude Vismarkt', houseNumber: '3', postcode: '8011 SG' },
  { step: 'contact', phone: '038 222 3344', email: 'info@vismarkt.nl' },
  { step: 'hours', openingHours: { ma: [], di: EVENING, wo: EVENING, do: EVENING, vr: EVENING, za: EVENING, zo: [] } },
  { step: 'venue', category: 'bistro', cuisines: ['Frans', 'vis'], priceLevel: 3, reservationsEnabled: true, maxPartySize: 6 },
];
const save = (cookie: string | undefined, body: unknown) => t.request('/api/onboarding/horeca', { method: 'PUT', cookie, body });
const submit = (cookie: string | undefined) => t.request('/api/onboarding/horeca/submit', { method: 'POST', cookie });

describe('the horeca twin', () => {
  it('saves its own steps, submits, and an approval opens the venue owned by the applicant', async () => {
    const user = await t.signUp();
    const [business, ...rest] = steps('Bistro De Vismarkt', '90000001');
    expect(await readJson<Application>(await save(user.cookie, business))).toMatchObject({ brand: 'horeca', step: 'address' });
    const incomplete = await submit(user.cookie);
    expect(incomplete.status).toBe(422);
    expect((await readJson<ApiError>(incomplete)).issues?.map((issue) => issue.path[0])).toEqual([
      'address',
      'contact',
      'hours',
      'venue',
    ]);
    for (const body of rest) expect((await save(user.cookie, body)).status).toBe(200);
    // The coffeeshop draft is a separate one.
    expect(await readJson(await t.request('/api/onboarding/coffeeshop', { cookie: user.cookie }))).toBeNull();
    const submitted = await readJson<Application>(await submit(user.cookie));
    expect(submitted).toMatchObject({ status: 'submitted', step: 'submit' });

    const admin = await t.userWithRole('admin');
    const approved = await t.request(`/api/admin/onboarding/${submitted.id}/decision`, {
      cookie: admin.cookie,
      body: { decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(await readJson<Application>(approved)).toMatchObject({
      status: 'approved',
      place: { plaatsSlug: 'zwolle', slug: 'bistro-de-vismarkt' },
    });
    const [venue] = await t.db.select().from(venues).where(eq(venues.slug, 'bistro-de-vismarkt'));
    expect(venue).toMatchObject({ ownerId: user.userId, category: 'bistro', priceLevel: 3, plaats: 'Zwolle' });
    expect((await t.request('/api/horeca/venues/zwolle/bistro-de-vismarkt')).status).toBe(200);
  });

  it('refuses bad venue input and a name already listed in the town, in Dutch, storing nothing', async () => {
    const user = await t.signUp();
    const bad = await save(user.cookie, { step: 'venue', category: 'coffeeshop', priceLevel: 7 });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.map((issue) => issue.message)).toContain('Kies 1 tot 4');
    const rules = await save(user.cookie, { step: 'rules', residentsOnly: true });
    expect(rules.status).toBe(422);
    expect(await t.db.select().from(placeApplications).where(eq(placeApplications.applicantId, user.userId))).toHaveLength(0);
    await insertVenue(t.db, { name: 'Het Veerhuis', plaats: 'Zwolle', plaatsSlug: 'zwolle' });
    for (const body of steps('Het Veerhuis', '90000002')) await save(user.cookie, body);
    const duplicate = await submit(user.cookie);
    expect(duplicate.status).toBe(409);
    expect((await readJson<ApiError>(duplicate)).message).toBe('Er bestaat al een zaak met deze naam in deze plaats.');
  });

  it('is for signed-in accounts; demo accounts only read', async () => {
    const demo = await t.userWithRole('demo');
    expect((await t.request('/api/onboarding/horeca')).status).toBe(401);
    expect((await save(undefined, steps('X', '90000003')[0])).status).toBe(401);
    expect((await submit(undefined)).status).toBe(401);
    expect((await t.request('/api/onboarding/horeca', { cookie: demo.cookie })).status).toBe(200);
    expect((await save(demo.cookie, steps('X', '90000003')[0])).status).toBe(403);
    expect((await submit(demo.cookie)).status).toBe(403);
  });
});
