// Long file: the manager's use cases of the planner (week view, employees, shifts, templates, copy, publish).
import { randomBytes } from 'node:crypto';
import {
  addDays,
  type CopyWeekInputSchema,
  caoOf,
  checkEmployeeWeek,
  dutchDate,
  dutchTime,
  dutchWallClock,
  dutchWallClockOrNext,
  type EmployeeInputSchema,
  effectiveHourlyCents,
  labourCostCents,
  localInstant,
  minuteOf,
  mondayOf,
  type PlaceKindName,
  type PlannerWeek,
  type ShiftInputSchema,
  type TemplateInputSchema,
  wageTablesOf,
  workedMinutes,
} from '@platform/core';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import { requirePlaceAccess } from '../../platform/place-access.ts';
import { readSettings } from '../../platform/settings.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { absenceView, employeeView, entryMinutes, requestView, shiftLabel, shiftView, timeEntryView } from './planner.view.ts';
import * as q from './staff-planner.queries.ts';

const DAY = 86_400_000;

/** The planner needs the staff right: owners and admins hold it, managers when it was given to them (ADR 030). */
export async function requirePlanner(ctx: ServiceContext, kind: PlaceKindName, id: string) {
  const access = await requirePlaceAccess(ctx, kind, id, 'staff');
  await requireModule(ctx, kind, access.place.id, 'personeelsplanner');
  return access;
}

/** The instants a Dutch week (Monday 00:00 to the next Monday 00:00) spans. */
export function weekBounds(monday: string) {
  return { from: dutchWallClockOrNext(monday, 0), to: dutchWallClockOrNext(addDays(monday, 7), 0) };
}

/** A new secret for an employee's calendar feed and roster link. */
export function newIcsToken(): string {
  return randomBytes(24).toString('base64url');
}

export function icsUrl(ctx: ServiceContext, token: string): string {
  return `${ctx.publicUrl}/api/staff-calendar/${token}.ics`;
}

/** An employee of this place, or a Dutch 404/422. */
async function placeEmployee(ctx: ServiceContext, kind: PlaceKindName, placeId: string, employeeId: string) {
  const employee = await q.selectEmployee(ctx.db, employeeId);
  if (!employee || employee.placeKind !== kind || employee.placeId !== placeId) {
    throw new ValidationError('Deze medewerker werkt niet bij deze zaak.', [
      { path: ['employeeId'], message: 'Deze medewerker werkt niet bij deze zaak.' },
    ]);
  }
  return employee;
}

/** A shift of this place, or a Dutch 404. */
export async function placeShift(ctx: ServiceContext, kind: PlaceKindName, placeId: string, shiftId: string) {
  const shift = await q.selectShift(ctx.db, shiftId);
  if (!shift || shift.placeKind !== kind || shift.placeId !== placeId) throw new NotFoundError('Deze dienst bestaat niet.');
  return shift;
}

/** Refuses a shift that overlaps another of the same employee, naming the one in the way. */
export async function refuseOverlap(ctx: ServiceContext, employeeId: string, from: Date, to: Date, exceptId?: string) {
  const other = await q.selectOverlap(ctx.db, employeeId, from, to, exceptId);
  if (other) {
    const message = `Deze medewerker heeft dan al een dienst (${shiftLabel(other)}).`;
    throw new ValidationError(message, [{ path: ['start'], message }]);
  }
}

