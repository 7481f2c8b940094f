/** The shape of a calendar date, 'YYYY-MM-DD'. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A 'YYYY-MM-DD' that names a day on the calendar (2026-11-31 and 2026-02-30 do not): the day set on a UTC date
 * reads back unchanged only if it exists (nothing rolls over). Plain Date arithmetic, not date-fns' `parse`, which
 * weighed 8 KB of gzip on the booking page's first load (ADR 082).
 */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
