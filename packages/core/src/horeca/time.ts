import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { plainDutchClock } from '../dutch-clock.ts';
import { addDays, NL_TIME_ZONE } from '../opening-hours.ts';

export { addDays, weekdayOf } from '../opening-hours.ts';

/** Minutes after midnight (wrapping past 24:00) to 'HH:MM'. */
export function timeOf(minute: number): string {
  const wrapped = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** A Dutch local date ('YYYY-MM-DD') plus minutes after its midnight (may pass 24:00) as an instant. */
export function dutchInstant(date: string, minute: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(TZDate.tz(NL_TIME_ZONE, year, month - 1, day, 0, minute).getTime());
}

// Built once and only when needed: constructing an Intl.DateTimeFormat costs far more than formatting with it (the
// analytics ingest asks for the date on every request, issue 20's bench), and building it when this module loads cost
// a phone over 100 ms on the booking page (issue 21). Years 1996–2099 need neither (dutch-clock.ts).
let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** The Dutch calendar date of an instant, as 'YYYY-MM-DD'. */
export function dutchDate(at: Date): string {
  const clock = plainDutchClock(at);
  if (clock) return clock.date;
  dateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: NL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dateFormat.format(at);
}

/** The Dutch wall-clock time of an instant, as 'HH:MM'. */
export function dutchTime(at: Date): string {
  const clock = plainDutchClock(at);
  if (clock) return clock.time;
  timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: NL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return timeFormat.format(at);
}

/** A service day runs from 06:00 to 06:00: the night's late guests belong to the evening before. */
export function serviceDay(date: string): { from: Date; to: Date } {
  return { from: dutchInstant(date, 6 * 60), to: dutchInstant(date, 30 * 60) };
}

const HOUR_MS = 3_600_000;
/** The Dutch wall clock of an instant as 'YYYY-MM-DD HH:MM'. */
const dutchWallClockOf = (at: number) => format(new TZDate(at, NL_TIME_ZONE), 'yyyy-MM-dd HH:mm');

/**
 * The instant a Dutch wall-clock time happens: a local date plus minutes after
 * its midnight (may pass 24:00, the night after). Null when that time does not
 * exist (the hour skipped when summer time starts, 02:00–02:59 on the last
 * Sunday of March). When the clock repeats an hour (the last Sunday of
 * October, 02:00–02:59 twice), the first occurrence — still summer time — is
 * meant (ADR 022).
 */
export function dutchWallClock(date: string, minute: number): Date | null {
  const dayOffset = Math.floor(minute / 1440);
  const localDate = addDays(date, dayOffset);
  const minuteOfDay = minute - dayOffset * 1440;
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const at = TZDate.tz(NL_TIME_ZONE, year, month - 1, day, Math.floor(minuteOfDay / 60), minuteOfDay % 60).getTime();
  const wanted = `${localDate} ${timeOf(minuteOfDay)}`;
  if (dutchWallClockOf(at) !== wanted) return null;
  const hourEarlier = at - HOUR_MS;
  return new Date(dutchWallClockOf(hourEarlier) === wanted ? hourEarlier : at);
}

/** Like dutchWallClock, but a skipped time means the moment the clock jumps (a closing time of 02:30 that night is 03:00). */
export function dutchWallClockOrNext(date: string, minute: number): Date {
  for (let later = minute; later < minute + 180; later++) {
    const at = dutchWallClock(date, later);
    if (at) return at;
  }
  return dutchInstant(date, minute);
}