export async function plannerWeek(ctx: ServiceContext, kind: PlaceKindName, id: string, week: string): Promise<PlannerWeek> {
  const { place } = await requirePlanner(ctx, kind, id);
  const monday = mondayOf(week);
  const bounds = weekBounds(monday);
  const [employees, context, templates, pending] = await Promise.all([
    q.selectEmployees(ctx.db, kind, place.id),
    // Two weeks before (weekly rest over 14 days, shortened daily rest) and a day after.
    q.selectShifts(ctx.db, kind, place.id, new Date(bounds.from.getTime() - 8 * DAY), new Date(bounds.to.getTime() + DAY)),
    q.selectTemplates(ctx.db, kind, place.id),
    q.selectPendingRequests(ctx.db, kind, place.id),
  ]);
  const ids = employees.map((e) => e.id);
  const names = new Map(employees.map((e) => [e.id, e.name]));
  const shifts = context.filter((s) => s.startsAt >= bounds.from && s.startsAt < bounds.to);
  const [absences, entries, pendingAbsences] = await Promise.all([
    q.selectAbsences(ctx.db, ids, monday, addDays(monday, 6)),
    q.selectTimeEntries(ctx.db, ids, bounds.from, bounds.to),
    q.selectPendingAbsences(ctx.db, ids),
  ]);
  const requestShifts = new Map(context.map((s) => [s.id, s]));
  for (const { request } of pending) {
    if (!requestShifts.has(request.shiftId)) {
      const shift = await q.selectShift(ctx.db, request.shiftId);
      if (shift) requestShifts.set(shift.id, shift);
    }
  }
  const ruleShifts = context.flatMap((s) =>
    s.employeeId
      ? [{ id: s.id, employeeId: s.employeeId, startsAt: s.startsAt, endsAt: s.endsAt, breakMinutes: s.breakMinutes }]
      : [],
  );
  const warnings = employees.flatMap((e) =>
    checkEmployeeWeek({ id: e.id, name: e.name, birthDate: e.birthDate }, ruleShifts, monday),
  );
  // The pay rules in force (ADR 077): holiday pay and the minimum wage table of each shift's day, from the settings.
  const { payRules } = await readSettings(ctx.db);
  const wageTables = wageTablesOf(payRules);
  const cao = caoOf(payRules);
  const totals = employees.map((e) => {
    const own = shifts.filter((s) => s.employeeId === e.id);
    return {
      employeeId: e.id,
      plannedMinutes: own.reduce((sum, s) => sum + workedMinutes(s), 0),
      workedMinutes: entries.filter((t) => t.employeeId === e.id).reduce((sum, t) => sum + entryMinutes(t), 0),
      costCents: own.reduce((sum, s) => {
        const date = dutchDate(s.startsAt);
        const hourly = effectiveHourlyCents(e.hourlyWageCents, e.birthDate, date, wageTables);
        return sum + labourCostCents(workedMinutes(s), hourly, date, cao);
      }, 0),
    };
  });
  const absenceRows = [...absences, ...pendingAbsences.filter((a) => !absences.some((b) => b.id === a.id))];
  return {
    place: { kind, id: place.id, name: place.name },
    week: monday,
    days: Array.from({ length: 7 }, (_, i) => addDays(monday, i)),
    employees: employees.map((e) => employeeView(e, monday)),
    shifts: shifts.map(shiftView),
    templates: templates.map((t) => ({
      id: t.id,
      name: t.name,
      start: t.start,
      end: t.end,
      breakMinutes: t.breakMinutes,
      role: t.role,
    })),
    warnings,
    requests: pending.map(({ request }) => requestView(request, requestShifts.get(request.shiftId), names)),
    absences: absenceRows.map((a) => absenceView(a, names)),
    timeEntries: entries.map(timeEntryView),
    totals,
    costCents: totals.reduce((sum, t) => sum + t.costCents, 0),
    holidayPayPercent: payRules.holidayPayPercent,
    unpublished: shifts.filter((s) => !s.publishedAt).length,
  };
}

function employeeValues(input: z.output<typeof EmployeeInputSchema>) {
  return {
    name: input.name,
    email: input.email,
    role: input.role,
    skills: input.skills,
    contractHours: input.contractHours,
    birthDate: input.birthDate || null,
    hourlyWageCents: input.hourlyWageCents,
  };
}

export async function addEmployee(
  ctx: ServiceContext,
  kind: PlaceKindName,
  id: string,
  input: z.output<typeof EmployeeInputSchema>,
) {
  const { place } = await requirePlanner(ctx, kind, id);
  const row = await q.insertEmployee(ctx.db, {
    placeKind: kind,
    placeId: place.id,
    ...employeeValues(input),
    icsToken: newIcsToken(),
  });
  return employeeView(row, mondayOf(dutchDate(new Date())));
}

export async function editEmployee(
  ctx: ServiceContext,
  kind: PlaceKindName,
  id: string,
  employeeId: string,
  input: z.output<typeof EmployeeInputSchema>,
) {
  const { place } = await requirePlanner(ctx, kind, id);
  const employee = await placeEmployee(ctx, kind, place.id, employeeId);
  // A new address unlinks the account and ends the old calendar and koppel links (ADR 060): whoever had them
  // through the old address loses them; the employee links again with the next roster mail.
  const relink = employee.email !== input.email ? { userId: null, icsToken: newIcsToken() } : {};
  const row = await q.updateEmployee(ctx.db, employee.id, { ...employeeValues(input), ...relink });
  return employeeView(row, mondayOf(dutchDate(new Date())));
}

