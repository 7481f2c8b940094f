import {
  type AbsenceInputSchema,
  addDays,
  dutchTime,
  type MyRoster,
  mondayOf,
  type ShiftRequestInputSchema,
} from '@platform/core';
import type { z } from 'zod';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { icsUrl, newIcsToken, weekBounds } from './planner.service.ts';
import { absenceView, requestView, shiftView } from './planner.view.ts';
import * as q from './staff-planner.queries.ts';

/* The employee's side: "Mijn rooster", swap and give-away requests, leave and availability, clocking in and out. */

export async function myEmployees(ctx: ServiceContext) {
  const actor = requireLogin(ctx);
  const rows = await q.selectMyEmployees(ctx.db, actor.user.id);
  const names = await q.placeNames(
    ctx.db,
    rows.map((r) => ({ kind: r.placeKind, id: r.placeId })),
  );
  // A place taken offline is gone from the roster too.
  return { actor, employees: rows.filter((r) => names.has(r.placeId)), placeNames: names };
}

/** One of my employee records, or a Dutch 403. */
async function mine(ctx: ServiceContext, employeeId: string) {
  const { actor, employees } = await myEmployees(ctx);
  const employee = employees.find((e) => e.id === employeeId);
  if (!employee) throw new ForbiddenError('Dit is niet jouw rooster.');
  return { actor, employee };
}

export async function myRoster(ctx: ServiceContext, week: string): Promise<MyRoster> {
  const { employees, placeNames } = await myEmployees(ctx);
  const monday = mondayOf(week);
  const bounds = weekBounds(monday);
  const ids = employees.map((e) => e.id);
  const places = employees.map((e) => ({ kind: e.placeKind, id: e.placeId }));
  const [shifts, open, requests, absences, colleagues] = await Promise.all([
    q.selectEmployeeShifts(ctx.db, ids, bounds.from, bounds.to, true),
    q.selectOpenShifts(ctx.db, places, bounds.from, bounds.to),
    q.selectRequestsOf(ctx.db, ids),
    q.selectAbsences(ctx.db, ids, addDays(monday, -60), addDays(monday, 120)),
    Promise.all(employees.map((e) => q.selectEmployees(ctx.db, e.placeKind, e.placeId))),
  ]);
  const names = new Map(colleagues.flat().map((c) => [c.id, c.name]));
  const open_ = await Promise.all(employees.map(async (e) => ({ employee: e, entry: await q.selectOpenEntry(ctx.db, e.id) })));
  const requestShifts = new Map(shifts.map((s) => [s.id, s]));
  for (const request of requests) {
    if (!requestShifts.has(request.shiftId)) {
      const shift = await q.selectShift(ctx.db, request.shiftId);
      if (shift) requestShifts.set(shift.id, shift);
    }
  }
  const placeOf = (row: { placeId: string }) => placeNames.get(row.placeId) ?? '';
  return {
    week: monday,
    employments: employees.map((e, i) => ({
      employeeId: e.id,
      place: { kind: e.placeKind, id: e.placeId, name: placeOf(e) },
      role: e.role,
      icsUrl: icsUrl(ctx, e.icsToken),
      clockedInSince: open_.find((o) => o.employee.id === e.id)?.entry?.clockIn.toISOString() ?? null,
      colleagues: (colleagues[i] ?? []).filter((c) => c.id !== e.id).map((c) => ({ id: c.id, name: c.name })),
    })),
    shifts: shifts.map((s) => ({ ...shiftView(s), placeName: placeOf(s) })),
    openShifts: open.map((s) => ({ ...shiftView(s), placeName: placeOf(s) })),
    requests: requests.map((r) => requestView(r, requestShifts.get(r.shiftId), names)),
    absences: absences.map((a) => absenceView(a, names)),
  };
}

