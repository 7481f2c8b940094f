import { type ApiError, addDays, dutchDate, type MyRoster, mondayOf, type PlannerShift, type ShiftRequest } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffShiftRequests, staffShifts } from '../../db/schema/index.ts';
import { insertEmployee, insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

/* Employees claim open shifts from "Mijn rooster"; the manager approves (issue 20 leftover, ADR 060). */

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let owner: Account;
let lotte: Account;
let sem: Account;
let young: Account;
let stranger: Account;
let shopId: string;
let lotteId: string;

const NEXT_MONDAY = addDays(mondayOf(dutchDate(new Date())), 7);
const day = (n: number) => addDays(NEXT_MONDAY, n);
const base = () => `/api/staff-planner/places/coffeeshop/${shopId}`;
const claim = (shiftId: string, cookie?: string, body: unknown = {}) =>
  t.request(`/api/staff-planner/me/open-shifts/${shiftId}/claim`, { body, ...(cookie ? { cookie } : {}) });
const requestsFor = (shiftId: string) => t.db.select().from(staffShiftRequests).where(eq(staffShiftRequests.shiftId, shiftId));

/** A published open shift of the shop. */
async function openShift(start: string, end: string) {
  const shift = await readJson<PlannerShift>(
    await t.request(`${base()}/shifts`, { cookie: owner.cookie, body: { employeeId: null, start, end, breakMinutes: 30 } }),
  );
  await t.db.update(staffShifts).set({ publishedAt: new Date() }).where(eq(staffShifts.id, shift.id));
  return shift.id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  [lotte, sem, young, stranger] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
  shopId = (await insertShop(t.db, { ownerId: owner.userId })).id;
  lotteId = (await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, userId: lotte.userId, name: 'Lotte Visser' }))
    .id;
  await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, userId: sem.userId, name: 'Sem Mulder' });
  const birthDate = `${Number(NEXT_MONDAY.slice(0, 4)) - 17}-01-01`;
  await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, userId: young.userId, name: 'Noah de Boer', birthDate });
});
afterAll(() => t.close());

