export const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type OpeningHours = Record<Weekday, Array<{ open: string; close: string }>>;

export const NL_TIME_ZONE = 'Europe/Amsterdam';

/** 'HH:MM' to minutes after midnight. */
export function minuteOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Weekday and minutes since midnight in Dutch time. */
export function dutchClock(at: Date): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: NL_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const index = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  return { day: WEEKDAYS[index] as Weekday, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Open now, in Dutch time. A period that closes at or before it opens runs past
 * midnight (vr 10:00–01:00 is open on Saturday at 00:30).
 */
export function isOpenAt(hours: Partial<OpeningHours>, at: Date): boolean {
  const { day, minute } = dutchClock(at);
  const previous = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] as Weekday;
  for (const period of hours[day] ?? []) {
    const open = minuteOf(period.open);
    const close = minuteOf(period.close);
    if (close > open ? minute >= open && minute < close : minute >= open) return true;
  }
  for (const period of hours[previous] ?? []) {
    const open = minuteOf(period.open);
    const close = minuteOf(period.close);
    if (close <= open && minute < close) return true;
  }
  return false;
}
