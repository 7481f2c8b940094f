import type {
  AdminReservation,
  ApiError,
  Availability,
  BookingResult,
  ManagedVenue,
  ManagerDay,
  ManagerReservation,
} from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, tableBlocks, venueManagers } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let venue: Awaited<ReturnType<typeof createTestVenue>>['venue'];
let tables: Awaited<ReturnType<typeof createTestVenue>>['tables'];
const date = nextWeekday('za');
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ({ venue, tables } = await createTestVenue(t.db, {
    tables: [{ seats: 2, combinable: true }, { seats: 2, combinable: true }, { seats: 6 }],
    ownerId: owner.userId,
  }));
});
afterAll(() => t.close());

const book = async (time: string, partySize = 2) =>
  readJson<BookingResult>(
    await t.request(`/api/horeca/venues/${venue.id}/reservations`, {
      body: { date, time, partySize, name: 'Gast', email: 'gast@voorbeeld.nl', phone: '0612345678' },
    }),
  );
const day = async (cookie: string) => t.request(`/api/horeca/manage/venues/${venue.id}/day?date=${date}`, { cookie });

describe('horeca manager: who may do what', () => {
  it('lets the owner, a manager and admins in; others get 403, anonymous 401, demo cannot write', async () => {
    const stranger = await t.signUp();
    const manager = await t.signUp();
    await t.db.insert(venueManagers).values({ venueId: venue.id, userId: manager.userId });
    const admin = await t.userWithRole('admin');
    const demo = await t.userWithRole('demo');
    expect((await day(owner.cookie)).status).toBe(200);
    expect((await day(manager.cookie)).status).toBe(200);
    expect((await day(admin.cookie)).status).toBe(200);
    const refused = await day(stranger.cookie);
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe('Je beheert deze horecazaak niet.');
    expect((await t.request(`/api/horeca/manage/venues/${venue.id}/day?date=${date}`)).status).toBe(401);
    const mine = await readJson<ManagedVenue[]>(await t.request('/api/horeca/manage/venues', { cookie: owner.cookie }));
    expect(mine.map((item) => item.id)).toEqual([venue.id]);
    expect(await readJson<ManagedVenue[]>(await t.request('/api/horeca/manage/venues', { cookie: stranger.cookie }))).toEqual([]);
    const walkIn = (cookie?: string) =>
      t.request(`/api/horeca/manage/venues/${venue.id}/walk-ins`, { cookie, body: { partySize: 2 } });
    expect((await walkIn(stranger.cookie)).status).toBe(403);
    expect((await walkIn(demo.cookie)).status).toBe(403);
    expect((await walkIn()).status).toBe(401);
    const all = (cookie: string) => t.request(`/api/admin/horeca/reservations?date=${date}`, { cookie });
    expect((await all(owner.cookie)).status).toBe(403);
    expect((await all(admin.cookie)).status).toBe(200);
  });
});

describe('horeca manager: the day', () => {
  it('shows bookings on the day, moves them, changes status and seats walk-ins', async () => {
    const booked = await book('19:00');
    const list = await readJson<ManagerDay>(await day(owner.cookie));
    expect(list.tables.map((table) => table.name)).toEqual(['1', '2', '3']);
    const row = list.reservations.find((item) => item.id === booked.id);
    expect(row).toMatchObject({ time: '19:00', partySize: 2, status: 'confirmed', source: 'online' });
    // A two-top, never the six.
    expect([tables[0]?.id, tables[1]?.id]).toContain(row?.tableIds[0]);

    const moved = await t.request(`/api/horeca/manage/reservations/${booked.id}/move`, {
      cookie: owner.cookie,
      body: { tableIds: [tables[2]?.id] },
    });
    expect((await readJson<ManagerReservation>(moved)).tableIds).toEqual([tables[2]?.id]);
    const foreign = await t.request(`/api/horeca/manage/reservations/${booked.id}/move`, {
      cookie: owner.cookie,
      body: { tableIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(foreign.status).toBe(422);

    const status = (to: string) =>
      t.request(`/api/horeca/manage/reservations/${booked.id}/status`, { cookie: owner.cookie, body: { status: to } });
    expect((await readJson<ManagerReservation>(await status('seated'))).status).toBe('seated');
    const backwards = await status('confirmed');
    expect(backwards.status).toBe(409);
    expect((await status('vertrokken')).status).toBe(422);

    const walkIn = await t.request(`/api/horeca/manage/venues/${venue.id}/walk-ins`, {
      cookie: owner.cookie,
      body: { partySize: 3, name: 'Familie Jansen' },
    });
    expect(walkIn.status).toBe(201);
    expect(await readJson<ManagerReservation>(walkIn)).toMatchObject({ status: 'seated', source: 'walk_in', partySize: 3 });
    const tooMany = await t.request(`/api/horeca/manage/venues/${venue.id}/walk-ins`, {
      cookie: owner.cookie,
      body: { partySize: 0 },
    });
    expect(tooMany.status).toBe(422);
    expect((await readJson<ApiError>(tooMany)).issues?.[0]?.message).toBe('Kies minimaal 1 persoon');
  });

  it('blocks a table or the whole venue, and online availability follows', async () => {
    const slots = async () =>
      readJson<Availability>(await t.request(`/api/horeca/venues/${venue.id}/availability?date=${date}&partySize=2`));
    const block = await t.request(`/api/horeca/manage/venues/${venue.id}/blocks`, {
      cookie: owner.cookie,
      body: { tableId: null, date, from: '17:00', to: '18:00', reason: 'Besloten borrel' },
    });
    expect(block.status).toBe(201);
    const { id } = await readJson<{ id: string }>(block);
    expect((await slots()).slots.find((slot) => slot.time === '17:00')?.available).toBe(false);
    const bad = await t.request(`/api/horeca/manage/venues/${venue.id}/blocks`, {
      cookie: owner.cookie,
      body: { tableId: null, date, from: '17:00', to: '17:00', reason: '' },
    });
    expect(bad.status).toBe(422);
    expect(await t.db.select().from(tableBlocks).where(eq(tableBlocks.venueId, venue.id))).toHaveLength(1);
    expect((await t.request(`/api/horeca/manage/blocks/${id}/remove`, { cookie: owner.cookie, method: 'POST' })).status).toBe(
      204,
    );
    expect((await slots()).slots.find((slot) => slot.time === '17:00')?.available).toBe(true);
  });

  it('lists every venue’s reservations of a day for admins', async () => {
    const admin = await t.userWithRole('admin');
    const all = await readJson<AdminReservation[]>(
      await t.request(`/api/admin/horeca/reservations?date=${date}`, { cookie: admin.cookie }),
    );
    // The online booking is on that date; the walk-in was seated today.
    expect(all.filter((item) => item.venue.id === venue.id).map((item) => item.source)).toEqual(['online']);
    expect(all[0]?.venue.name).toBe(venue.name);
    expect(await t.db.select().from(reservations).where(eq(reservations.venueId, venue.id))).toHaveLength(2);
  });
});
