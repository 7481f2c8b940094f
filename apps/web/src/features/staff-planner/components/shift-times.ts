import { addDays, dutchDate, type PlannerShift, type ShiftInput } from '@platform/core';

/** Whole days between two calendar dates. */
export function daysBetween(from: string, to: string): number {
  return Math.round((new Date(`${to}T12:00:00Z`).getTime() - new Date(`${from}T12:00:00Z`).getTime()) / 86_400_000);
}

/** The shift's times moved to another day and employee, same clock times and length in days (a drop on the grid). */
export function movedShift(shift: PlannerShift, employeeId: string | null, date: string): ShiftInput {
  const endOffset = daysBetween(shift.date, dutchDate(new Date(shift.endsAt)));
  return {
    employeeId,
    start: `${date}T${shift.start}`,
    end: `${addDays(date, endOffset)}T${shift.end}`,
    breakMinutes: shift.breakMinutes,
    role: shift.role,
    note: shift.note,
  };
}

/** Does the shift end on a later day than it starts? */
export const endsNextDay = (shift: PlannerShift) => dutchDate(new Date(shift.endsAt)) !== shift.date;

export const minutesText = (minutes: number) => (Math.round((minutes / 60) * 10) / 10).toLocaleString('nl-NL');
