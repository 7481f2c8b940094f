import { isValid, parse } from 'date-fns';
import { z } from 'zod';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A 'YYYY-MM-DD' that names a day on the calendar (2026-11-31 and 2026-02-30 do not). */
export function isCalendarDate(value: string): boolean {
  return DATE_PATTERN.test(value) && isValid(parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1)));
}

/**
 * The one schema for a calendar date ('YYYY-MM-DD'): a wrong shape and a day
 * that does not exist each get their own Dutch message, and nothing rolls over
 * into the next month.
 */
export function calendarDateSchema(messages: { required: string; invalid: string; nonexistent: string }) {
  return z
    .string({ error: messages.required })
    .regex(DATE_PATTERN, messages.invalid)
    .refine((value) => !DATE_PATTERN.test(value) || isCalendarDate(value), messages.nonexistent);
}
