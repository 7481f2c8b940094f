import type { ApiError, BookingResult, Floor, FloorTable } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueManagers } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

type Caller = 'anonymous' | 'demo' | 'stranger' | 'owner' | 'manager' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'demo', 'stranger', 'owner', 'manager', 'admin'];

let t: TestApp;
const cookies = new Map<Caller, string | undefined>();
let venue: Awaited<ReturnType<typeof createTestVenue>>['venue'];
let tables: Awaited<ReturnType<typeof createTestVenue>>['tables'];
let other: Awaited<ReturnType<typeof createTestVenue>>;
let areaId = '';

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
  ({ venue, tables } = await createTestVenue(t.db, {
    tables: [{ seats: 2, combinable: true }, { seats: 2, combinable: true }, { seats: 4 }],
    ownerId: owner.userId,
  }));
  await t.db.insert(venueManagers).values({ venueId: venue.id, userId: manager.userId });
  other = await createTestVenue(t.db, { tables: [{ seats: 4 }] });
  areaId = tables[0]?.areaId ?? '';
});
afterAll(() => t.close());

const as = (caller: Caller) => cookies.get(caller);
const floor = async () =>
  readJson<Floor>(await t.request(`/api/horeca/manage/venues/${venue.id}/floor`, { cookie: as('owner') }));
const tableInput = (extra: Record<string, unknown> = {}) => ({ areaId, name: 'Raam', seats: 4, minParty: 1, ...extra });
const message = async (response: Response) => (await readJson<ApiError>(response)).message;

describe('floor plan: role × route', () => {
  it('answers every caller as the rules say (empty bodies: 422 for the venue’s people)', async () => {
    const id = tables[2]?.id ?? '';
    const routes = [
      //                                                               anon demo strgr owner mgr admin
      ['GET', `/api/horeca/manage/venues/${venue.id}/floor`, [401, 403, 403, 200, 200, 200]],
      ['POST', `/api/horeca/manage/venues/${venue.id}/areas`, [401, 403, 422, 422, 422, 422]],
      ['PATCH', `/api/horeca/manage/areas/${areaId}`, [401, 403, 422, 422, 422, 422]],
      ['POST', `/api/horeca/manage/venues/${venue.id}/tables`, [401, 403, 422, 422, 422, 422]],
      ['PATCH', `/api/horeca/manage/tables/${id}`, [401, 403, 422, 422, 422, 422]],
      ['POST', `/api/horeca/manage/tables/${id}/position`, [401, 403, 422, 422, 422, 422]],
      ['POST', `/api/horeca/manage/venues/${venue.id}/phone-bookings`, [401, 403, 422, 422, 422, 422]],
    ] as const;
    for (const [method, path, expected] of routes) {
      const actual: Record<string, number> = {};
      for (const caller of CALLERS) {
        const response = await t.request(path, { method, cookie: as(caller), ...(method === 'GET' ? {} : { body: {} }) });
        actual[caller] = response.status;
      }
      expect(actual, `${method} ${path}`).toEqual(Object.fromEntries(CALLERS.map((caller, i) => [caller, expected[i]])));
    }
  });

  it('lets owner, manager and admin change the floor with valid input; refuses others and changes nothing', async () => {
    const before = await floor();
    const id = tables[2]?.id ?? '';
    const writes = (name: string) =>
      [
        ['POST', `/api/horeca/manage/venues/${venue.id}/areas`, { name: `Serre ${name}` }, 201],
        ['PATCH', `/api/horeca/manage/areas/${areaId}`, { name: `Binnen ${name}` }, 200],
        ['POST', `/api/horeca/manage/venues/${venue.id}/tables`, tableInput({ name: `T-${name}` }), 201],
        ['PATCH', `/api/horeca/manage/tables/${id}`, tableInput({ name: `4-${name}` }), 200],
        ['POST', `/api/horeca/manage/tables/${id}/position`, { x: 300, y: 200 }, 200],
      ] as const;
    for (const caller of ['anonymous', 'demo', 'stranger'] as const) {
      for (const [method, path, body] of writes(caller)) {
        const response = await t.request(path, { method, cookie: as(caller), body });
        expect(response.status, `${caller} ${method} ${path}`).toBe(caller === 'anonymous' ? 401 : 403);
      }
      for (const path of [`/api/horeca/manage/tables/${id}/remove`, `/api/horeca/manage/areas/${areaId}/remove`]) {
        expect((await t.request(path, { method: 'POST', cookie: as(caller) })).status).toBe(caller === 'anonymous' ? 401 : 403);
      }
    }
    expect(await floor()).toEqual(before);
    for (const caller of ['owner', 'manager', 'admin'] as const) {
      for (const [method, path, body, status] of writes(caller)) {
        const response = await t.request(path, { method, cookie: as(caller), body });
        expect(response.status, `${caller} ${method} ${path}`).toBe(status);
      }
    }
    const after = await floor();
    expect(after.areas.map((area) => area.name).sort()).toEqual(['Binnen admin', 'Serre admin', 'Serre manager', 'Serre owner']);
    expect(after.tables.find((table) => table.id === id)).toMatchObject({ name: '4-admin', x: 300, y: 200 });
    // Each of them may remove a free table and an empty area.
    for (const caller of ['owner', 'manager', 'admin'] as const) {
      const table = after.tables.find((item) => item.name === `T-${caller}`);
      const area = after.areas.find((item) => item.name === `Serre ${caller}`);
      const post = (path: string) => t.request(path, { method: 'POST', cookie: as(caller) });
      expect((await post(`/api/horeca/manage/tables/${table?.id}/remove`)).status, caller).toBe(204);
      expect((await post(`/api/horeca/manage/areas/${area?.id}/remove`)).status, caller).toBe(204);
    }
    const removed = await floor();
    expect(removed.areas.map((area) => area.name)).toEqual(['Binnen admin']);
    expect(removed.tables.map((table) => table.name).sort()).toEqual(['1', '2', '4-admin']);
  });
});