describe('claiming an open shift', () => {
  it('shows the open shift in my roster; my claim waits for the manager, who gives me the shift', async () => {
    const shiftId = await openShift(`${day(2)}T12:00`, `${day(2)}T18:00`);
    const roster = await readJson<MyRoster>(
      await t.request(`/api/staff-planner/me?week=${NEXT_MONDAY}`, { cookie: lotte.cookie }),
    );
    expect(roster.openShifts.map((s) => s.id)).toContain(shiftId);
    const claimed = await claim(shiftId, lotte.cookie, { note: 'Ik kan wel' });
    expect(claimed.status).toBe(201);
    const request = await readJson<ShiftRequest>(claimed);
    expect(request).toMatchObject({ kind: 'claim', status: 'pending', fromName: 'Lotte Visser', toEmployeeId: lotteId });
    // Still open until the manager decides.
    const [waiting] = await t.db.select().from(staffShifts).where(eq(staffShifts.id, shiftId));
    expect(waiting?.employeeId).toBeNull();
    const week = await readJson<{ requests: ShiftRequest[] }>(
      await t.request(`${base()}/week?week=${NEXT_MONDAY}`, { cookie: owner.cookie }),
    );
    expect(week.requests.find((r) => r.id === request.id)?.kind).toBe('claim');
    const approved = await t.request(`${base()}/requests/${request.id}/decision`, {
      cookie: owner.cookie,
      body: { approve: true },
    });
    expect(await readJson(approved)).toEqual({ status: 'approved' });
    const [given] = await t.db.select().from(staffShifts).where(eq(staffShifts.id, shiftId));
    expect(given?.employeeId).toBe(lotteId);
    // Given away: nobody can claim it any more.
    const late = await claim(shiftId, sem.cookie);
    expect(late.status).toBe(409);
    expect((await readJson<ApiError>(late)).message).toBe('Deze dienst is al aan een collega gegeven.');
  });

  it('refuses a shift claimed twice with a Dutch 409, storing one claim', async () => {
    const shiftId = await openShift(`${day(3)}T12:00`, `${day(3)}T18:00`);
    expect((await claim(shiftId, sem.cookie)).status).toBe(201);
    for (const who of [lotte, sem]) {
      const twice = await claim(shiftId, who.cookie);
      expect(twice.status).toBe(409);
      expect((await readJson<ApiError>(twice)).message).toBe(
        'Deze open dienst is al aangevraagd; je leidinggevende beslist eerst over die aanvraag.',
      );
    }
    expect(await requestsFor(shiftId)).toHaveLength(1);
  });

  it('runs the Arbeidstijdenwet on the claimant: a 17-year-old may not claim night work, and nothing is stored', async () => {
    const shiftId = await openShift(`${day(4)}T18:00`, `${day(5)}T00:30`);
    const refused = await claim(shiftId, young.cookie);
    expect(refused.status).toBe(422);
    const body = await readJson<ApiError>(refused);
    expect(body.message).toContain('Deze dienst past niet binnen de Arbeidstijdenwet');
    expect(body.message).toContain('tussen 23:00 en 06:00');
    expect(await requestsFor(shiftId)).toHaveLength(0);
    // An adult colleague may.
    expect((await claim(shiftId, lotte.cookie)).status).toBe(201);
  });

  it('refuses an overlapping claim, strangers, the signed-out and unknown or unpublished shifts, storing nothing', async () => {
    const busy = await openShift(`${day(2)}T14:00`, `${day(2)}T20:00`);
    const overlapping = await claim(busy, lotte.cookie);
    expect(overlapping.status).toBe(422);
    expect((await readJson<ApiError>(overlapping)).message).toMatch(/^Je hebt dan al een dienst/);
    expect((await claim(busy)).status).toBe(401);
    const strange = await claim(busy, stranger.cookie);
    expect(strange.status).toBe(404);
    expect((await readJson<ApiError>(strange)).message).toBe('Deze open dienst bestaat niet (meer) bij jouw zaak.');
    expect((await claim('00000000-0000-4000-8000-000000000000', sem.cookie)).status).toBe(404);
    const draft = await readJson<PlannerShift>(
      await t.request(`${base()}/shifts`, {
        cookie: owner.cookie,
        body: { employeeId: null, start: `${day(6)}T10:00`, end: `${day(6)}T14:00` },
      }),
    );
    expect((await claim(draft.id, sem.cookie)).status).toBe(404);
    const long = await claim(busy, sem.cookie, { note: 'x'.repeat(201) });
    expect(long.status).toBe(422);
    expect(await requestsFor(busy)).toHaveLength(0);
    expect(await requestsFor(draft.id)).toHaveLength(0);
  });

  it('refuses approving a claim that no longer fits the claimant’s week, and gives nothing', async () => {
    const shiftId = await openShift(`${day(5)}T09:00`, `${day(5)}T13:00`);
    const request = await readJson<ShiftRequest>(await claim(shiftId, sem.cookie));
    const semId = request.fromEmployeeId;
    // Meanwhile the manager plans Sem at the same time.
    await t.request(`${base()}/shifts`, {
      cookie: owner.cookie,
      body: { employeeId: semId, start: `${day(5)}T08:00`, end: `${day(5)}T12:00` },
    });
    const refused = await t.request(`${base()}/requests/${request.id}/decision`, {
      cookie: owner.cookie,
      body: { approve: true },
    });
    expect(refused.status).toBe(422);
    expect((await readJson<ApiError>(refused)).message).toMatch(/^Sem Mulder heeft dan al een dienst/);
    const [still] = await t.db.select().from(staffShifts).where(eq(staffShifts.id, shiftId));
    expect(still?.employeeId).toBeNull();
    const rejected = await t.request(`${base()}/requests/${request.id}/decision`, {
      cookie: owner.cookie,
      body: { approve: false },
    });
    expect(await readJson(rejected)).toEqual({ status: 'rejected' });
  });
});
