import { type ApiError, type Application, addDays, dutchDate, type OpeningHoursException } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, venues } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

// The wizard's hours step keeps opening-hour exceptions in the draft; approval copies them to the place (ADR 034).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = [{ open: '12:00', close: '23:00' }];
const WEEK = { ma: DAY, di: DAY, wo: DAY, do: DAY, vr: DAY, za: DAY, zo: [] };
const day = addDays(dutchDate(new Date()), 14);
const EXCEPTIONS: OpeningHoursException[] = [
  { from: day, to: day, periods: [], label: 'Tweede Kerstdag' },
  { from: addDays(day, 1), to: addDays(day, 1), periods: [{ open: '20:00', close: '02:00' }], label: 'Oudejaarsavond' },
];

const save = (brand: string, cookie: string, body: unknown) =>
  t.request(`/api/onboarding/${brand}`, { method: 'PUT', cookie, body });

async function approved(brand: 'coffeeshop' | 'horeca', name: string, kvkNumber: string, last: Array<Record<string, unknown>>) {
  const user = await t.signUp();
  const steps = [
    { step: 'business', name, kvkNumber },
    { step: 'address', street: 'Agorabaan', houseNumber: '9', postcode: '8224 JR' },
    { step: 'contact', phone: '0320 654321', email: 'info@voorbeeld.nl' },
    { step: 'hours', openingHours: WEEK, openingHoursExceptions: EXCEPTIONS },
    ...last,
  ];
  for (const body of steps) expect((await save(brand, user.cookie, body)).status).toBe(200);
  const submitted = await t.request(`/api/onboarding/${brand}/submit`, { method: 'POST', cookie: user.cookie });
  const application = await readJson<Application>(submitted);
  expect(application.draft.hours?.openingHoursExceptions).toEqual(EXCEPTIONS);
  const admin = await t.userWithRole('admin');
  const decision = await t.request(`/api/admin/onboarding/${application.id}/decision`, {
    cookie: admin.cookie,
    body: { decision: 'approve' },
  });
  expect(decision.status).toBe(200);
}

describe('opening-hour exceptions in the onboarding wizard', () => {
  it('keeps them in the draft; without them the step saves none', async () => {
    const user = await t.signUp();
    const saved = await readJson<Application>(
      await save('coffeeshop', user.cookie, { step: 'hours', openingHours: WEEK, openingHoursExceptions: EXCEPTIONS }),
    );
    expect(saved.draft.hours?.openingHoursExceptions).toEqual(EXCEPTIONS);
    const plain = await readJson<Application>(await save('coffeeshop', user.cookie, { step: 'hours', openingHours: WEEK }));
    expect(plain.draft.hours?.openingHoursExceptions).toEqual([]);
  });

  it('refuses overlapping periods, closing before opening, a duplicate date and an end before the start, keeping the draft', async () => {
    const user = await t.signUp();
    await save('horeca', user.cookie, { step: 'hours', openingHours: WEEK, openingHoursExceptions: EXCEPTIONS });
    const periods = (list: Array<{ open: string; close: string }>) => [{ from: day, to: day, periods: list, label: '' }];
    const cases: Array<[unknown, string]> = [
      [
        periods([
          { open: '10:00', close: '15:00' },
          { open: '14:00', close: '18:00' },
        ]),
        'Openingstijden overlappen elkaar',
      ],
      [periods([{ open: '22:00', close: '07:00' }]), 'De sluitingstijd ligt voor de openingstijd'],
      [
        [...periods([]), ...periods([])],
        `Voor ${Number(day.slice(8))}-${Number(day.slice(5, 7))}-${day.slice(0, 4)} staat al een afwijking`,
      ],
      [[{ from: day, to: addDays(day, -1), periods: [], label: '' }], 'De einddatum ligt voor de begindatum'],
    ];
    for (const [exceptions, message] of cases) {
      const response = await save('horeca', user.cookie, {
        step: 'hours',
        openingHours: WEEK,
        openingHoursExceptions: exceptions,
      });
      expect(response.status, message).toBe(422);
      expect((await readJson<ApiError>(response)).issues?.map((issue) => issue.message)).toContain(message);
    }
    const draft = await readJson<Application>(await t.request('/api/onboarding/horeca', { cookie: user.cookie }));
    expect(draft.draft.hours?.openingHoursExceptions).toEqual(EXCEPTIONS);
  });

  it('copies them to the coffeeshop an approval opens', async () => {
    await approved('coffeeshop', 'Coffeeshop Het Uitzonderlijke', '61000001', [
      { step: 'licence', licenceNumber: 'LS-2026-9' },
      { step: 'rules', residentsOnly: false, wietexperiment: false },
    ]);
    const [shop] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.slug, 'coffeeshop-het-uitzonderlijke'));
    expect(shop?.openingHoursExceptions).toEqual(EXCEPTIONS);
  });

  it('copies them to the venue an approval opens', async () => {
    await approved('horeca', 'Eetcafé Het Uitzonderlijke', '61000002', [
      { step: 'venue', category: 'bistro', cuisines: [], priceLevel: 2, reservationsEnabled: true, maxPartySize: 6 },
    ]);
    const [venue] = await t.db.select().from(venues).where(eq(venues.slug, 'eetcafe-het-uitzonderlijke'));
    expect(venue?.openingHoursExceptions).toEqual(EXCEPTIONS);
  });
});
