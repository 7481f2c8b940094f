import {
  type ApiError,
  addDays,
  type CoffeeshopDetail,
  type CoffeeshopSummary,
  dutchDate,
  type EditableCoffeeshop,
  type OpeningHoursException,
} from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories/shops.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

// Opening-hour exceptions of a coffeeshop (ADR 034): the "Gegevens" tab saves them, the shop page lists the coming
// ones and open-now follows them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = (id: string) => `/api/coffeeshops/manage/${id}/details`;
const today = dutchDate(new Date());
const closed = (from: string, to = from, label = ''): OpeningHoursException => ({ from, to, periods: [], label });
const rowOf = async (id: string) => (await t.db.select().from(coffeeshops).where(eq(coffeeshops.id, id)))[0];

async function ownedShop(overrides: Parameters<typeof insertShop>[1] = {}) {
  const owner = await t.signUp();
  const shop = await insertShop(t.db, { ownerId: owner.userId, ...overrides });
  const { id, slug, plaatsSlug, ownerId, active, ...input } = await readJson<EditableCoffeeshop>(
    await t.request(path(shop.id), { cookie: owner.cookie }),
  );
  return { owner, shop, input };
}

describe('opening-hour exceptions of a coffeeshop', () => {
  it('saves them from the details form; the shop page lists those of the coming 60 days, the editor those not ended', async () => {
    const { owner, shop, input } = await ownedShop();
    const christmas = { ...closed(addDays(today, 20), addDays(today, 21), 'Kerst'), periods: [] };
    const special = { from: addDays(today, 30), to: addDays(today, 30), periods: [{ open: '20:00', close: '03:00' }], label: '' };
    const later = closed(addDays(today, 90));
    const saved = await t.request(path(shop.id), {
      method: 'PUT',
      cookie: owner.cookie,
      body: { ...input, openingHoursExceptions: [later, christmas, special] },
    });
    expect(saved.status).toBe(200);
    // One that ended yesterday, put in directly: the editor leaves it out, so the next save drops it.
    const past = closed(addDays(today, -3), addDays(today, -1));
    await t.db
      .update(coffeeshops)
      .set({ openingHoursExceptions: [past, later, christmas, special] })
      .where(eq(coffeeshops.id, shop.id));
    const page = await readJson<CoffeeshopDetail>(await t.request(`/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}`));
    expect(page.openingHoursExceptions).toEqual([christmas, special]);
    const details = await readJson<EditableCoffeeshop>(await t.request(path(shop.id), { cookie: owner.cookie }));
    expect(details.openingHoursExceptions).toEqual([christmas, special, later]);
  });

  it('makes open-now follow a closed day in the list and the finder', async () => {
    // Open around the clock every day, so only the exception can close it.
    const always = [{ open: '00:00', close: '00:00' }];
    const { shop } = await ownedShop({
      openingHours: { ma: always, di: always, wo: always, do: always, vr: always, za: always, zo: always },
    });
    const listed = async () =>
      (await readJson<CoffeeshopSummary[]>(await t.request(`/api/coffeeshops?plaats=${shop.plaatsSlug}`))).find(
        (item) => item.id === shop.id,
      );
    const openInFinder = async () => {
      const finder = await readJson<{ matches: Array<{ id: string }>; menuInStore: Array<{ id: string }> }>(
        await t.request(`/api/coffeeshops/finder?plaats=${shop.plaatsSlug}&openNow=1`),
      );
      return [...finder.matches, ...finder.menuInStore].map((match) => match.id).includes(shop.id);
    };
    expect((await listed())?.openNow).toBe(true);
    expect(await openInFinder()).toBe(true);
    await t.db
      .update(coffeeshops)
      .set({ openingHoursExceptions: [closed(addDays(today, -1), addDays(today, 1), 'Inventarisatie')] })
      .where(eq(coffeeshops.id, shop.id));
    expect((await listed())?.openNow).toBe(false);
    expect(await openInFinder()).toBe(false);
  });

  it('refuses a duplicate date, closing before opening and too many exceptions in Dutch, storing nothing', async () => {
    const { owner, shop, input } = await ownedShop();
    const day = addDays(today, 10);
    const cases: Array<[unknown[], string]> = [
      [
        [closed(day), { ...closed(day), periods: [{ open: '12:00', close: '18:00' }] }],
        `Voor ${Number(day.slice(8))}-${Number(day.slice(5, 7))}-${day.slice(0, 4)} staat al een afwijking`,
      ],
      [[{ ...closed(day), periods: [{ open: '23:00', close: '08:00' }] }], 'De sluitingstijd ligt voor de openingstijd'],
      [Array.from({ length: 61 }, (_, index) => closed(addDays(today, index + 1))), 'Maximaal 60 afwijkende openingstijden'],
      [[{ from: '2026-02-30', to: '2026-02-30', periods: [] }], 'Deze datum bestaat niet. Kies een dag uit de kalender.'],
    ];
    for (const [exceptions, message] of cases) {
      const response = await t.request(path(shop.id), {
        method: 'PUT',
        cookie: owner.cookie,
        body: { ...input, openingHoursExceptions: exceptions },
      });
      expect(response.status, message).toBe(422);
      expect((await readJson<ApiError>(response)).issues?.map((issue) => issue.message)).toContain(message);
    }
    expect((await rowOf(shop.id))?.openingHoursExceptions).toEqual([]);
  });
});
