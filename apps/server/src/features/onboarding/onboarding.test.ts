import type { ApiError, Application, ClaimableShop, Town } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeApplications } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = [{ open: '10:00', close: '23:00' }];
const STEPS = {
  business: { step: 'business', name: 'De Groene Dijk', kvkNumber: '12345678' },
  address: { step: 'address', street: 'Stationsplein', houseNumber: '4', postcode: '8232ab' },
  contact: { step: 'contact', phone: '0320 123456', email: 'info@groenedijk.nl' },
  hours: {
    step: 'hours',
    openingHours: { ma: DAY, di: DAY, wo: DAY, do: DAY, vr: [{ open: '10:00', close: '01:00' }], za: DAY, zo: [] },
  },
  licence: { step: 'licence', licenceNumber: 'GB-2026-0412' },
  rules: { step: 'rules', residentsOnly: true, wietexperiment: false },
} as const;

const save = (cookie: string | undefined, body: unknown) =>
  t.request('/api/onboarding/coffeeshop', { method: 'PUT', cookie, body });

async function rows(userId: string) {
  return t.db.select().from(placeApplications).where(eq(placeApplications.applicantId, userId));
}

describe('the onboarding draft', () => {
  it('saves step by step for the signed-in applicant, geocodes the postcode and resumes after the last step', async () => {
    const user = await t.signUp();
    expect(await readJson(await t.request('/api/onboarding/coffeeshop', { cookie: user.cookie }))).toBeNull();
    expect((await save(user.cookie, STEPS.business)).status).toBe(200);
    const saved = await readJson<Application>(await save(user.cookie, STEPS.address));
    expect(saved).toMatchObject({ status: 'draft', kind: 'new', step: 'contact' });
    expect(saved.draft.address).toMatchObject({ postcode: '8232 AB', plaats: 'Lelystad', province: 'Flevoland' });
    const again = await readJson<Application>(await t.request('/api/onboarding/coffeeshop', { cookie: user.cookie }));
    expect(again).toMatchObject({ id: saved.id, step: 'contact', draft: { business: { name: 'De Groene Dijk' } } });
    expect(await rows(user.userId)).toHaveLength(1);
  });

  it('takes the town from the list when the postcode is unknown', async () => {
    const user = await t.signUp();
    const unknown = await save(user.cookie, { ...STEPS.address, postcode: '9999 ZZ' });
    expect(unknown.status).toBe(422);
    expect((await readJson<ApiError>(unknown)).issues).toEqual([
      { path: ['town'], message: 'We kennen deze postcode niet. Kies je plaats uit de lijst.' },
    ]);
    const picked = await readJson<Application>(
      await save(user.cookie, { ...STEPS.address, postcode: '9999 ZZ', town: 'Zwolle' }),
    );
    expect(picked.draft.address).toMatchObject({ plaats: 'Zwolle', province: 'Overijssel' });
    const towns = await readJson<Town[]>(await t.request('/api/onboarding/towns', { cookie: user.cookie }));
    expect(towns.map((town) => town.name)).toContain('Lelystad');
  });

  it('knows every Dutch place, not only the towns with known postcodes, and tells namesakes apart by municipality', async () => {
    const user = await t.signUp();
    const towns = await readJson<Town[]>(await t.request('/api/onboarding/towns', { cookie: user.cookie }));
    expect(new Set(towns.map((town) => `${town.municipality}, ${town.province}`)).size).toBe(342);
    expect(new Set(towns.map((town) => town.key)).size).toBe(towns.length);
    // Two municipalities are called Bergen (Limburg and Noord-Holland): both are there.
    expect(new Set(towns.filter((town) => town.municipality === 'Bergen').map((town) => town.province))).toEqual(
      new Set(['Limburg', 'Noord-Holland']),
    );
    expect(towns.find((town) => town.name === 'Bergeijk')).toMatchObject({ key: 'Bergeijk', province: 'Noord-Brabant' });
    expect(towns.filter((town) => town.name === 'Hengelo').map((town) => town.key)).toEqual([
      'Hengelo (Bronckhorst)',
      'Hengelo (Hengelo)',
    ]);

    const village = await save(user.cookie, { ...STEPS.address, postcode: '9999 ZZ', town: 'Bergeijk' });
    expect((await readJson<Application>(village)).draft.address).toMatchObject({ plaats: 'Bergeijk', province: 'Noord-Brabant' });
    // A name two places share is not enough: the applicant picks one of them, and the draft stays as it was.
    const ambiguous = await save(user.cookie, { ...STEPS.address, postcode: '9999 ZZ', town: 'Hengelo' });
    expect(ambiguous.status).toBe(422);
    const twente = await save(user.cookie, { ...STEPS.address, postcode: '9999 ZZ', town: 'Hengelo (Hengelo)' });
    expect((await readJson<Application>(twente)).draft.address).toMatchObject({ plaats: 'Hengelo', province: 'Overijssel' });
  });

  it('refuses bad input in Dutch and stores nothing', async () => {
    const user = await t.signUp();
    const cases: Array<[unknown, string]> = [
      [{ ...STEPS.address, postcode: 'B-1000' }, 'Vul een postcode in als 1234 AB'],
      [{ ...STEPS.business, kvkNumber: '1234' }, 'Een KvK-nummer heeft 8 cijfers'],
      [
        {
          step: 'hours',
          openingHours: {
            ...STEPS.hours.openingHours,
            ma: [
              { open: '10:00', close: '16:00' },
              { open: '15:00', close: '20:00' },
            ],
          },
        },
        'Openingstijden overlappen elkaar',
      ],
      [
        { step: 'hours', openingHours: { ...STEPS.hours.openingHours, di: [{ open: '17:00', close: '09:00' }] } },
        'De sluitingstijd ligt voor de openingstijd',
      ],
      [
        {
          step: 'hours',
          openingHours: {
            ...STEPS.hours.openingHours,
            zo: [{ open: '22:00', close: '03:00' }],
            ma: [{ open: '02:00', close: '08:00' }],
          },
        },
        'Openingstijden overlappen elkaar',
      ],
      [{ ...STEPS.address, postcode: '8232 AB', town: undefined, street: '' }, 'Straat is verplicht'],
    ];
    for (const [body, message] of cases) {
      const response = await save(user.cookie, body);
      expect([message, response.status]).toEqual([message, 422]);
      expect((await readJson<ApiError>(response)).issues?.map((issue) => issue.message)).toContain(message);
    }
    expect(await rows(user.userId)).toHaveLength(0);
  });

  it('submits only a complete draft, then locks it for the review', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/onboarding/coffeeshop/submit', { cookie: user.cookie, method: 'POST' })).status).toBe(404);
    await save(user.cookie, { ...STEPS.business, name: 'Het Kompas', kvkNumber: '22345678' });
    const incomplete = await t.request('/api/onboarding/coffeeshop/submit', { cookie: user.cookie, method: 'POST' });
    expect(incomplete.status).toBe(422);
    const error = await readJson<ApiError>(incomplete);
    expect(error.message).toBe('Je aanmelding is nog niet compleet. Vul eerst alle stappen in.');
    expect(error.issues?.map((issue) => issue.path[0])).toEqual(['address', 'contact', 'hours', 'licence', 'rules']);
    expect((await rows(user.userId))[0]?.status).toBe('draft');
    for (const step of [STEPS.address, STEPS.contact, STEPS.hours, STEPS.licence, STEPS.rules]) await save(user.cookie, step);
    const submitted = await t.request('/api/onboarding/coffeeshop/submit', { cookie: user.cookie, method: 'POST' });
    expect(submitted.status).toBe(200);
    expect(await readJson<Application>(submitted)).toMatchObject({ status: 'submitted', step: 'submit' });
    const locked = await save(user.cookie, STEPS.licence);
    expect(locked.status).toBe(409);
    expect((await readJson<ApiError>(locked)).message).toBe('Je aanvraag wordt beoordeeld: je kunt haar nu niet wijzigen.');
  });

  it('refuses a business whose name is already listed in that town', async () => {
    const user = await t.signUp();
    await insertShop(t.db, { name: 'De Vuurtoren', plaats: 'Lelystad', plaatsSlug: 'lelystad', active: false });
    for (const step of [
      { ...STEPS.business, name: 'De Vuurtoren', kvkNumber: '32345678' },
      STEPS.address,
      STEPS.contact,
      STEPS.hours,
      STEPS.licence,
      STEPS.rules,
    ]) {
      await save(user.cookie, step);
    }
    const duplicate = await t.request('/api/onboarding/coffeeshop/submit', { cookie: user.cookie, method: 'POST' });
    expect(duplicate.status).toBe(409);
    expect((await rows(user.userId))[0]?.status).toBe('draft');
  });

  it('is for signed-in accounts; demo accounts only read', async () => {
    const demo = await t.userWithRole('demo');
    expect((await t.request('/api/onboarding/coffeeshop')).status).toBe(401);
    expect((await save(undefined, STEPS.business)).status).toBe(401);
    expect((await t.request('/api/onboarding/coffeeshop/submit', { method: 'POST' })).status).toBe(401);
    expect((await t.request('/api/onboarding/towns')).status).toBe(401);
    expect((await t.request('/api/onboarding/coffeeshop/claimable')).status).toBe(401);
    expect((await t.request('/api/onboarding/coffeeshop/claim', { body: {} })).status).toBe(401);
    expect((await t.request('/api/onboarding/coffeeshop', { cookie: demo.cookie })).status).toBe(200);
    expect((await save(demo.cookie, STEPS.business)).status).toBe(403);
    expect(await rows(demo.userId)).toHaveLength(0);
  });
});

