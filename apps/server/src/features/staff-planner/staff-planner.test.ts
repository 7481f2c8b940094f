// Long file: every planner route × role and ownership, bad input and the refused writes that change nothing.
import { type ApiError, addDays, dutchDate, type MyRoster, mondayOf, type PlannerShift, type PlannerWeek } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, staffEmployees, staffShifts, staffTimeEntries } from '../../db/schema/index.ts';
import { insertEmployee, insertShop, insertVenue } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { addManager } from '../staff/staff-test-helpers.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let owner: Account;
let stranger: Account;
let admin: Account;
let planner: Account;
let menuOnly: Account;
let shopId: string;
let otherShopId: string;
let venueId: string;
let venueOwner: Account;

const NEXT_MONDAY = addDays(mondayOf(dutchDate(new Date())), 7);
const day = (n: number) => addDays(NEXT_MONDAY, n);
const base = (id = shopId, kind = 'coffeeshop') => `/api/staff-planner/places/${kind}/${id}`;
const weekOf = async (cookie: string, week = NEXT_MONDAY, id = shopId, kind = 'coffeeshop') =>
  readJson<PlannerWeek>(await t.request(`${base(id, kind)}/week?week=${week}`, { cookie }));
const countShifts = async (placeId = shopId) =>
  (await t.db.select({ id: staffShifts.id }).from(staffShifts).where(eq(staffShifts.placeId, placeId))).length;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  stranger = await t.signUp();
  admin = await t.userWithRole('admin');
  venueOwner = await t.signUp();
  shopId = (await insertShop(t.db, { ownerId: owner.userId })).id;
  otherShopId = (await insertShop(t.db, { ownerId: stranger.userId })).id;
  venueId = (await insertVenue(t.db, { ownerId: venueOwner.userId })).id;
  planner = await addManager(t, owner, 'coffeeshop', shopId, ['staff']);
  menuOnly = await addManager(t, owner, 'coffeeshop', shopId, ['menu']);
});
afterAll(() => t.close());

describe('who may plan', () => {
  it('lets the owner, an admin and a manager with the staff right open the week, of both brands', async () => {
    for (const who of [owner, admin, planner]) {
      const response = await t.request(`${base()}/week?week=${NEXT_MONDAY}`, { cookie: who.cookie });
      expect(response.status).toBe(200);
    }
    const venue = await t.request(`${base(venueId, 'venue')}/week?week=${day(3)}`, { cookie: venueOwner.cookie });
    expect(venue.status).toBe(200);
    expect((await readJson<PlannerWeek>(venue)).week).toBe(NEXT_MONDAY);
  });

  it('refuses the signed-out, strangers, managers without the staff right and unknown places in Dutch', async () => {
    expect((await t.request(`${base()}/week?week=${NEXT_MONDAY}`)).status).toBe(401);
    const strange = await t.request(`${base()}/week?week=${NEXT_MONDAY}`, { cookie: stranger.cookie });
    expect(strange.status).toBe(403);
    expect((await readJson<ApiError>(strange)).message).toBe('Je beheert deze coffeeshop niet.');
    const menu = await t.request(`${base()}/week?week=${NEXT_MONDAY}`, { cookie: menuOnly.cookie });
    expect(menu.status).toBe(403);
    expect((await readJson<ApiError>(menu)).message).toBe('Je mag de medewerkers van deze zaak niet beheren.');
    const unknown = await t.request(`${base('00000000-0000-4000-8000-000000000000')}/week?week=${NEXT_MONDAY}`, {
      cookie: owner.cookie,
    });
    expect(unknown.status).toBe(404);
    const badWeek = await t.request(`${base()}/week?week=2026-02-30`, { cookie: owner.cookie });
    expect(badWeek.status).toBe(422);
  });
});