/** Asks the manager to let a colleague take my shift (swap) or to make it an open shift (give away). */
export async function requestShiftChange(ctx: ServiceContext, shiftId: string, input: z.output<typeof ShiftRequestInputSchema>) {
  const { employees } = await myEmployees(ctx);
  const shift = await q.selectShift(ctx.db, shiftId);
  const employee = employees.find((e) => e.id === shift?.employeeId);
  if (!shift?.publishedAt || !employee) throw new NotFoundError('Deze dienst staat niet in jouw rooster.');
  if (shift.startsAt.getTime() <= Date.now()) throw new ValidationError('Deze dienst is al begonnen of voorbij.');
  if (input.kind === 'swap' && !input.toEmployeeId) {
    throw new ValidationError('Kies met wie je wilt ruilen.', [
      { path: ['toEmployeeId'], message: 'Kies met wie je wilt ruilen.' },
    ]);
  }
  if (input.toEmployeeId) {
    const colleague = await q.selectEmployee(ctx.db, input.toEmployeeId);
    if (
      !colleague ||
      colleague.id === employee.id ||
      colleague.placeKind !== shift.placeKind ||
      colleague.placeId !== shift.placeId
    ) {
      throw new ValidationError('Deze collega werkt niet bij deze zaak.', [
        { path: ['toEmployeeId'], message: 'Deze collega werkt niet bij deze zaak.' },
      ]);
    }
  }
  const existing = await q.selectRequestsForShifts(ctx.db, [shift.id]);
  if (existing.some((r) => r.status === 'pending')) throw new ConflictError('Voor deze dienst loopt al een verzoek.');
  const row = await q.insertRequest(ctx.db, {
    shiftId: shift.id,
    kind: input.kind,
    fromEmployeeId: employee.id,
    toEmployeeId: input.kind === 'swap' ? input.toEmployeeId : null,
    note: input.note,
  });
  if (!row) throw new ConflictError('Voor deze dienst loopt al een verzoek.');
  return requestView(row, shift, new Map(employees.map((e) => [e.id, e.name])));
}

/** Unavailability is noted at once; leave waits for the manager. */
export async function addAbsence(ctx: ServiceContext, input: z.output<typeof AbsenceInputSchema>) {
  const { employee } = await mine(ctx, input.employeeId);
  const row = await q.insertAbsence(ctx.db, {
    employeeId: employee.id,
    kind: input.kind,
    from: input.from,
    to: input.to,
    note: input.note,
    status: input.kind === 'unavailable' ? 'approved' : 'pending',
  });
  return absenceView(row, new Map([[employee.id, employee.name]]));
}

export async function clockIn(ctx: ServiceContext, employeeId: string) {
  const { actor, employee } = await mine(ctx, employeeId);
  const open = await q.selectOpenEntry(ctx.db, employee.id);
  if (open) throw new ConflictError(`Je bent al ingeklokt sinds ${dutchTime(open.clockIn)}.`);
  const row = await q.insertClockIn(ctx.db, employee.id, actor.user.id, new Date());
  if (!row) throw new ConflictError('Je bent al ingeklokt.');
  return { clockedInSince: row.clockIn.toISOString() };
}

export async function clockOut(ctx: ServiceContext, employeeId: string) {
  const { employee } = await mine(ctx, employeeId);
  const open = await q.selectOpenEntry(ctx.db, employee.id);
  const closed = open ? await q.closeEntry(ctx.db, open.id, new Date()) : null;
  if (!closed) throw new ConflictError('Je bent niet ingeklokt.');
  return { clockedInSince: null };
}

/** "Nieuwe link maken": my calendar feed gets a new secret; the old link answers 404 at once (ADR 060). */
export async function renewMyCalendarLink(ctx: ServiceContext, employeeId: string) {
  const { employee } = await mine(ctx, employeeId);
  const row = await q.rotateIcsToken(ctx.db, employee.id, newIcsToken());
  return { icsUrl: icsUrl(ctx, row.icsToken) };
}

/**
 * Links the signed-in person to the employee record of the roster mail's personal link. The token reached only the
 * employee's mailbox, so following it proves the address; an e-mail match alone does not (sign-up proves nothing).
 */
export async function linkMyRoster(ctx: ServiceContext, token: string) {
  const actor = requireLogin(ctx);
  const employee = await q.selectEmployeeByIcsToken(ctx.db, token);
  if (!employee) throw new NotFoundError('Deze koppellink is ongeldig of verlopen.');
  const linked = await q.linkEmployeeByToken(ctx.db, token, actor.user.id);
  if (!linked) throw new ConflictError('Dit rooster is al gekoppeld aan een ander account.');
  return { linked: true as const };
}