describe('claiming a listing', () => {
  it('lists shops without owner and sends a claim straight to the review', async () => {
    const user = await t.signUp();
    const free = await insertShop(t.db, { name: 'Zonder Baas', plaats: 'Zwolle', plaatsSlug: 'zwolle' });
    const owned = await insertShop(t.db, { name: 'Met Baas', plaats: 'Zwolle', plaatsSlug: 'zwolle', ownerId: user.userId });
    const list = await readJson<ClaimableShop[]>(
      await t.request('/api/onboarding/coffeeshop/claimable?q=Baas', { cookie: user.cookie }),
    );
    expect(list.map((shop) => shop.id)).toEqual([free.id]);
    const other = await t.signUp();
    const refused = await t.request('/api/onboarding/coffeeshop/claim', {
      cookie: other.cookie,
      body: { coffeeshopId: owned.id, kvkNumber: '42345678', phone: '038 1234567' },
    });
    expect(refused.status).toBe(409);
    expect((await readJson<ApiError>(refused)).message).toBe('Deze coffeeshop heeft al een eigenaar.');
    const bad = await t.request('/api/onboarding/coffeeshop/claim', {
      cookie: other.cookie,
      body: { coffeeshopId: free.id, kvkNumber: 'abc', phone: '12' },
    });
    expect(bad.status).toBe(422);
    expect(await rows(other.userId)).toHaveLength(0);
    const claimed = await t.request('/api/onboarding/coffeeshop/claim', {
      cookie: other.cookie,
      body: { coffeeshopId: free.id, kvkNumber: '42345678', phone: '038 1234567' },
    });
    expect(claimed.status).toBe(201);
    expect(await readJson<Application>(claimed)).toMatchObject({
      kind: 'claim',
      status: 'submitted',
      claim: { id: free.id, name: 'Zonder Baas' },
    });
  });
});
