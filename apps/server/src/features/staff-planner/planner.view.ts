import {
  addDays,
  ageOnDate,
  dutchDate,
  dutchTime,
  type PlannerEmployee,
  type PlannerShift,
  type ShiftRequest,
  type TimeEntry,
  workedMinutes,
} from '@platform/core';
import type { staffAbsences, staffShiftRequests } from '../../db/schema/index.ts';
import type { EmployeeRow, ShiftRow, TimeEntryRow } from './staff-planner.queries.ts';

/* Rows to the planner's answers. */

export function employeeView(row: EmployeeRow, weekStart: string): PlannerEmployee {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    linked: row.userId !== null,
    role: row.role,
    skills: row.skills,
    contractHours: row.contractHours,
    birthDate: row.birthDate,
    hourlyWageCents: row.hourlyWageCents,
    age: row.birthDate ? ageOnDate(row.birthDate, addDays(weekStart, 6)) : null,
  };
}

export function shiftView(row: ShiftRow): PlannerShift {
  return {
    id: row.id,
    employeeId: row.employeeId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    date: dutchDate(row.startsAt),
    start: dutchTime(row.startsAt),
    end: dutchTime(row.endsAt),
    breakMinutes: row.breakMinutes,
    role: row.role,
    note: row.note,
    published: row.publishedAt !== null,
  };
}

export function requestView(
  row: typeof staffShiftRequests.$inferSelect,
  shift: ShiftRow | undefined,
  names: Map<string, string>,
): ShiftRequest {
  return {
    id: row.id,
    shiftId: row.shiftId,
    kind: row.kind,
    fromEmployeeId: row.fromEmployeeId,
    fromName: names.get(row.fromEmployeeId) ?? '',
    toEmployeeId: row.toEmployeeId,
    toName: row.toEmployeeId ? (names.get(row.toEmployeeId) ?? '') : null,
    note: row.note,
    status: row.status,
    shiftDate: shift ? dutchDate(shift.startsAt) : '',
    shiftStart: shift ? dutchTime(shift.startsAt) : '',
    shiftEnd: shift ? dutchTime(shift.endsAt) : '',
  };
}

export function absenceView(row: typeof staffAbsences.$inferSelect, names: Map<string, string>) {
  return {
    id: row.id,
    employeeId: row.employeeId,
    name: names.get(row.employeeId) ?? '',
    kind: row.kind,
    from: row.from,
    to: row.to,
    note: row.note,
    status: row.status,
  };
}

export function timeEntryView(row: TimeEntryRow): TimeEntry {
  return {
    id: row.id,
    employeeId: row.employeeId,
    clockIn: row.clockIn.toISOString(),
    clockOut: row.clockOut?.toISOString() ?? null,
    source: row.source,
    status: row.status,
    reason: row.reason,
    rejectReason: row.rejectReason,
    replacesId: row.replacesId,
    minutes: entryMinutes(row),
  };
}

/** Minutes of a closed, active entry; 0 for an open or rejected one. */
export function entryMinutes(row: Pick<TimeEntryRow, 'clockIn' | 'clockOut' | 'status'>): number {
  if (!row.clockOut || row.status !== 'active') return 0;
  return workedMinutes({ startsAt: row.clockIn, endsAt: row.clockOut, breakMinutes: 0 });
}

/** 'di 1 december 09:00–17:00' for mails and messages. */
export function shiftLabel(row: Pick<ShiftRow, 'startsAt' | 'endsAt'>): string {
  const day = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
  }).format(row.startsAt);
  return `${day} ${dutchTime(row.startsAt)}–${dutchTime(row.endsAt)}`;
}
