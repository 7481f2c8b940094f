import {
  type ApiError,
  addDays,
  dutchDate,
  type PlaceReport,
  type PlatformReport,
  platformReportCsv,
  reportCsv,
} from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsDaily,
  analyticsEvents,
  courseMenus,
  dishes,
  menuImportJobs,
  menuSections,
  screens,
  screenUptime,
} from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from '../horeca/horeca-test-helpers.ts';

/*
 * Issue 20 item 10, the rest (ADR 061): searches leading to a place, menu imports, screen uptime, popular dishes in
 * the owner's report and its CSV; the platform-wide report for admins.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let t: TestApp;
const today = dutchDate(new Date());
const range = { from: addDays(today, -6), to: today };
const query = (r: { from: string; to: string } = range) => `?${new URLSearchParams(r)}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (name: string, url: string) =>
  t.request('/api/analytics/events', { body: { name, properties: { url } }, headers: { 'user-agent': BROWSER } });

async function importJob(placeType: 'coffeeshop' | 'venue', placeId: string, createdAt: Date) {
  await t.db.insert(menuImportJobs).values({
    id: `job-${Math.random().toString(36).slice(2)}`,
    kind: placeType === 'venue' ? 'horeca' : 'coffeeshop',
    placeType,
    placeId,
    sourceType: 'photo',
    status: 'done',
    createdAt,
  });
}

describe("a shop's report", () => {
  it('counts searches that opened the shop, its menu imports and its screens’ minutes online, the CSV alike', async () => {
    const owner = await t.signUp();
    const shop = await insertShop(t.db, { ownerId: owner.userId });
    const path = `/coffeeshops/${shop.plaatsSlug}/${shop.slug}`;
    await send('search_result_open', path);
    await send('search_result_open', `http://localhost:3000${path}?q=amnesia`);
    // A search result of a page below the shop (its news) is not the shop from search.
    await send('search_result_open', `${path}/nieuws`);
    await importJob('coffeeshop', shop.id, new Date());
    await importJob('coffeeshop', shop.id, new Date(`${addDays(today, -10)}T12:00:00Z`));
    const [screen] = await t.db
      .insert(screens)
      .values({
        coffeeshopId: shop.id,
        name: 'Toonbank',
        layout: { columns: 2, categories: ['flower'], dayparts: [] },
        token: `tok-${shop.id}`,
        pairingCode: shop.id.slice(0, 8).toUpperCase(),
      })
      .returning();
    await t.db.insert(screenUptime).values([
      { screenId: screen?.id ?? '', day: today, minutes: 90, lastMinute: new Date() },
      { screenId: screen?.id ?? '', day: addDays(today, -1), minutes: 1440, lastMinute: new Date() },
      { screenId: screen?.id ?? '', day: addDays(today, -8), minutes: 600, lastMinute: new Date() },
    ]);

    const response = await t.request(`/api/reports/places/coffeeshop/${shop.id}${query()}`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const report = await readJson<PlaceReport>(response);
    expect(report).toMatchObject({ screens: true, reservations: false, dishes: [] });
    expect(report.days.at(-1)).toMatchObject({ searchClicks: 2, menuImports: 1, screenMinutes: 90 });
    expect(report.totals).toMatchObject({ searchClicks: 2, menuImports: 1, screenMinutes: 1530 });
    expect(report.previousTotals).toMatchObject({ searchClicks: 0, menuImports: 1, screenMinutes: 600 });

    const csv = await (
      await t.request(`/api/reports/places/coffeeshop/${shop.id}/csv${query()}`, { cookie: owner.cookie })
    ).text();
    expect(csv).toBe(reportCsv(report));
    expect(csv.split('\r\n').at(-2)).toBe(`${today};0;0;0;2;1;90;0`);
  });
});

describe("a venue's report", () => {
  it('lists the most viewed dishes by the views of the course menus that serve them, in the CSV too', async () => {
    const owner = await t.signUp();
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const [section] = await t.db.insert(menuSections).values({ venueId: venue.id, name: 'Hoofdgerechten' }).returning();
    const [stew] = await t.db
      .insert(dishes)
      .values({ sectionId: section?.id ?? '', name: 'Hachee; met rode kool', price: 18.5 })
      .returning();
    const [menu] = await t.db
      .insert(courseMenus)
      .values({
        venueId: venue.id,
        name: 'Winterse drie gangen',
        pricePerPerson: 42,
        courses: [
          { name: 'Erwtensoep', description: '', dishId: null },
          { name: 'Hoofdgerecht', description: '', dishId: stew?.id ?? null },
        ],
      })
      .returning();
    const [other] = await t.db
      .insert(courseMenus)
      .values({
        venueId: venue.id,
        name: 'Lunch',
        pricePerPerson: 25,
        courses: [{ name: 'Stamppot', description: '', dishId: stew?.id ?? null }],
      })
      .returning();
    const venuePath = `/horeca/${venue.plaatsSlug}/${venue.slug}`;
    await send('page_view', `/horeca/menu/${menu?.id}`);
    await send('page_view', `${venuePath}/menu/course/${menu?.id}`);
    await send('page_view', `/horeca/menu/${other?.id}`);
    await t.db
      .insert(analyticsDaily)
      .values({ day: addDays(today, -9), name: 'page_view', path: `/horeca/menu/${menu?.id}`, events: 4, visitors: 3 });

    const report = await readJson<PlaceReport>(
      await t.request(`/api/reports/places/venue/${venue.id}${query()}`, { cookie: owner.cookie }),
    );
    expect(report.screens).toBe(false);
    expect(report.dishes).toEqual([
      { name: 'Hachee; met rode kool', views: 3, previousViews: 4 },
      { name: 'Erwtensoep', views: 2, previousViews: 4 },
    ]);
    const csv = await (await t.request(`/api/reports/places/venue/${venue.id}/csv${query()}`, { cookie: owner.cookie })).text();
    expect(csv).toBe(reportCsv(report));
    expect(csv).toContain(
      '\r\n\r\ngerecht;weergaven;weergaven vorige periode\r\n"Hachee; met rode kool";3;4\r\nErwtensoep;2;4\r\n',
    );
  });
});

describe('the platform report', () => {
  const url = (r = range) => `/api/reports/platform${query(r)}`;

  it('sums every place per day with sign-ups and places online for admins, the CSV alike', async () => {
    const admin = await t.userWithRole('admin');
    await t.signUp();
    await send('page_view', '/coffeeshops/platform-test');
    await t.db.insert(analyticsEvents).values({ day: addDays(today, -3), name: 'search_result_open', path: '/x', visitor: 'v' });
    const response = await t.request(url(), { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const report = await readJson<PlatformReport>(response);
    expect(report.days).toHaveLength(7);
    const last = report.days.at(-1);
    expect(last?.signUps).toBeGreaterThanOrEqual(2);
    expect(last?.pageViews).toBeGreaterThanOrEqual(1);
    expect(last?.activePlaces).toBeGreaterThan(0);
    expect(report.totals.activePlaces).toBe(last?.activePlaces);
    expect(report.totals.searchClicks).toBeGreaterThanOrEqual(1);
    const sum = report.days.reduce((total, day) => total + day.pageViews, 0);
    expect(report.totals.pageViews).toBe(sum);

    const csv = await t.request(url().replace('?', '/csv?'), { cookie: admin.cookie });
    expect(csv.headers.get('content-disposition')).toContain(`rapport-platform-${range.from}-${range.to}.csv`);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'datum;paginaweergaven;bezoekers;nieuwe favorieten;via zoeken;menu-imports;schermminuten online;menuweergaven op schermen;reserveringen;couverts;no-shows;aanmeldingen;zaken online',
    );
    // Fresh figures may have arrived in between; the shape and the days are the same as the page's.
    expect(text.split('\r\n')).toHaveLength(report.days.length + 2);
    expect(platformReportCsv(report).split('\r\n')[1]?.split(';')[0]).toBe(range.from);
  });

  it('is for admins only, and refuses a bad range in Dutch', async () => {
    expect((await t.request(url())).status).toBe(401);
    const owner = await t.signUp();
    const refused = await t.request(url(), { cookie: owner.cookie });
    expect(refused.status).toBe(403);
    // A non-admin learns nothing about the input: 403 before 422.
    expect((await t.request(url({ from: today, to: addDays(today, -1) }), { cookie: owner.cookie })).status).toBe(403);
    expect((await t.request(`/api/reports/platform/csv${query()}`, { cookie: owner.cookie })).status).toBe(403);
    const demo = await t.userWithRole('demo');
    expect((await t.request(url(), { cookie: demo.cookie })).status).toBe(403);
    const admin = await t.userWithRole('admin');
    const backwards = await t.request(url({ from: today, to: addDays(today, -1) }), { cookie: admin.cookie });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify((await readJson<ApiError>(backwards)).issues)).toContain('De einddatum ligt voor de begindatum');
    const missing = await t.request('/api/reports/platform?from=2026-11-01', { cookie: admin.cookie });
    expect(JSON.stringify((await readJson<ApiError>(missing)).issues)).toContain('Kies een einddatum');
  });
});

describe('report access for the new figures', () => {
  it("keeps another owner's shop report closed", async () => {
    const owner = await t.signUp();
    const shop = await insertShop(t.db, { ownerId: owner.userId });
    const stranger = await t.signUp();
    const refused = await t.request(`/api/reports/places/coffeeshop/${shop.id}${query()}`, { cookie: stranger.cookie });
    expect(refused.status).toBe(403);
    const [row] = await t.db.select().from(screens).where(eq(screens.coffeeshopId, shop.id));
    expect(row).toBeUndefined();
  });
});
