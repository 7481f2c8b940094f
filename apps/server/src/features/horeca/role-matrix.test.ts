import type { BookingResult } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMenus, tableBlocks, venueManagers } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

/**
 * Every hospitality management route against every kind of caller. Writes
 * carry an empty body: the session and demo checks come first (401, 403),
 * then the input check (422) for anyone signed in; ownership is checked on
 * valid input, so a stranger's valid write is a 403 (second test, and the
 * editing and manager tests).
 */
type Caller = 'anonymous' | 'demo' | 'stranger' | 'owner' | 'manager' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'demo', 'stranger', 'owner', 'manager', 'admin'];

let t: TestApp;
const cookies = new Map<Caller, string | undefined>();
const ids = { venue: '', reservation: '', block: '', course: '' };
const date = nextWeekday('vr');

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signUp();
  const manager = await t.signUp();
  cookies.set('anonymous', undefined);
  cookies.set('demo', (await t.userWithRole('demo')).cookie);
  cookies.set('stranger', (await t.signUp()).cookie);
  cookies.set('owner', owner.cookie);
  cookies.set('manager', manager.cookie);
  cookies.set('admin', (await t.userWithRole('admin')).cookie);
  const { venue, tables } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId });
  await t.db.insert(venueManagers).values({ venueId: venue.id, userId: manager.userId });
  ids.venue = venue.id;
  const booked = await readJson<BookingResult>(
    await t.request(`/api/horeca/venues/${venue.id}/reservations`, {
      body: { date, time: '19:00', partySize: 2, name: 'Gast', email: 'gast@voorbeeld.nl', phone: '0612345678' },
    }),
  );
  ids.reservation = booked.id;
  const [block] = await t.db
    .insert(tableBlocks)
    .values({
      venueId: venue.id,
      tableId: tables[0]?.id ?? null,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 3_600_000),
      reason: 'Test',
    })
    .returning();
  ids.block = block?.id ?? '';
  const [course] = await t.db
    .insert(courseMenus)
    .values({ venueId: venue.id, name: 'Menu', pricePerPerson: 40, courses: [] })
    .returning();
  ids.course = course?.id ?? '';
});
afterAll(() => t.close());

const routes = () =>
  [
    //                                                                             anon demo strgr owner mgr admin
    ['GET', '/api/horeca/manage/venues', [401, 200, 200, 200, 200, 200]],
    ['GET', `/api/horeca/manage/venues/${ids.venue}/day?date=${date}`, [401, 403, 403, 200, 200, 200]],
    ['GET', `/api/horeca/manage/venues/${ids.venue}/edit`, [401, 403, 403, 200, 200, 200]],
    ['PATCH', `/api/horeca/manage/venues/${ids.venue}`, [401, 403, 422, 422, 422, 422]],
    ['PUT', `/api/horeca/manage/venues/${ids.venue}/menu`, [401, 403, 422, 422, 422, 422]],
    ['POST', `/api/horeca/manage/venues/${ids.venue}/course-menus`, [401, 403, 422, 422, 422, 422]],
    ['PATCH', `/api/horeca/manage/course-menus/${ids.course}`, [401, 403, 422, 422, 422, 422]],
    ['POST', `/api/horeca/manage/venues/${ids.venue}/walk-ins`, [401, 403, 422, 422, 422, 422]],
    ['POST', `/api/horeca/manage/venues/${ids.venue}/blocks`, [401, 403, 422, 422, 422, 422]],
    ['POST', `/api/horeca/manage/reservations/${ids.reservation}/status`, [401, 403, 422, 422, 422, 422]],
    ['POST', `/api/horeca/manage/reservations/${ids.reservation}/move`, [401, 403, 422, 422, 422, 422]],
    ['GET', `/api/admin/horeca/reservations?date=${date}`, [401, 403, 403, 403, 403, 200]],
    ['POST', '/api/admin/horeca/venues', [401, 403, 403, 403, 403, 422]],
  ] as const;

describe('hospitality management: role × route', () => {
  it('answers every caller as the rules say', async () => {
    for (const [method, path, expected] of routes()) {
      const actual: Record<string, number> = {};
      for (const caller of CALLERS) {
        const response = await t.request(path, {
          method,
          cookie: cookies.get(caller),
          ...(method === 'GET' ? {} : { body: {} }),
        });
        actual[caller] = response.status;
      }
      expect(actual, `${method} ${path}`).toEqual(Object.fromEntries(CALLERS.map((caller, i) => [caller, expected[i]])));
    }
  });

  it('refuses a stranger’s valid writes with 403 and changes nothing', async () => {
    const stranger = cookies.get('stranger');
    const walkIn = await t.request(`/api/horeca/manage/venues/${ids.venue}/walk-ins`, {
      cookie: stranger,
      body: { partySize: 2 },
    });
    expect(walkIn.status).toBe(403);
    const status = await t.request(`/api/horeca/manage/reservations/${ids.reservation}/status`, {
      cookie: stranger,
      body: { status: 'cancelled' },
    });
    expect(status.status).toBe(403);
    const day = await t.request(`/api/horeca/manage/venues/${ids.venue}/day?date=${date}`, { cookie: cookies.get('owner') });
    const { reservations } = await readJson<{ reservations: Array<{ id: string; status: string }> }>(day);
    expect(reservations).toEqual([expect.objectContaining({ id: ids.reservation, status: 'confirmed' })]);
  });

  it('lets only the venue’s people remove a block or retire a course menu', async () => {
    const remove = (path: string, caller: Caller) => t.request(path, { method: 'POST', cookie: cookies.get(caller) });
    for (const caller of ['anonymous', 'demo', 'stranger'] as const) {
      expect((await remove(`/api/horeca/manage/blocks/${ids.block}/remove`, caller)).status).toBe(
        caller === 'anonymous' ? 401 : 403,
      );
      expect((await remove(`/api/horeca/manage/course-menus/${ids.course}/remove`, caller)).status).toBe(
        caller === 'anonymous' ? 401 : 403,
      );
    }
    expect((await remove(`/api/horeca/manage/blocks/${ids.block}/remove`, 'manager')).status).toBe(204);
    expect((await remove(`/api/horeca/manage/course-menus/${ids.course}/remove`, 'owner')).status).toBe(204);
  });
});
