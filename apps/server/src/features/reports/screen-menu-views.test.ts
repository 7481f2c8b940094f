import {
  type ApiError,
  addDays,
  dutchDate,
  menuViewHour,
  type PlaceReport,
  type PlatformReport,
  reportCsv,
} from '@platform/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, screenMenuViews, screens } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

/*
 * Issue 20 item 9, menu views on screens (ADR 076): a screen that shows its menu counts one view per clock hour for
 * its shop, through its secret token only; the owner's report, its CSV and the platform report show the views.
 */

let t: TestApp;
const today = dutchDate(new Date());
const range = { from: addDays(today, -6), to: today };
const query = `?${new URLSearchParams(range)}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shopWithScreens(names: string[]) {
  const owner = await t.signUp();
  const shop = await insertShop(t.db, { ownerId: owner.userId });
  const rows = await t.db
    .insert(screens)
    .values(
      names.map((name, index) => ({
        coffeeshopId: shop.id,
        name,
        layout: { columns: 2, categories: ['flower' as const], dayparts: [] },
        token: `menu-view-${index}-${shop.id}`,
        pairingCode: `${index}${shop.id.replaceAll('-', '').slice(0, 7)}`.toUpperCase(),
      })),
    )
    .returning();
  return { owner, shop, screens: rows };
}

const view = (token: string) => t.request(`/api/screens/${token}/menu-views`, { method: 'POST' });
const viewsOf = async (screenId: string) => t.db.select().from(screenMenuViews).where(eq(screenMenuViews.screenId, screenId));
const allViews = async () => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(screenMenuViews);
  return row?.n ?? 0;
};

describe('menu views on screens', () => {
  it('counts a screen showing its menu once per clock hour, per screen, in the owner’s report and CSV', async () => {
    const {
      owner,
      shop,
      screens: [counter, wall],
    } = await shopWithScreens(['Toonbank', 'Raam']);
    const counterToken = counter?.token ?? '';
    // The display reports on load, again after a reload and from a second tab: one view for this hour.
    for (let report = 0; report < 3; report++) expect((await view(counterToken)).status).toBe(204);
    expect((await view(wall?.token ?? '')).status).toBe(204);
    const [stored] = await viewsOf(counter?.id ?? '');
    expect(stored).toMatchObject({ day: today, views: 1 });
    // Nothing personal: the row holds the screen, the day, a count and the hour — no address, no device.
    expect(Object.keys(stored ?? {}).sort()).toEqual(['day', 'lastHour', 'screenId', 'views']);
    expect(stored?.lastHour.toISOString()).toBe(menuViewHour(new Date()).toISOString());

    // The hour before was counted earlier today: this hour adds one.
    await t.db
      .update(screenMenuViews)
      .set({ lastHour: new Date(menuViewHour(new Date()).getTime() - 3_600_000) })
      .where(eq(screenMenuViews.screenId, counter?.id ?? ''));
    expect((await view(counterToken)).status).toBe(204);
    expect((await viewsOf(counter?.id ?? ''))[0]?.views).toBe(2);
    // An earlier day, for the period before.
    await t.db.insert(screenMenuViews).values({
      screenId: counter?.id ?? '',
      day: addDays(today, -8),
      views: 5,
      lastHour: new Date(`${addDays(today, -8)}T12:00:00Z`),
    });

    const response = await t.request(`/api/reports/places/coffeeshop/${shop.id}${query}`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const report = await readJson<PlaceReport>(response);
    expect(report.days.at(-1)?.screenMenuViews).toBe(3);
    expect(report.totals.screenMenuViews).toBe(3);
    expect(report.previousTotals.screenMenuViews).toBe(5);

    const csv = await (await t.request(`/api/reports/places/coffeeshop/${shop.id}/csv${query}`, { cookie: owner.cookie })).text();
    expect(csv).toBe(reportCsv(report));
    const [header, ...lines] = csv.trim().split('\r\n');
    const column = header?.split(';').indexOf('menuweergaven op schermen') ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(lines.at(-1)?.split(';')[column]).toBe('3');
    expect(lines.reduce((sum, line) => sum + Number(line.split(';')[column]), 0)).toBe(report.totals.screenMenuViews);
  });

  it('counts nothing for an unknown or revoked token, or a screen of a shop that is offline', async () => {
    const {
      owner,
      shop,
      screens: [screen],
    } = await shopWithScreens(['Toonbank']);
    const before = await allViews();

    const unknown = await view('onbekend-token-van-genoeg-tekens');
    expect(unknown.status).toBe(404);
    expect((await readJson<ApiError>(unknown)).message).toBe('Dit scherm is niet (meer) gekoppeld.');
    expect((await view('kort')).status).toBe(404);

    const revoked = await t.request(`/api/menu/shops/${shop.id}/screens/${screen?.id}/revoke`, {
      body: {},
      cookie: owner.cookie,
    });
    expect(revoked.status).toBe(200);
    const afterRevoke = await view(screen?.token ?? '');
    expect(afterRevoke.status).toBe(404);
    expect((await readJson<ApiError>(afterRevoke)).message).toBe('Dit scherm is niet (meer) gekoppeld.');

    const offline = await shopWithScreens(['Wand']);
    await t.db.update(coffeeshops).set({ active: false }).where(eq(coffeeshops.id, offline.shop.id));
    expect((await view(offline.screens[0]?.token ?? '')).status).toBe(404);

    expect(await allViews()).toBe(before);
    const report = await readJson<PlaceReport>(
      await t.request(`/api/reports/places/coffeeshop/${shop.id}${query}`, { cookie: owner.cookie }),
    );
    expect(report.totals.screenMenuViews).toBe(0);
  });

  it("shows an owner their own shop only, and visitors nothing; admins see every shop's views summed", async () => {
    const {
      shop,
      screens: [screen],
    } = await shopWithScreens(['Toonbank']);
    expect((await view(screen?.token ?? '')).status).toBe(204);
    const url = `/api/reports/places/coffeeshop/${shop.id}${query}`;

    const visitor = await t.request(url);
    expect(visitor.status).toBe(401);
    expect((await readJson<ApiError>(visitor)).message).toBe('Je bent niet ingelogd. Log in om verder te gaan.');
    const stranger = await t.signUp();
    for (const path of [url, url.replace('?', '/csv?')]) {
      const refused = await t.request(path, { cookie: stranger.cookie });
      expect(refused.status).toBe(403);
      expect((await readJson<ApiError>(refused)).message).toBe('Je beheert deze coffeeshop niet.');
    }
    // A stranger's own shop shows none of the other shop's views.
    const own = await insertShop(t.db, { ownerId: stranger.userId });
    const ownReport = await readJson<PlaceReport>(
      await t.request(`/api/reports/places/coffeeshop/${own.id}${query}`, { cookie: stranger.cookie }),
    );
    expect(ownReport.totals.screenMenuViews).toBe(0);

    const admin = await t.userWithRole('admin');
    const platform = await readJson<PlatformReport>(await t.request(`/api/reports/platform${query}`, { cookie: admin.cookie }));
    const [counted] = await t.db
      .select({ n: sql<number>`coalesce(sum(${screenMenuViews.views}), 0)::int` })
      .from(screenMenuViews)
      .where(eq(screenMenuViews.day, today));
    expect(platform.days.at(-1)?.screenMenuViews).toBe(counted?.n);
    expect(platform.totals.screenMenuViews).toBeGreaterThanOrEqual(1);
    const csv = await (await t.request(`/api/reports/platform/csv${query}`, { cookie: admin.cookie })).text();
    const [header, ...lines] = csv.trim().split('\r\n');
    const column = header?.split(';').indexOf('menuweergaven op schermen') ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(lines.at(-1)?.split(';')[column]).toBe(String(counted?.n));
  });
});