describe('floor plan: tables and their combinations', () => {
  it('stores explicit combinations both ways and replaces them on change', async () => {
    const [one, two, four] = tables.map((table) => table.id) as [string, string, string];
    const start = await floor();
    expect(start.tables.find((table) => table.id === one)?.combinesWith).toEqual([two]);
    expect(start.tables.find((table) => table.id === two)?.combinesWith).toEqual([one]);
    const created = await t.request(`/api/horeca/manage/venues/${venue.id}/tables`, {
      cookie: as('owner'),
      body: tableInput({ name: 'Hoek', seats: 6, minParty: 3, bookableOnline: false, combinesWith: [four], x: 500, y: 100 }),
    });
    expect(created.status).toBe(201);
    const hoek = await readJson<FloorTable>(created);
    expect(hoek).toMatchObject({ seats: 6, minParty: 3, bookableOnline: false, combinesWith: [four], x: 500, y: 100 });
    expect((await floor()).tables.find((table) => table.id === four)?.combinesWith).toEqual([hoek.id]);
    const changed = await t.request(`/api/horeca/manage/tables/${hoek.id}`, {
      method: 'PATCH',
      cookie: as('owner'),
      body: tableInput({ name: 'Hoek', seats: 6, minParty: 3, bookableOnline: false, combinesWith: [one] }),
    });
    expect((await readJson<FloorTable>(changed)).combinesWith).toEqual([one]);
    const after = await floor();
    expect(after.tables.find((table) => table.id === four)?.combinesWith).toEqual([]);
    expect(after.tables.find((table) => table.id === one)?.combinesWith.sort()).toEqual([two, hoek.id].sort());
  });

  it('refuses bad input in Dutch and stores nothing', async () => {
    const before = await floor();
    const own = tables[0]?.id ?? '';
    const post = (body: unknown) => t.request(`/api/horeca/manage/venues/${venue.id}/tables`, { cookie: as('owner'), body });
    const patch = (body: unknown) =>
      t.request(`/api/horeca/manage/tables/${own}`, { method: 'PATCH', cookie: as('owner'), body });
    const cases: Array<[Promise<Response> | Response, string]> = [
      [post(tableInput({ name: 'Nul', seats: 0 })), 'Een tafel heeft minimaal 1 plaats'],
      [
        post(tableInput({ name: 'Groot', seats: 2, minParty: 3 })),
        'De minimale groepsgrootte kan niet groter zijn dan het aantal plaatsen',
      ],
      [post(tableInput({ name: '2' })), 'Er staat al een tafel met deze naam in deze zaak'],
      [post(tableInput({ name: 'Vreemd', combinesWith: [other.tables[0]?.id] })), 'Combineer alleen met tafels van deze zaak'],
      [post(tableInput({ name: 'Elders', areaId: other.tables[0]?.areaId })), 'Kies een gedeelte van deze zaak'],
      [post(tableInput({ name: 'Buiten', x: 5000 })), 'De tafel moet op de plattegrond staan'],
      [patch(tableInput({ name: '1', combinesWith: [own] })), 'Een tafel kan niet met zichzelf worden gecombineerd'],
      [patch(tableInput({ name: '2' })), 'Er staat al een tafel met deze naam in deze zaak'],
      [
        t.request(`/api/horeca/manage/venues/${venue.id}/areas`, { cookie: as('owner'), body: { name: ' ' } }),
        'Geef het gedeelte een naam',
      ],
    ];
    for (const [response, expected] of cases) {
      const answer = await response;
      expect(answer.status).toBe(422);
      const body = await readJson<ApiError>(answer);
      expect([body.message, ...(body.issues ?? []).map((issue) => issue.message)]).toContain(expected);
    }
    // Another venue's table is not this owner's to change.
    const foreign = await t.request(`/api/horeca/manage/tables/${other.tables[0]?.id}`, {
      method: 'PATCH',
      cookie: as('owner'),
      body: tableInput({ areaId: other.tables[0]?.areaId }),
    });
    expect(foreign.status).toBe(403);
    expect(await floor()).toEqual(before);
  });

  it('keeps a table with a coming reservation, and an area with tables; removes them once free', async () => {
    const { venue: small, tables: [only] = [] } = await createTestVenue(t.db, { tables: [{ seats: 4 }] });
    const admin = as('admin');
    const booked = await t.request(`/api/horeca/venues/${small.id}/reservations`, {
      body: {
        date: nextWeekday('vr'),
        time: '19:00',
        partySize: 2,
        name: 'Gast',
        email: 'gast@voorbeeld.nl',
        phone: '0612345678',
      },
    });
    const reservation = await readJson<BookingResult>(booked);
    const remove = () => t.request(`/api/horeca/manage/tables/${only?.id}/remove`, { method: 'POST', cookie: admin });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe('Deze tafel heeft nog reserveringen. Verplaats of annuleer die eerst.');
    const areaRefused = await t.request(`/api/horeca/manage/areas/${only?.areaId}/remove`, { method: 'POST', cookie: admin });
    expect(areaRefused.status).toBe(409);
    expect(await message(areaRefused)).toBe('Dit gedeelte heeft nog tafels. Verplaats of verwijder die eerst.');
    const stillThere = await readJson<Floor>(await t.request(`/api/horeca/manage/venues/${small.id}/floor`, { cookie: admin }));
    expect(stillThere.tables).toHaveLength(1);
    await t.request(`/api/horeca/manage/reservations/${reservation.id}/status`, { cookie: admin, body: { status: 'cancelled' } });
    expect((await remove()).status).toBe(204);
    expect((await t.request(`/api/horeca/manage/areas/${only?.areaId}/remove`, { method: 'POST', cookie: admin })).status).toBe(
      204,
    );
    const empty = await readJson<Floor>(await t.request(`/api/horeca/manage/venues/${small.id}/floor`, { cookie: admin }));
    expect(empty).toMatchObject({ areas: [], tables: [] });
    expect((await remove()).status).toBe(404);
  });
});