describe('employees and shifts', () => {
  it('adds an employee; a stranger adding one is refused and nothing is stored', async () => {
    const body = {
      name: 'Fleur Jansen',
      email: 'fleur@voorbeeld.nl',
      role: 'Bediening',
      contractHours: 20,
      birthDate: '2000-03-04',
      hourlyWageCents: 1600,
    };
    const added = await t.request(`${base()}/employees`, { cookie: owner.cookie, body });
    expect(added.status).toBe(201);
    expect(await readJson(added)).toMatchObject({
      name: 'Fleur Jansen',
      birthDate: '2000-03-04',
      hourlyWageCents: 1600,
      linked: false,
    });
    const refused = await t.request(`${base()}/employees`, { cookie: stranger.cookie, body: { ...body, name: 'Indringer' } });
    expect(refused.status).toBe(403);
    const bad = await t.request(`${base()}/employees`, { cookie: owner.cookie, body: { ...body, name: '', contractHours: 80 } });
    expect(bad.status).toBe(422);
    const issues = (await readJson<ApiError>(bad)).issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Vul een naam in', 'Hoogstens 60 contracturen per week']),
    );
    const names = (await t.db.select().from(staffEmployees).where(eq(staffEmployees.placeId, shopId))).map((e) => e.name);
    expect(names).toEqual(['Fleur Jansen']);
  });

  it('plans a shift, refuses an overlapping one and one that ends before it starts, storing nothing', async () => {
    const employee = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, name: 'Daan Bakker' });
    const shift = { employeeId: employee.id, start: `${day(1)}T09:00`, end: `${day(1)}T17:00`, breakMinutes: 30 };
    expect((await t.request(`${base()}/shifts`, { cookie: planner.cookie, body: shift })).status).toBe(201);
    const before = await countShifts();
    const overlap = await t.request(`${base()}/shifts`, {
      cookie: owner.cookie,
      body: { ...shift, start: `${day(1)}T16:00`, end: `${day(1)}T22:00` },
    });
    expect(overlap.status).toBe(422);
    expect((await readJson<ApiError>(overlap)).message).toMatch(/^Deze medewerker heeft dan al een dienst \(.+ 09:00–17:00\)\.$/);
    const backwards = await t.request(`${base()}/shifts`, {
      cookie: owner.cookie,
      body: { ...shift, start: `${day(2)}T17:00`, end: `${day(2)}T09:00` },
    });
    expect(backwards.status).toBe(422);
    expect((await readJson<ApiError>(backwards)).issues?.[0]?.message).toBe('Een dienst kan niet eindigen voordat hij begint');
    const foreign = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: otherShopId });
    const elsewhere = await t.request(`${base()}/shifts`, {
      cookie: owner.cookie,
      body: { ...shift, employeeId: foreign.id, start: `${day(3)}T09:00`, end: `${day(3)}T12:00` },
    });
    expect(elsewhere.status).toBe(422);
    expect((await readJson<ApiError>(elsewhere)).message).toBe('Deze medewerker werkt niet bij deze zaak.');
    const strangerShift = await t.request(`${base()}/shifts`, {
      cookie: stranger.cookie,
      body: { ...shift, start: `${day(4)}T09:00`, end: `${day(4)}T12:00` },
    });
    expect(strangerShift.status).toBe(403);
    expect(await countShifts()).toBe(before);
  });

  it("warns that a 17-year-old's late shift is night work, citing the rule and a fix", async () => {
    const birthDate = `${Number(NEXT_MONDAY.slice(0, 4)) - 17}-01-01`;
    const young = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, name: 'Noah de Boer', birthDate });
    const added = await t.request(`${base()}/shifts`, {
      cookie: owner.cookie,
      body: { employeeId: young.id, start: `${day(4)}T18:00`, end: `${day(5)}T00:30`, breakMinutes: 30 },
    });
    expect(added.status).toBe(201);
    const week = await weekOf(owner.cookie);
    const warning = week.warnings.find((w) => w.employeeId === young.id);
    expect(warning).toMatchObject({ rule: 'youth-night', citation: 'Arbeidstijdenwet art. 5:3' });
    expect(warning?.message).toContain('tussen 23:00 en 06:00');
    expect(warning?.fix).toContain('23:00');
    expect(week.employees.find((e) => e.id === young.id)?.age).toBe(17);
    expect(week.costCents).toBeGreaterThan(0);
  });

  it('moves a shift (drag and drop) to another day and employee, which waits to be published again', async () => {
    const employee = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, name: 'Eva Smit' });
    const created = await readJson<PlannerShift>(
      await t.request(`${base()}/shifts`, {
        cookie: owner.cookie,
        body: { employeeId: null, start: `${day(2)}T12:00`, end: `${day(2)}T18:00` },
      }),
    );
    const moved = await t.request(`${base()}/shifts/${created.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { employeeId: employee.id, start: `${day(3)}T12:00`, end: `${day(3)}T18:00` },
    });
    expect(moved.status).toBe(200);
    expect(await readJson(moved)).toMatchObject({ employeeId: employee.id, date: day(3), start: '12:00', published: false });
    const strangerMove = await t.request(`${base()}/shifts/${created.id}`, {
      method: 'PUT',
      cookie: stranger.cookie,
      body: { employeeId: null, start: `${day(4)}T12:00`, end: `${day(4)}T18:00` },
    });
    expect(strangerMove.status).toBe(403);
    const [row] = await t.db.select().from(staffShifts).where(eq(staffShifts.id, created.id));
    expect(row?.employeeId).toBe(employee.id);
    expect((await t.request(`${base()}/shifts/${created.id}`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(403);
    expect((await t.request(`${base()}/shifts/${created.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
  });

  it('keeps shift templates and copies a week without doubling shifts', async () => {
    const template = await t.request(`${base()}/templates`, {
      cookie: owner.cookie,
      body: { name: 'Avond', start: '17:00', end: '23:00', breakMinutes: 30 },
    });
    expect(template.status).toBe(201);
    const bad = await t.request(`${base()}/templates`, {
      cookie: owner.cookie,
      body: { name: 'Niets', start: '17:00', end: '17:00' },
    });
    expect(bad.status).toBe(422);
    expect((await weekOf(owner.cookie)).templates.map((x) => x.name)).toEqual(['Avond']);
    const before = (await weekOf(owner.cookie)).shifts.length;
    const copied = await t.request(`${base()}/copy-week`, {
      cookie: owner.cookie,
      body: { from: NEXT_MONDAY, to: addDays(NEXT_MONDAY, 7) },
    });
    expect(await readJson(copied)).toEqual({ copied: before, skipped: 0 });
    const again = await t.request(`${base()}/copy-week`, {
      cookie: owner.cookie,
      body: { from: NEXT_MONDAY, to: addDays(NEXT_MONDAY, 7) },
    });
    expect(await readJson(again)).toMatchObject({
      copied: 0,
      skipped: before - (await weekOf(owner.cookie)).shifts.filter((s) => !s.employeeId).length,
    });
    expect(
      (
        await t.request(`${base()}/copy-week`, {
          cookie: stranger.cookie,
          body: { from: NEXT_MONDAY, to: addDays(NEXT_MONDAY, 14) },
        })
      ).status,
    ).toBe(403);
  });
});

