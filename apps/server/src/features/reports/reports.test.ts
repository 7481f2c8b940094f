import { type ApiError, addDays, dutchDate, type PlaceReport, reportCsv } from '@platform/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.ts';
import { insertReservation } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from '../horeca/horeca-test-helpers.ts';
import { addManager } from '../staff/staff-test-helpers.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let venue: Awaited<ReturnType<typeof createTestVenue>>['venue'];
const today = dutchDate(new Date());
const range = { from: addDays(today, -6), to: today };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ({ venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId }));
});
afterAll(() => t.close());

const reportUrl = (query: Record<string, string> = range, id = venue.id, kind = 'venue') =>
  `/api/reports/places/${kind}/${id}?${new URLSearchParams(query)}`;
const view = (url: string, userAgent = BROWSER) =>
  t.request('/api/analytics/events', { body: { name: 'page_view', properties: { url } }, headers: { 'user-agent': userAgent } });
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('place reports', () => {
  it('counts page views of the place and its pages, favourites, reservations, covers and no-shows per day, beside the period before', async () => {
    const path = `/horeca/${venue.plaatsSlug}/${venue.slug}`;
    await view(path);
    await view(`${path}/reserveren?datum=${today}`);
    await view(path, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148');
    await view(`/horeca/${venue.plaatsSlug}/${venue.slug}-andere-zaak`);
    // An older visit, in the previous period.
    await t.db.insert(analyticsEvents).values({ day: addDays(today, -10), name: 'page_view', path, visitor: 'oud' });
    const guest = await t.signUp();
    await t.request('/api/favorites', { cookie: guest.cookie, body: { kind: 'venue', targetId: venue.id } });
    await insertReservation(t.db, { venueId: venue.id, startsAt: at(today, '19:00'), partySize: 4 });
    await insertReservation(t.db, { venueId: venue.id, startsAt: at(today, '20:00'), partySize: 2, status: 'no_show' });
    await insertReservation(t.db, { venueId: venue.id, startsAt: at(today, '21:00'), partySize: 6, status: 'cancelled' });

    const response = await t.request(reportUrl(), { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const report = await readJson<PlaceReport>(response);
    expect(report.place).toMatchObject({ kind: 'venue', id: venue.id, name: venue.name, path });
    expect(report.previous).toEqual({ from: addDays(today, -13), to: addDays(today, -7) });
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)).toEqual({
      day: today,
      pageViews: 3,
      visitors: 2,
      favourites: 1,
      searchClicks: 0,
      menuImports: 0,
      screenMinutes: 0,
      screenMenuViews: 0,
      reservations: 2,
      covers: 4,
      noShows: 1,
    });
    expect(report.totals).toMatchObject({ pageViews: 3, visitors: 2, reservations: 2, covers: 4, noShows: 1 });
    expect(report.previousTotals).toMatchObject({ pageViews: 1, reservations: 0 });

    const csv = await t.request(reportUrl(range, venue.id).replace('?', '/csv?'), { cookie: owner.cookie });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`rapport-${venue.slug}-${range.from}-${range.to}.csv`);
    expect(await csv.text()).toBe(reportCsv(report));
  });

  it('opens for admins and managers with the details right, for nobody else', async () => {
    expect((await t.request(reportUrl())).status).toBe(401);
    const stranger = await t.signUp();
    expect((await t.request(reportUrl(), { cookie: stranger.cookie })).status).toBe(403);
    const admin = await t.userWithRole('admin');
    expect((await t.request(reportUrl(), { cookie: admin.cookie })).status).toBe(200);
    const host = await addManager(t, owner, 'venue', venue.id, ['reservations']);
    expect((await t.request(reportUrl(), { cookie: host.cookie })).status).toBe(403);
    const editor = await addManager(t, owner, 'venue', venue.id, ['details']);
    expect((await t.request(reportUrl(), { cookie: editor.cookie })).status).toBe(200);
  });

  it('refuses bad ranges and unknown places in Dutch', async () => {
    const backwards = await t.request(reportUrl({ from: today, to: addDays(today, -3) }), { cookie: owner.cookie });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify((await readJson<ApiError>(backwards)).issues)).toContain('De einddatum ligt voor de begindatum');
    const long = await t.request(reportUrl({ from: addDays(today, -400), to: today }), { cookie: owner.cookie });
    expect(JSON.stringify((await readJson<ApiError>(long)).issues)).toContain('Een rapport beslaat hoogstens 366 dagen');
    const admin = await t.userWithRole('admin');
    const unknown = await t.request(reportUrl(range, '00000000-0000-4000-8000-000000000000'), { cookie: admin.cookie });
    expect(unknown.status).toBe(404);
    expect((await t.request(reportUrl(range, venue.id, 'kapsalon'), { cookie: owner.cookie })).status).toBe(422);
  });

  it('leaves reservations out of a coffeeshop report', async () => {
    const shopOwner = await t.signUp();
    // Any listed shop, handed to this owner for the test.
    const handedOver = (await t.db.execute(sql`update coffeeshops set owner_id = ${shopOwner.userId}
      where id = (select id from coffeeshops where active order by name limit 1) returning id`)) as unknown as {
      rows: Array<{ id: string }>;
    };
    const shop = handedOver.rows[0];
    const report = await readJson<PlaceReport>(
      await t.request(reportUrl(range, shop?.id, 'coffeeshop'), { cookie: shopOwner.cookie }),
    );
    expect(report.reservations).toBe(false);
    expect(report.screens).toBe(true);
    expect(reportCsv(report).split('\r\n')[0]).toBe(
      'datum;paginaweergaven;bezoekers;nieuwe favorieten;via zoeken;menu-imports;schermminuten online;menuweergaven op schermen',
    );
  });
});