/**
 * The manager renews an employee's calendar link ("Nieuwe link maken", ADR 060): the old feed answers 404 at once.
 * The new link goes to the employee's own address (and in-app mailbox), never to the manager.
 */
export async function renewEmployeeCalendarLink(ctx: ServiceContext, kind: PlaceKindName, id: string, employeeId: string) {
  const { place } = await requirePlanner(ctx, kind, id);
  const employee = await placeEmployee(ctx, kind, place.id, employeeId);
  return withTransaction(ctx, async (tx) => {
    const row = await q.rotateIcsToken(tx.db, employee.id, newIcsToken());
    if (!row.email) return { mailed: false };
    const link = icsUrl(ctx, row.icsToken);
    await tx.mailer.send({
      kind: 'staff_roster',
      to: row.email,
      userId: row.userId,
      subject: `Nieuwe agendalink voor je rooster bij ${place.name}`,
      text: [
        `Hallo ${row.name},`,
        '',
        `Je leidinggevende bij ${place.name} heeft een nieuwe link voor je roosteragenda gemaakt. De oude link werkt niet meer.`,
        'Zet je rooster opnieuw in je agenda met deze persoonlijke link (deel hem niet):',
        link,
      ].join('\n'),
      secrets: [link],
    });
    return { mailed: true };
  });
}

async function shiftValues(
  ctx: ServiceContext,
  kind: PlaceKindName,
  placeId: string,
  input: z.output<typeof ShiftInputSchema>,
  exceptId?: string,
) {
  const startsAt = localInstant(input.start) as Date;
  const endsAt = localInstant(input.end) as Date;
  if (input.employeeId) {
    await placeEmployee(ctx, kind, placeId, input.employeeId);
    await refuseOverlap(ctx, input.employeeId, startsAt, endsAt, exceptId);
  }
  return { employeeId: input.employeeId, startsAt, endsAt, breakMinutes: input.breakMinutes, role: input.role, note: input.note };
}

export async function addShift(ctx: ServiceContext, kind: PlaceKindName, id: string, input: z.output<typeof ShiftInputSchema>) {
  const { place } = await requirePlanner(ctx, kind, id);
  const values = await shiftValues(ctx, kind, place.id, input);
  return shiftView(await q.insertShift(ctx.db, { placeKind: kind, placeId: place.id, ...values }));
}

/** Moves or changes a shift (the grid's drag and drop); a changed shift waits to be published again. */
export async function editShift(
  ctx: ServiceContext,
  kind: PlaceKindName,
  id: string,
  shiftId: string,
  input: z.output<typeof ShiftInputSchema>,
) {
  const { place } = await requirePlanner(ctx, kind, id);
  const shift = await placeShift(ctx, kind, place.id, shiftId);
  const values = await shiftValues(ctx, kind, place.id, input, shift.id);
  return shiftView(await q.updateShift(ctx.db, shift.id, { ...values, publishedAt: null }));
}

export async function removeShift(ctx: ServiceContext, kind: PlaceKindName, id: string, shiftId: string) {
  const { place } = await requirePlanner(ctx, kind, id);
  const shift = await placeShift(ctx, kind, place.id, shiftId);
  await q.deleteShift(ctx.db, shift.id);
}

export async function addTemplate(
  ctx: ServiceContext,
  kind: PlaceKindName,
  id: string,
  input: z.output<typeof TemplateInputSchema>,
) {
  const { place } = await requirePlanner(ctx, kind, id);
  const row = await q.insertTemplate(ctx.db, { placeKind: kind, placeId: place.id, ...input });
  return { id: row.id, name: row.name, start: row.start, end: row.end, breakMinutes: row.breakMinutes, role: row.role };
}

export async function removeTemplate(ctx: ServiceContext, kind: PlaceKindName, id: string, templateId: string) {
  const { place } = await requirePlanner(ctx, kind, id);
  if (!(await q.deleteTemplate(ctx.db, kind, place.id, templateId))) throw new NotFoundError('Dit sjabloon bestaat niet.');
}

