import { z } from 'zod';
import { isCalendarDate } from './calendar-date.ts';
import { calendarDateSchema } from './calendar-date-schema.ts';
import { LATEST_CLOSE_PAST_MIDNIGHT, minuteOf, type OpeningHoursException, type OpeningPeriod } from './opening-hours.ts';
import { OpeningPeriodSchema } from './opening-hours-schemas.ts';
import { singleLine } from './text.ts';

/*
 * Opening-hour exceptions (issue 16): holidays, closures and special hours on a date or a run of dates. Which periods
 * apply on a date is `periodsOn` in opening-hours.ts; this file holds what an owner may enter (ADR 034).
 */

/** At most this many exceptions per place (past ones drop out when the place is saved again). */
export const MAX_OPENING_HOURS_EXCEPTIONS = 60;
/** One exception covers at most this many days (a long renovation is a few of them). */
export const MAX_EXCEPTION_DAYS = 92;
/** The public pages list the exceptions of this many days ahead. */
export const UPCOMING_EXCEPTION_DAYS = 60;

const ExceptionDateSchema = calendarDateSchema({
  required: 'Kies een datum',
  invalid: 'Kies een geldige datum',
  nonexistent: 'Deze datum bestaat niet. Kies een dag uit de kalender.',
});

/** 'YYYY-MM-DD' as Dutch people write it: 26-12-2026. */
export function dutchDateLabel(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)}-${Number(month)}-${year}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * What is wrong with one exception's periods: closing before opening other than past midnight (until 06:00), and
 * periods that overlap, also a late night with the next morning when the exception runs over several days.
 */
export function exceptionPeriodIssues(
  periods: readonly OpeningPeriod[],
  days: number,
): Array<{ index: number; message: string }> {
  const issues: Array<{ index: number; message: string }> = [];
  const spans: Array<{ index: number; start: number; end: number }> = [];
  periods.forEach((period, index) => {
    const open = minuteOf(period.open);
    let close = minuteOf(period.close);
    if (close === open) return; // OpeningPeriodSchema says so
    if (close < open) {
      if (close > minuteOf(LATEST_CLOSE_PAST_MIDNIGHT)) {
        issues.push({ index, message: 'De sluitingstijd ligt voor de openingstijd' });
        return;
      }
      close += 1440;
    }
    spans.push({ index, start: open, end: close });
  });
  const overlaps = (a: (typeof spans)[number], b: (typeof spans)[number], shift: number) =>
    a.start < b.end + shift && b.start + shift < a.end;
  for (const [i, a] of spans.entries()) {
    for (const b of spans.slice(i + 1)) {
      const nextDay = days > 1 && (overlaps(a, b, 1440) || overlaps(b, a, 1440));
      if (overlaps(a, b, 0) || nextDay) issues.push({ index: b.index, message: 'Openingstijden overlappen elkaar' });
    }
  }
  return issues;
}

/** One exception as entered: a date or a run of dates (`to` = `from` for one day), no periods for closed, a label. */
export const OpeningHoursExceptionSchema = z
  .object({
    from: ExceptionDateSchema,
    /** The last date of the run, the same as `from` for a single day. */
    to: ExceptionDateSchema,
    periods: z.array(OpeningPeriodSchema).max(3, 'Maximaal drie periodes per dag'),
    label: singleLine(z.string().trim().max(60, 'Een omschrijving mag maximaal 60 tekens hebben')).default(''),
  })
  .superRefine((exception, ctx) => {
    if (!isCalendarDate(exception.from) || !isCalendarDate(exception.to)) return;
    if (exception.to < exception.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'De einddatum ligt voor de begindatum' });
      return;
    }
    const days = daysBetween(exception.from, exception.to) + 1;
    if (days > MAX_EXCEPTION_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `Een afwijking duurt maximaal ${MAX_EXCEPTION_DAYS} dagen` });
    }
    for (const issue of exceptionPeriodIssues(exception.periods, days)) {
      ctx.addIssue({ code: 'custom', path: ['periods', issue.index], message: issue.message });
    }
  });

/** An exception as the pages read it. */
export const OpeningHoursExceptionViewSchema = z.object({
  from: z.string(),
  to: z.string(),
  periods: z.array(z.object({ open: z.string(), close: z.string() })),
  label: z.string(),
});

/** No date in two exceptions: the issue points at the later one and names the first date they share. */
export function duplicateExceptionIssues(
  exceptions: readonly OpeningHoursException[],
): Array<{ index: number; message: string }> {
  const issues: Array<{ index: number; message: string }> = [];
  exceptions.forEach((b, j) => {
    const earlier = exceptions.slice(0, j).find((a) => a.from <= b.to && b.from <= a.to);
    if (earlier) {
      const shared = earlier.from > b.from ? earlier.from : b.from;
      issues.push({ index: j, message: `Voor ${dutchDateLabel(shared)} staat al een afwijking` });
    }
  });
  return issues;
}

/** All exceptions of a place: at most MAX_OPENING_HOURS_EXCEPTIONS, never two on one date. */
export const OpeningHoursExceptionsSchema = z
  .array(OpeningHoursExceptionSchema)
  .max(MAX_OPENING_HOURS_EXCEPTIONS, `Maximaal ${MAX_OPENING_HOURS_EXCEPTIONS} afwijkende openingstijden`)
  .superRefine((exceptions, ctx) => {
    const valid = exceptions.filter((exception) => isCalendarDate(exception.from) && isCalendarDate(exception.to));
    if (valid.length !== exceptions.length) return;
    for (const issue of duplicateExceptionIssues(exceptions)) {
      ctx.addIssue({ code: 'custom', path: [issue.index, 'from'], message: issue.message });
    }
  });

/** Exceptions still to come or running on `today`: what an editor shows and saves again (past ones drop out). */
export function currentExceptions(exceptions: readonly OpeningHoursException[], today: string): OpeningHoursException[] {
  return exceptions.filter((exception) => exception.to >= today).sort((a, b) => a.from.localeCompare(b.from));
}