describe('publishing, my roster, requests and hours', () => {
  let employeeId: string;
  let employee: Account;
  let shiftId: string;

  it('publishes a week: each employee gets their shifts and a calendar link by mail', async () => {
    employee = await t.signUp();
    const added = await t.request(`${base()}/employees`, {
      cookie: owner.cookie,
      body: {
        name: 'Lotte Visser',
        email: employee.email,
        role: 'Budtender',
        contractHours: 16,
        birthDate: '2001-07-07',
        hourlyWageCents: 1500,
      },
    });
    employeeId = (await readJson<{ id: string }>(added)).id;
    shiftId = (
      await readJson<PlannerShift>(
        await t.request(`${base()}/shifts`, {
          cookie: owner.cookie,
          body: { employeeId, start: `${day(5)}T12:00`, end: `${day(5)}T20:00`, breakMinutes: 30 },
        }),
      )
    ).id;
    expect((await t.request(`${base()}/publish`, { cookie: stranger.cookie, body: { week: NEXT_MONDAY } })).status).toBe(403);
    const published = await t.request(`${base()}/publish`, { cookie: owner.cookie, body: { week: NEXT_MONDAY } });
    expect(published.status).toBe(200);
    expect((await readJson<{ published: number; mailed: number }>(published)).mailed).toBeGreaterThan(0);
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'staff_roster'), eq(mailMessages.to, employee.email.toLowerCase())));
    expect(mail?.text).toContain('12:00–20:00');
    expect(mail?.text).toMatch(/\/api\/staff-calendar\/[\w-]+\.ics/);
    const nothing = await t.request(`${base()}/publish`, { cookie: owner.cookie, body: { week: NEXT_MONDAY } });
    expect(nothing.status).toBe(422);
    expect((await readJson<ApiError>(nothing)).message).toBe('Er is niets nieuws om te publiceren in deze week.');
  });

  it('links a roster to an account only through the mailed link, never by the e-mail address alone', async () => {
    const rosterOf = async (cookie: string) =>
      readJson<MyRoster>(await t.request(`/api/staff-planner/me?week=${NEXT_MONDAY}`, { cookie }));
    // The same address is no proof: sign-up does not check it, so the account sees nothing yet.
    expect((await rosterOf(employee.cookie)).employments).toEqual([]);
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'staff_roster'), eq(mailMessages.to, employee.email.toLowerCase())));
    const token = /staff-planner\?koppel=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const link = (cookie: string | undefined, body: unknown) =>
      t.request('/api/staff-planner/me/link', { body, ...(cookie ? { cookie } : {}) });
    expect((await link(undefined, { token })).status).toBe(401);
    const malformed = await link(employee.cookie, { token: 'kort' });
    expect(malformed.status).toBe(422);
    expect((await readJson<ApiError>(malformed)).issues?.[0]?.message).toBe('Deze koppellink is ongeldig.');
    expect((await link(employee.cookie, { token: 'a'.repeat(32) })).status).toBe(404);
    expect((await link(employee.cookie, { token })).status).toBe(200);
    // Someone else with the link later cannot take the roster over.
    const taken = await link(stranger.cookie, { token });
    expect(taken.status).toBe(409);
    expect((await readJson<ApiError>(taken)).message).toBe('Dit rooster is al gekoppeld aan een ander account.');
    expect((await rosterOf(stranger.cookie)).employments).toEqual([]);
    expect((await rosterOf(employee.cookie)).employments).toHaveLength(1);
  });

  it('shows the employee their roster and a working personal .ics feed', async () => {
    const roster = await readJson<MyRoster>(
      await t.request(`/api/staff-planner/me?week=${NEXT_MONDAY}`, { cookie: employee.cookie }),
    );
    expect(roster.shifts.map((s) => s.id)).toEqual([shiftId]);
    expect(roster.employments[0]?.place.id).toBe(shopId);
    const url = new URL(roster.employments[0]?.icsUrl ?? '');
    const ics = await t.request(url.pathname);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(`dienst-${shiftId}`);
    expect((await t.request('/api/staff-calendar/geen-geldige-sleutel-123456.ics')).status).toBe(404);
    expect((await t.request(`/api/staff-planner/me?week=${NEXT_MONDAY}`)).status).toBe(401);
    const empty = await readJson<MyRoster>(
      await t.request(`/api/staff-planner/me?week=${NEXT_MONDAY}`, { cookie: stranger.cookie }),
    );
    expect(empty.employments).toEqual([]);
  });

  it('lets the employee ask to give a shift to a colleague; the manager approves once', async () => {
    const colleague = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, name: 'Sem Mulder' });
    const foreign = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: otherShopId });
    const wrong = await t.request(`/api/staff-planner/me/shifts/${shiftId}/requests`, {
      cookie: employee.cookie,
      body: { kind: 'swap', toEmployeeId: foreign.id },
    });
    expect(wrong.status).toBe(422);
    expect((await readJson<ApiError>(wrong)).message).toBe('Deze collega werkt niet bij deze zaak.');
    const notMine = await t.request(`/api/staff-planner/me/shifts/${shiftId}/requests`, {
      cookie: stranger.cookie,
      body: { kind: 'giveaway' },
    });
    expect(notMine.status).toBe(404);
    const asked = await t.request(`/api/staff-planner/me/shifts/${shiftId}/requests`, {
      cookie: employee.cookie,
      body: { kind: 'swap', toEmployeeId: colleague.id, note: 'Verjaardag van mijn moeder' },
    });
    expect(asked.status).toBe(201);
    const requestId = (await readJson<{ id: string }>(asked)).id;
    const twice = await t.request(`/api/staff-planner/me/shifts/${shiftId}/requests`, {
      cookie: employee.cookie,
      body: { kind: 'giveaway' },
    });
    expect(twice.status).toBe(409);
    expect((await weekOf(owner.cookie)).requests.map((r) => r.id)).toContain(requestId);
    expect(
      (await t.request(`${base()}/requests/${requestId}/decision`, { cookie: stranger.cookie, body: { approve: true } })).status,
    ).toBe(403);
    const approved = await t.request(`${base()}/requests/${requestId}/decision`, {
      cookie: planner.cookie,
      body: { approve: true },
    });
    expect(await readJson(approved)).toEqual({ status: 'approved' });
    const [row] = await t.db.select().from(staffShifts).where(eq(staffShifts.id, shiftId));
    expect(row?.employeeId).toBe(colleague.id);
    const again = await t.request(`${base()}/requests/${requestId}/decision`, { cookie: owner.cookie, body: { approve: false } });
    expect(again.status).toBe(409);
    expect((await readJson<ApiError>(again)).message).toBe('Over dit verzoek is al beslist.');
  });

  it('takes leave requests for the manager and notes unavailability at once', async () => {
    const leave = await t.request('/api/staff-planner/me/absences', {
      cookie: employee.cookie,
      body: { employeeId, kind: 'leave', from: day(7), to: day(9), note: 'Weekendje weg' },
    });
    expect(leave.status).toBe(201);
    const leaveId = (await readJson<{ id: string; status: string }>(leave)).id;
    const backwards = await t.request('/api/staff-planner/me/absences', {
      cookie: employee.cookie,
      body: { employeeId, kind: 'leave', from: day(9), to: day(7) },
    });
    expect((await readJson<ApiError>(backwards)).issues?.[0]?.message).toBe('De einddatum ligt voor de begindatum');
    const notMine = await t.request('/api/staff-planner/me/absences', {
      cookie: stranger.cookie,
      body: { employeeId, kind: 'leave', from: day(7), to: day(9) },
    });
    expect(notMine.status).toBe(403);
    expect((await readJson<ApiError>(notMine)).message).toBe('Dit is niet jouw rooster.');
    const decided = await t.request(`${base()}/absences/${leaveId}/decision`, { cookie: owner.cookie, body: { approve: true } });
    expect(await readJson(decided)).toEqual({ status: 'approved' });
    expect(
      (await t.request(`${base()}/absences/${leaveId}/decision`, { cookie: owner.cookie, body: { approve: true } })).status,
    ).toBe(409);
  });

  it('clocks in and out from the phone, once at a time', async () => {
    expect((await t.request('/api/staff-planner/me/clock-in', { cookie: stranger.cookie, body: { employeeId } })).status).toBe(
      403,
    );
    expect((await t.request('/api/staff-planner/me/clock-in', { cookie: employee.cookie, body: { employeeId } })).status).toBe(
      200,
    );
    const twice = await t.request('/api/staff-planner/me/clock-in', { cookie: employee.cookie, body: { employeeId } });
    expect(twice.status).toBe(409);
    expect((await readJson<ApiError>(twice)).message).toMatch(/^Je bent al ingeklokt sinds \d\d:\d\d\.$/);
    expect((await t.request('/api/staff-planner/me/clock-out', { cookie: employee.cookie, body: { employeeId } })).status).toBe(
      200,
    );
    const out = await t.request('/api/staff-planner/me/clock-out', { cookie: employee.cookie, body: { employeeId } });
    expect((await readJson<ApiError>(out)).message).toBe('Je bent niet ingeklokt.');
  });

  it('corrects worked hours by rejecting and re-entering, never deleting; the payroll CSV holds the correction', async () => {
    const [clocked] = await t.db.select().from(staffTimeEntries).where(eq(staffTimeEntries.employeeId, employeeId));
    if (!clocked) throw new Error('geen registratie');
    const today = dutchDate(clocked.clockIn);
    const body = {
      employeeId,
      start: `${today}T09:00`,
      end: `${today}T17:30`,
      reason: 'Vergeten uit te klokken',
      replacesId: clocked.id,
    };
    expect((await t.request(`${base()}/time-entries`, { cookie: stranger.cookie, body })).status).toBe(403);
    const backwards = await t.request(`${base()}/time-entries`, {
      cookie: owner.cookie,
      body: { ...body, end: `${today}T08:00` },
    });
    expect(backwards.status).toBe(422);
    const corrected = await t.request(`${base()}/time-entries`, { cookie: owner.cookie, body });
    expect(corrected.status).toBe(201);
    const rows = await t.db.select().from(staffTimeEntries).where(eq(staffTimeEntries.employeeId, employeeId));
    expect(rows.map((r) => [r.source, r.status]).sort()).toEqual([
      ['clock', 'rejected'],
      ['manual', 'active'],
    ]);
    const again = await t.request(`${base()}/time-entries/${clocked.id}/reject`, {
      cookie: owner.cookie,
      body: { reason: 'Nog eens' },
    });
    expect(again.status).toBe(409);
    const csv = await t.request(`${base()}/hours-csv?from=${today}&to=${today}`, { cookie: owner.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Medewerker;E-mail;Functie;Datum;Begin;Einde;Gewerkte uren;Geplande uren die dag;Bron;Toelichting');
    expect(lines.slice(1)).toEqual([
      `Lotte Visser;${employee.email.toLowerCase()};Budtender;${today};09:00;17:30;8,50;0,00;Handmatig;Vergeten uit te klokken`,
    ]);
    expect((await t.request(`${base()}/hours-csv?from=${today}&to=${today}`, { cookie: stranger.cookie })).status).toBe(403);
  });
});

