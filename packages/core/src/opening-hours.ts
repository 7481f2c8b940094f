import { plainDutchClock } from './dutch-clock.ts';

// Zod-free: public pages show opening hours without loading zod (ADR 067); a period's schema is in opening-hours-schemas.ts.
export const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningPeriod {
  open: string;
  close: string;
}

export type OpeningHours = Record<Weekday, OpeningPeriod[]>;

/**
 * A date or a run of dates (inclusive, Dutch calendar dates) on which a place keeps other hours than its week:
 * no periods means closed. Checked by `OpeningHoursExceptionsSchema` (opening-hours-exceptions.ts).
 */
export interface OpeningHoursException {
  from: string;
  to: string;
  periods: OpeningPeriod[];
  label: string;
}

/** What decides a place's hours on any date: its week and its exceptions (`periodsOn`). */
export interface PlaceHours {
  openingHours: Partial<OpeningHours>;
  openingHoursExceptions: readonly OpeningHoursException[];
}

export const NL_TIME_ZONE = 'Europe/Amsterdam';

/** A period that closes before it opens runs past midnight, but only into the small hours (until 06:00). */
export const LATEST_CLOSE_PAST_MIDNIGHT = '06:00';

/** 'HH:MM' to minutes after midnight. */
export function minuteOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Weekday of a calendar date (no time zone involved: a date is a date). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(day + 6) % 7] as Weekday;
}

/** A calendar date plus whole days. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

let clockFormat: Intl.DateTimeFormat | undefined;

/** Date ('YYYY-MM-DD'), weekday and minutes since midnight in Dutch time. */
export function dutchClock(at: Date): { date: string; day: Weekday; minute: number } {
  // Without Intl for 1996–2099 (dutch-clock.ts): "open now" on every card no longer loads ICU's data on a phone.
  const plain = plainDutchClock(at);
  if (plain) return { date: plain.date, day: weekdayOf(plain.date), minute: minuteOf(plain.time) };
  clockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: NL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = clockFormat.formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  return { date, day: weekdayOf(date), minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** The exception that covers a date, if any. */
export function exceptionOn(
  exceptions: readonly OpeningHoursException[] | undefined,
  date: string,
): OpeningHoursException | undefined {
  return exceptions?.find((exception) => exception.from <= date && date <= exception.to);
}

/**
 * The one rule every reader uses: the periods a place opens on a Dutch date — the exception for that date if there is
 * one (none: closed), else the weekday's hours. A period belongs to the date it opens on, also when it runs past
 * midnight.
 */
export function periodsOn(
  hours: Partial<OpeningHours>,
  exceptions: readonly OpeningHoursException[] | undefined,
  date: string,
): OpeningPeriod[] {
  return exceptionOn(exceptions, date)?.periods ?? hours[weekdayOf(date)] ?? [];
}

/** Exceptions that have not ended by `today` and start within `days` days, in date order (the public pages' list). */
export function upcomingExceptions(
  exceptions: readonly OpeningHoursException[] | undefined,
  today: string,
  days: number,
): OpeningHoursException[] {
  const last = addDays(today, days);
  return (exceptions ?? [])
    .filter((exception) => exception.to >= today && exception.from <= last)
    .sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * Open now, in Dutch time, by `periodsOn`. A period that closes at or before it opens runs past midnight
 * (vr 10:00–01:00 is open on Saturday at 00:30, also when Saturday itself is an exception).
 */
export function isOpenAt(hours: Partial<OpeningHours>, at: Date, exceptions: readonly OpeningHoursException[] = []): boolean {
  const { date, minute } = dutchClock(at);
  for (const period of periodsOn(hours, exceptions, date)) {
    const open = minuteOf(period.open);
    const close = minuteOf(period.close);
    if (close > open ? minute >= open && minute < close : minute >= open) return true;
  }
  for (const period of periodsOn(hours, exceptions, addDays(date, -1))) {
    const open = minuteOf(period.open);
    const close = minuteOf(period.close);
    if (close <= open && minute < close) return true;
  }
  return false;
}