/**
 * Copies a week's shifts to another week at the same weekday and Dutch clock time, as unpublished shifts. A shift
 * that would overlap one the employee already has there is skipped (and counted), never doubled.
 */
export async function copyWeek(
  ctx: ServiceContext,
  kind: PlaceKindName,
  id: string,
  input: z.output<typeof CopyWeekInputSchema>,
) {
  const { place } = await requirePlanner(ctx, kind, id);
  const from = mondayOf(input.from);
  const to = mondayOf(input.to);
  if (from === to) {
    throw new ValidationError('Kies een andere week om naartoe te kopiëren', [
      { path: ['to'], message: 'Kies een andere week om naartoe te kopiëren' },
    ]);
  }
  const source = weekBounds(from);
  const shifts = await q.selectShifts(ctx.db, kind, place.id, source.from, source.to);
  const days = Math.round((new Date(`${to}T12:00:00Z`).getTime() - new Date(`${from}T12:00:00Z`).getTime()) / DAY);
  return withTransaction(ctx, async (tx) => {
    let copied = 0;
    let skipped = 0;
    for (const shift of shifts) {
      const date = addDays(dutchDate(shift.startsAt), days);
      const length = shift.endsAt.getTime() - shift.startsAt.getTime();
      const startsAt = dutchWallClock(date, minuteOf(dutchTime(shift.startsAt)));
      if (!startsAt) {
        skipped += 1;
        continue;
      }
      const endsAt = new Date(startsAt.getTime() + length);
      if (shift.employeeId && (await q.selectOverlap(tx.db, shift.employeeId, startsAt, endsAt))) {
        skipped += 1;
        continue;
      }
      await q.insertShift(tx.db, {
        placeKind: kind,
        placeId: place.id,
        employeeId: shift.employeeId,
        startsAt,
        endsAt,
        breakMinutes: shift.breakMinutes,
        role: shift.role,
        note: shift.note,
      });
      copied += 1;
    }
    return { copied, skipped };
  });
}

/** Publishes the week's new and changed shifts and mails each employee with an address their shifts and calendar link. */
export async function publishWeek(ctx: ServiceContext, kind: PlaceKindName, id: string, week: string) {
  const { place } = await requirePlanner(ctx, kind, id);
  const monday = mondayOf(week);
  const bounds = weekBounds(monday);
  return withTransaction(ctx, async (tx) => {
    const published = await q.publishShifts(tx.db, kind, place.id, bounds.from, bounds.to, new Date());
    if (published.length === 0) {
      throw new ValidationError('Er is niets nieuws om te publiceren in deze week.');
    }
    const employees = await q.selectEmployees(tx.db, kind, place.id);
    const all = await q.selectShifts(tx.db, kind, place.id, bounds.from, bounds.to);
    let mailed = 0;
    for (const employee of employees) {
      if (!employee.email || !published.some((s) => s.employeeId === employee.id)) continue;
      const own = all.filter((s) => s.employeeId === employee.id);
      const link = icsUrl(ctx, employee.icsToken);
      // Following this link while signed in links the account to this employee (proof of the mailbox).
      const rosterLink = `${ctx.publicUrl}/staff-planner?koppel=${encodeURIComponent(employee.icsToken)}`;
      await tx.mailer.send({
        kind: 'staff_roster',
        to: employee.email,
        // Also in the in-app mailbox of the account with this address, like an invitation (ADR 017).
        userId: employee.userId ?? (await q.selectUserIdByEmail(tx.db, employee.email)) ?? null,
        subject: `Je rooster bij ${place.name}: week van ${new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long' }).format(new Date(`${monday}T12:00:00Z`))}`,
        text: [
          `Hallo ${employee.name},`,
          '',
          `Je rooster bij ${place.name} voor deze week:`,
          ...own.map((s) => `- ${shiftLabel(s)}${s.breakMinutes ? ` (${s.breakMinutes} min pauze)` : ''}`),
          '',
          'Zet je rooster in je agenda met deze persoonlijke link (deel hem niet):',
          link,
          '',
          'Zie je rooster op het platform onder "Mijn rooster" (log in of maak een account met dit e-mailadres):',
          rosterLink,
        ].join('\n'),
        secrets: [link, rosterLink],
      });
      mailed += 1;
    }
    return { published: published.length, mailed };
  });
}