describe('every manager route', () => {
  it('refuses strangers and managers without the staff right in Dutch, and changes nothing', async () => {
    const employee = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, name: 'Bram Hendriks' });
    const shift = await readJson<PlannerShift>(
      await t.request(`${base()}/shifts`, {
        cookie: owner.cookie,
        body: { employeeId: employee.id, start: `${day(6)}T10:00`, end: `${day(6)}T14:00` },
      }),
    );
    const template = await readJson<{ id: string }>(
      await t.request(`${base()}/templates`, { cookie: owner.cookie, body: { name: 'Ochtend', start: '08:00', end: '12:00' } }),
    );
    const x = '00000000-0000-4000-8000-000000000001';
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${base()}/week?week=${NEXT_MONDAY}`],
      ['POST', `${base()}/employees`, { name: 'Indringer', role: 'Bediening', contractHours: 8 }],
      ['PUT', `${base()}/employees/${employee.id}`, { name: 'Gekaapt', role: 'Bediening', contractHours: 8 }],
      ['POST', `${base()}/shifts`, { employeeId: null, start: `${day(6)}T15:00`, end: `${day(6)}T18:00` }],
      ['PUT', `${base()}/shifts/${shift.id}`, { employeeId: null, start: `${day(6)}T15:00`, end: `${day(6)}T18:00` }],
      ['DELETE', `${base()}/shifts/${shift.id}`],
      ['POST', `${base()}/templates`, { name: 'Nacht', start: '22:00', end: '02:00' }],
      ['DELETE', `${base()}/templates/${template.id}`],
      ['POST', `${base()}/copy-week`, { from: NEXT_MONDAY, to: addDays(NEXT_MONDAY, 21) }],
      ['POST', `${base()}/publish`, { week: NEXT_MONDAY }],
      ['POST', `${base()}/requests/${x}/decision`, { approve: true }],
      ['POST', `${base()}/absences/${x}/decision`, { approve: true }],
      [
        'POST',
        `${base()}/time-entries`,
        { employeeId: employee.id, start: `${day(0)}T09:00`, end: `${day(0)}T12:00`, reason: 'Poging' },
      ],
      ['POST', `${base()}/time-entries/${x}/reject`, { reason: 'Poging' }],
      ['GET', `${base()}/hours-csv?from=${day(0)}&to=${day(6)}`],
    ];
    const before = await countShifts();
    for (const [method, url, body] of calls) {
      const signedOut = await t.request(url, { method, body });
      expect(signedOut.status, `${method} ${url}`).toBe(401);
      const strange = await t.request(url, { method, body, cookie: stranger.cookie });
      expect(strange.status, `${method} ${url}`).toBe(403);
      expect((await readJson<ApiError>(strange)).message).toBe('Je beheert deze coffeeshop niet.');
      const menu = await t.request(url, { method, body, cookie: menuOnly.cookie });
      expect(menu.status, `${method} ${url}`).toBe(403);
      expect((await readJson<ApiError>(menu)).message).toBe('Je mag de medewerkers van deze zaak niet beheren.');
    }
    expect(await countShifts()).toBe(before);
    const [kept] = await t.db.select().from(staffEmployees).where(eq(staffEmployees.id, employee.id));
    expect(kept?.name).toBe('Bram Hendriks');
    expect((await weekOf(owner.cookie)).templates.map((x) => x.id)).toContain(template.id);
  });

  it('lets the owner change an employee; a new address unlinks the account', async () => {
    const employee = await insertEmployee(t.db, {
      placeKind: 'coffeeshop',
      placeId: shopId,
      name: 'Iris Koster',
      userId: planner.userId,
    });
    const changed = await t.request(`${base()}/employees/${employee.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: {
        name: 'Iris Koster',
        email: 'iris.nieuw@voorbeeld.nl',
        role: 'Bedrijfsleider',
        contractHours: 36,
        hourlyWageCents: 2100,
      },
    });
    expect(changed.status).toBe(200);
    expect(await readJson(changed)).toMatchObject({ role: 'Bedrijfsleider', linked: false, hourlyWageCents: 2100 });
    const other = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: otherShopId });
    const elsewhere = await t.request(`${base()}/employees/${other.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Gekaapt', role: 'Bediening', contractHours: 8 },
    });
    expect(elsewhere.status).toBe(422);
    const [untouched] = await t.db.select().from(staffEmployees).where(eq(staffEmployees.id, other.id));
    expect(untouched?.name).toBe(other.name);
  });
});
