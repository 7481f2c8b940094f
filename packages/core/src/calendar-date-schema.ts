import { z } from 'zod';
import { CALENDAR_DATE_PATTERN, isCalendarDate } from './calendar-date.ts';

// Apart from calendar-date.ts, so a page that only checks a date does not load zod with it (bundle budget, ADR 082).
/**
 * The one schema for a calendar date ('YYYY-MM-DD'): a wrong shape and a day
 * that does not exist each get their own Dutch message, and nothing rolls over
 * into the next month.
 */
export function calendarDateSchema(messages: { required: string; invalid: string; nonexistent: string }) {
  return z
    .string({ error: messages.required })
    .regex(CALENDAR_DATE_PATTERN, messages.invalid)
    .refine((value) => !CALENDAR_DATE_PATTERN.test(value) || isCalendarDate(value), messages.nonexistent);
}
