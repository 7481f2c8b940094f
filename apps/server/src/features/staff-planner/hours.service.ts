import {
  addDays,
  csvText,
  dutchDate,
  dutchTime,
  dutchWallClockOrNext,
  type HoursQuerySchema,
  localInstant,
  type PlaceKindName,
  type TimeEntryInputSchema,
  workedMinutes,
} from '@platform/core';
import { createEvents, type EventAttributes } from 'ics';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { requirePlanner } from './planner.service.ts';
import { entryMinutes, timeEntryView } from './planner.view.ts';
import * as q from './staff-planner.queries.ts';

/* Worked hours: corrections reject an entry and enter a new one, nothing is deleted (the audit trail); payroll CSV. */

async function placeEntry(ctx: ServiceContext, kind: PlaceKindName, placeId: string, entryId: string) {
  const entry = await q.selectTimeEntry(ctx.db, entryId);
  const employee = entry ? await q.selectEmployee(ctx.db, entry.employeeId) : undefined;
  if (!entry || !employee || employee.placeKind !== kind || employee.placeId !== placeId) {
    throw new NotFoundError('Deze registratie bestaat niet.');
  }
  return entry;
}

export async function rejectTimeEntry(ctx: ServiceContext, kind: PlaceKindName, id: string, entryId: string, reason: string) {
  const { actor, place } = await requirePlanner(ctx, kind, id);
  const entry = await placeEntry(ctx, kind, place.id, entryId);
  if (!(await q.rejectEntry(ctx.db, entry.id, actor.user.id, reason)))
    throw new ConflictError('Deze registratie is al afgekeurd.');
  return timeEntryView({ ...entry, status: 'rejected', rejectReason: reason });
}

/** A manager enters worked time; with `replacesId` the entry it corrects is rejected in the same step. */
export async function addTimeEntry(
  ctx: ServiceContext,
  kind: PlaceKindName,
  id: string,
  input: z.output<typeof TimeEntryInputSchema>,
) {
  const { actor, place } = await requirePlanner(ctx, kind, id);
  const employee = await q.selectEmployee(ctx.db, input.employeeId);
  if (!employee || employee.placeKind !== kind || employee.placeId !== place.id) {
    throw new ValidationError('Deze medewerker werkt niet bij deze zaak.', [
      { path: ['employeeId'], message: 'Deze medewerker werkt niet bij deze zaak.' },
    ]);
  }
  const replaced = input.replacesId ? await placeEntry(ctx, kind, place.id, input.replacesId) : null;
  if (replaced && replaced.employeeId !== employee.id) {
    throw new ValidationError('De registratie die je corrigeert is van een andere medewerker.');
  }
  const row = await withTransaction(ctx, async (tx) => {
    if (replaced?.status === 'active' && !(await q.rejectEntry(tx.db, replaced.id, actor.user.id, input.reason))) {
      throw new ConflictError('Deze registratie is al afgekeurd.');
    }
    return q.insertManualEntry(tx.db, {
      employeeId: employee.id,
      clockIn: localInstant(input.start) as Date,
      clockOut: localInstant(input.end) as Date,
      source: 'manual',
      reason: input.reason,
      replacesId: replaced?.id ?? null,
      createdById: actor.user.id,
    });
  });
  return timeEntryView(row);
}

/** One CSV cell: core's rule (quoted where needed, formulas defused). */
const csvCell = csvText;
const hours = (minutes: number) => (minutes / 60).toFixed(2).replace('.', ',');

/**
 * Worked hours per entry for payroll: active, closed entries only (rejected ones are corrections), with the planned
 * hours of that employee's day beside them. Semicolons and decimal commas, as Dutch spreadsheets expect.
 */
export async function hoursCsv(ctx: ServiceContext, kind: PlaceKindName, id: string, range: z.output<typeof HoursQuerySchema>) {
  const { place } = await requirePlanner(ctx, kind, id);
  const from = dutchWallClockOrNext(range.from, 0);
  const to = dutchWallClockOrNext(addDays(range.to, 1), 0);
  const employees = await q.selectEmployees(ctx.db, kind, place.id);
  const ids = employees.map((e) => e.id);
  const [entries, shifts] = await Promise.all([
    q.selectTimeEntries(ctx.db, ids, from, to),
    q.selectEmployeeShifts(ctx.db, ids, from, to, false),
  ]);
  const planned = new Map<string, number>();
  for (const s of shifts) {
    const key = `${s.employeeId}|${dutchDate(s.startsAt)}`;
    planned.set(key, (planned.get(key) ?? 0) + workedMinutes(s));
  }
  const byId = new Map(employees.map((e) => [e.id, e]));
  const lines = ['Medewerker;E-mail;Functie;Datum;Begin;Einde;Gewerkte uren;Geplande uren die dag;Bron;Toelichting'];
  for (const entry of entries) {
    if (entry.status !== 'active' || !entry.clockOut) continue;
    const employee = byId.get(entry.employeeId);
    if (!employee) continue;
    const date = dutchDate(entry.clockIn);
    lines.push(
      [
        employee.name,
        employee.email,
        employee.role,
        date,
        dutchTime(entry.clockIn),
        dutchTime(entry.clockOut),
        hours(entryMinutes(entry)),
        hours(planned.get(`${employee.id}|${date}`) ?? 0),
        entry.source === 'clock' ? 'Ingeklokt' : 'Handmatig',
        entry.reason,
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, filename: `uren-${place.slug}-${range.from}-${range.to}.csv` };
}

/** The employee's personal calendar: published shifts from four weeks ago to a quarter ahead. */
export async function calendarFeed(ctx: ServiceContext, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
  const employee = token.length >= 20 ? await q.selectEmployeeByIcsToken(ctx.db, token) : undefined;
  const names = employee ? await q.placeNames(ctx.db, [{ kind: employee.placeKind, id: employee.placeId }]) : new Map();
  const placeName = employee ? names.get(employee.placeId) : undefined;
  if (!employee || !placeName) throw new NotFoundError('Deze agenda bestaat niet.');
  const now = Date.now();
  const shifts = await q.selectEmployeeShifts(
    ctx.db,
    [employee.id],
    new Date(now - 28 * 86_400_000),
    new Date(now + 92 * 86_400_000),
    true,
  );
  const events: EventAttributes[] = shifts.map((s) => ({
    uid: `dienst-${s.id}@staff-planner`,
    start: s.startsAt.getTime(),
    end: s.endsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Dienst ${placeName}${s.role ? ` (${s.role})` : ''}`,
    description: [s.breakMinutes ? `Pauze: ${s.breakMinutes} minuten` : '', s.note].filter(Boolean).join('\n'),
    location: placeName,
    productId: 'staff-planner',
    calName: `Rooster ${placeName}`,
  }));
  if (events.length === 0) {
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:staff-planner',
      `X-WR-CALNAME:Rooster ${placeName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('Agenda kon niet gemaakt worden');
  return value;
}
