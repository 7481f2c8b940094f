// Long file: the cases of one rule set (slots, party sizes, status moves, cut-offs) read best side by side.
import { describe, expect, it } from 'vitest';
import type { OpeningHours, OpeningHoursException, PlaceHours } from '../opening-hours.ts';
import {
  availableSlots,
  bookingDateProblem,
  canChangeStatus,
  DEFAULT_RESERVATION_SETTINGS,
  guestCanChange,
  mealMinutesFor,
  ReservationDateSchema,
  reminderDue,
  slotStarts,
} from './reservations.ts';
import { allocateTables, largestParty, type Occupation, onlinePartyLimit, type TableInfo } from './tables.ts';
import { dutchDate, dutchInstant, dutchTime, dutchWallClock, serviceDay, timeOf, weekdayOf } from './time.ts';

// 2026-11-27 is a Friday.
const FRIDAY = '2026-11-27';
const HOURS = { vr: [{ open: '17:00', close: '22:00' }], za: [{ open: '22:00', close: '02:00' }] };
/** A place with these weekly hours and no exceptions. */
const week = (openingHours: Partial<OpeningHours>, openingHoursExceptions: OpeningHoursException[] = []): PlaceHours => ({
  openingHours,
  openingHoursExceptions,
});
const at = (time: string, date = FRIDAY) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return dutchInstant(date, h * 60 + m).getTime();
};
const HOUR = 3_600_000;

const table = (id: string, areaId: string, seats: number, combinesWith: string[] = []): TableInfo => ({
  id,
  areaId,
  seats,
  minParty: 1,
  bookableOnline: true,
  combinesWith,
});
// t1 and t2 are a pair; t3 and t4 combine with nothing.
const TABLES: TableInfo[] = [
  table('t1', 'zaal', 2, ['t2']),
  table('t2', 'zaal', 2),
  table('t3', 'zaal', 4),
  table('t4', 'terras', 4),
];

describe('time helpers', () => {
  it('turns Dutch wall-clock times into instants, across daylight saving', () => {
    expect(dutchInstant('2026-11-27', 19 * 60).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(dutchInstant('2026-07-01', 19 * 60).toISOString()).toBe('2026-07-01T17:00:00.000Z');
    expect(dutchInstant('2026-11-27', 24 * 60 + 30).toISOString()).toBe('2026-11-27T23:30:00.000Z');
    expect(dutchDate(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(dutchTime(new Date('2026-11-27T23:30:00Z'))).toBe('00:30');
    expect(weekdayOf(FRIDAY)).toBe('vr');
    expect(timeOf(1470)).toBe('00:30');
    expect(serviceDay(FRIDAY)).toEqual({ from: new Date('2026-11-27T05:00:00Z'), to: new Date('2026-11-28T05:00:00Z') });
  });
});

describe('slot generation', () => {
  it('offers every interval from opening while the meal ends by closing', () => {
    const slots = slotStarts(week(HOURS), FRIDAY, 30, 120).map((slot) => slot.time);
    expect(slots).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00']);
  });

  it('runs past midnight and is empty on a closed day', () => {
    const saturday = slotStarts(week(HOURS), '2026-11-28', 60, 90);
    expect(saturday.map((slot) => slot.time)).toEqual(['22:00', '23:00', '00:00']);
    // 00:00 of Saturday's evening is Sunday 29 November, 00:00 Dutch time.
    expect(new Date(saturday[2]?.at ?? 0).toISOString()).toBe('2026-11-28T23:00:00.000Z');
    expect(slotStarts(week(HOURS), '2026-11-29', 15, 90)).toEqual([]);
  });

  it('offers nothing on a closed exception date and only its own hours on a special day (ADR 034)', () => {
    const closed = week(HOURS, [{ from: FRIDAY, to: FRIDAY, periods: [], label: 'Verbouwing' }]);
    expect(slotStarts(closed, FRIDAY, 30, 120)).toEqual([]);
    const short = week(HOURS, [{ from: FRIDAY, to: FRIDAY, periods: [{ open: '18:00', close: '21:00' }], label: '' }]);
    expect(slotStarts(short, FRIDAY, 30, 120).map((slot) => slot.time)).toEqual(['18:00', '18:30', '19:00']);
    // Sunday is closed every week; an exception opens it.
    const sunday = week(HOURS, [
      { from: '2026-11-29', to: '2026-11-29', periods: [{ open: '12:00', close: '15:00' }], label: '' },
    ]);
    expect(slotStarts(sunday, '2026-11-29', 60, 90).map((slot) => slot.time)).toEqual(['12:00', '13:00']);
    // Special hours on the night the clock jumps (Sunday 28 March 2027, 02:00 → 03:00): the skipped hour has no slots.
    const spring = week(HOURS, [
      { from: '2027-03-28', to: '2027-03-28', periods: [{ open: '01:00', close: '04:00' }], label: '' },
    ]);
    expect(slotStarts(spring, '2027-03-28', 30, 60).map((slot) => slot.time)).toEqual(['01:00', '01:30', '03:00']);
  });

  it('keeps an early opening on its own date (05:30 on 1 December is 1 December)', () => {
    const early = slotStarts(week({ di: [{ open: '05:30', close: '11:00' }] }), '2026-12-01', 30, 90);
    expect(early[0]).toEqual({ time: '05:30', at: Date.parse('2026-12-01T04:30:00Z') });
    expect(early.at(-1)?.time).toBe('09:30');
  });

  it('never offers the hour the clock skips in spring (28 March 2027), and ends meals by closing in real time', () => {
    // Saturday 27 March 2027 20:00 – Sunday 04:00; at 02:00 the clock jumps to 03:00.
    const night = slotStarts(week({ za: [{ open: '20:00', close: '04:00' }] }), '2027-03-27', 15, 60);
    const times = night.map((slot) => slot.time);
    expect(times.filter((time) => time.startsWith('02:'))).toEqual([]);
    expect(times.slice(-3)).toEqual(['01:30', '01:45', '03:00']);
    expect(new Date(night.at(-1)?.at ?? 0).toISOString()).toBe('2027-03-28T01:00:00.000Z');
    for (const slot of night) expect(slot.at + 3_600_000).toBeLessThanOrEqual(Date.parse('2027-03-28T02:00:00Z'));
    expect(dutchWallClock('2027-03-28', 2 * 60 + 30)).toBeNull();
  });

  it('offers a repeated autumn time once, as its first (summer-time) occurrence (31 October 2027)', () => {
    const night = slotStarts(week({ za: [{ open: '22:00', close: '05:00' }] }), '2027-10-30', 30, 60);
    const times = night.map((slot) => slot.time);
    expect(times).toEqual([
      '22:00',
      '22:30',
      '23:00',
      '23:30',
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
    ]);
    const at = (time: string) => new Date(night.find((slot) => slot.time === time)?.at ?? 0).toISOString();
    expect(at('02:00')).toBe('2027-10-31T00:00:00.000Z'); // 02:00 CEST
    expect(at('03:00')).toBe('2027-10-31T02:00:00.000Z'); // 03:00 CET, two real hours later
    expect(dutchWallClock('2027-10-31', 2 * 60 + 30)?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('takes the meal length from the party size', () => {
    expect(mealMinutesFor(2, DEFAULT_RESERVATION_SETTINGS)).toBe(90);
    expect(mealMinutesFor(3, DEFAULT_RESERVATION_SETTINGS)).toBe(120);
    expect(mealMinutesFor(8, DEFAULT_RESERVATION_SETTINGS)).toBe(150);
  });
});

describe('table allocation', () => {
  const start = at('19:00');
  const end = start + 2 * HOUR;

  it('picks the smallest free table that seats the party', () => {
    expect(allocateTables(TABLES, [], 2, start, end)).toEqual(['t1']);
    expect(allocateTables(TABLES, [], 3, start, end)).toEqual(['t3']);
  });

  it('combines paired tables when no single table fits', () => {
    const busy: Occupation[] = [{ tableIds: ['t3', 't4'], start, end }];
    expect(allocateTables(TABLES, busy, 4, start, end)).toEqual(['t1', 't2']);
    // t3 and t4 are paired with nothing: five guests do not fit.
    expect(allocateTables(TABLES, [], 5, start, end)).toBeNull();
  });

  it('only counts bookings that overlap, and a venue-wide block closes everything', () => {
    const before: Occupation = { tableIds: ['t1', 't2', 't3', 't4'], start: start - 2 * HOUR, end: start };
    expect(allocateTables(TABLES, [before], 2, start, end)).toEqual(['t1']);
    const closed: Occupation = { tableIds: null, start: start + HOUR, end: start + 3 * HOUR };
    expect(allocateTables(TABLES, [closed], 2, start, end)).toBeNull();
  });
});

describe('available slots', () => {
  const base = {
    date: FRIDAY,
    partySize: 2,
    now: new Date('2026-11-27T12:00:00Z'),
    place: week(HOURS),
    settings: { ...DEFAULT_RESERVATION_SETTINGS, slotIntervalMinutes: 60, coverLimitPerSlot: 6 },
    tables: TABLES,
    bookings: { reservations: [], blocks: [] },
  };

  it('lists the day’s slots, all open on an empty evening', () => {
    expect(availableSlots(base).map((slot) => `${slot.time}${slot.available ? '' : ' vol'}`)).toEqual([
      '17:00',
      '18:00',
      '19:00',
      '20:00',
    ]);
  });

  it('hides slots that have passed', () => {
    expect(availableSlots({ ...base, now: new Date(at('18:30')) }).map((slot) => slot.time)).toEqual(['19:00', '20:00']);
  });

  it('closes a slot at the cover limit even with tables free', () => {
    const reservations = [{ tableIds: ['t3'], start: at('19:00'), end: at('21:00'), partySize: 4 }];
    const slots = availableSlots({ ...base, partySize: 3, bookings: { reservations, blocks: [] } });
    expect(slots.find((slot) => slot.time === '19:00')?.available).toBe(false);
    expect(slots.find((slot) => slot.time === '17:00')?.available).toBe(true);
  });

  it('closes a slot when every table is taken for part of the meal', () => {
    const everything = [{ tableIds: ['t1', 't2', 't3', 't4'], start: at('20:00'), end: at('22:00'), partySize: 4 }];
    const slots = availableSlots({ ...base, bookings: { reservations: everything, blocks: [] } });
    expect(slots.map((slot) => `${slot.time}${slot.available ? '' : ' vol'}`)).toEqual([
      '17:00',
      '18:00',
      '19:00 vol',
      '20:00 vol',
    ]);
  });
});

describe('party sizes the floor can seat', () => {
  it('is the biggest table or combination of paired tables', () => {
    expect(largestParty(TABLES)).toBe(4);
    const ids = ['t1', 't2', 't3', 't4'];
    const twoTops = ids.map((id) =>
      table(
        id,
        'zaal',
        2,
        ids.filter((other) => other !== id),
      ),
    );
    expect(largestParty(twoTops)).toBe(6);
    expect(largestParty([...twoTops, table('g', 'zaal', 8)])).toBe(8);
    expect(onlinePartyLimit({ maxPartySize: 10 }, [...twoTops, table('g', 'zaal', 8)])).toBe(8);
    expect(onlinePartyLimit({ maxPartySize: 4 }, twoTops)).toBe(4);
  });

  it('says why a slot is full', () => {
    const base = {
      date: FRIDAY,
      partySize: 4,
      now: new Date('2026-11-27T12:00:00Z'),
      place: week(HOURS),
      settings: { ...DEFAULT_RESERVATION_SETTINGS, slotIntervalMinutes: 60, coverLimitPerSlot: 6 },
      tables: TABLES,
    };
    const reservations = [
      { tableIds: ['t3'], start: at('19:00'), end: at('21:00'), partySize: 4 },
      { tableIds: ['t4'], start: at('17:00'), end: at('19:00'), partySize: 2 },
      { tableIds: ['t1'], start: at('18:30'), end: at('19:30'), partySize: 1 },
    ];
    const slots = availableSlots({ ...base, bookings: { reservations, blocks: [] } });
    expect(slots.find((slot) => slot.time === '19:00')?.reason).toBe('covers');
    expect(slots.find((slot) => slot.time === '18:00')?.reason).toBe('tables');
    expect(slots.find((slot) => slot.time === '17:00')?.reason).toBeNull();
    expect(slots.find((slot) => slot.time === '20:00')).toMatchObject({
      available: true,
      reason: null,
      startsAt: '2026-11-27T19:00:00.000Z',
    });
  });
});

describe('booking dates', () => {
  it('refuses a date that does not exist with its own message', () => {
    const nonexistent = 'Deze datum bestaat niet. Kies een dag uit de kalender.';
    for (const date of ['2026-11-31', '2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10']) {
      const result = ReservationDateSchema.safeParse(date);
      expect(result.success, date).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(nonexistent);
    }
    expect(ReservationDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(ReservationDateSchema.safeParse('1-12-2026').error?.issues[0]?.message).toBe('Kies een geldige datum');
    expect(bookingDateProblem('2026-02-30', new Date('2026-01-10T10:00:00Z'), DEFAULT_RESERVATION_SETTINGS)).toBe(nonexistent);
  });
});

describe('booking rules', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('refuses past dates and dates beyond the horizon', () => {
    expect(bookingDateProblem('2026-11-21', now, DEFAULT_RESERVATION_SETTINGS)).toBe('Kies een datum vanaf vandaag');
    expect(bookingDateProblem('2026-11-22', now, DEFAULT_RESERVATION_SETTINGS)).toBeNull();
    expect(bookingDateProblem('2027-03-01', now, DEFAULT_RESERVATION_SETTINGS)).toBe('Reserveren kan tot 90 dagen vooruit');
  });

  it('lets a guest change a waiting booking until the cut-off only', () => {
    const startsAt = new Date('2026-11-27T18:00:00Z');
    expect(guestCanChange({ status: 'confirmed', startsAt }, 2, new Date('2026-11-27T15:59:00Z'))).toBe(true);
    expect(guestCanChange({ status: 'confirmed', startsAt }, 2, new Date('2026-11-27T16:01:00Z'))).toBe(false);
    expect(guestCanChange({ status: 'seated', startsAt }, 2, new Date('2026-11-26T10:00:00Z'))).toBe(false);
    expect(guestCanChange({ status: 'cancelled', startsAt }, 2, new Date('2026-11-26T10:00:00Z'))).toBe(false);
  });

  it('moves statuses forward only', () => {
    expect(canChangeStatus('confirmed', 'seated')).toBe(true);
    expect(canChangeStatus('seated', 'completed')).toBe(true);
    expect(canChangeStatus('cancelled', 'confirmed')).toBe(false);
    expect(canChangeStatus('completed', 'seated')).toBe(false);
  });
});

describe('reminders', () => {
  const startsAt = new Date('2026-11-28T18:00:00Z');
  it('is due within 24 hours of a booking made days ahead', () => {
    const createdAt = new Date('2026-11-20T10:00:00Z');
    expect(reminderDue({ startsAt, createdAt }, new Date('2026-11-27T17:00:00Z'))).toBe(false);
    expect(reminderDue({ startsAt, createdAt }, new Date('2026-11-27T18:30:00Z'))).toBe(true);
    expect(reminderDue({ startsAt, createdAt }, new Date('2026-11-28T18:30:00Z'))).toBe(false);
  });

  it('is never due for a booking made less than a day ahead', () => {
    expect(reminderDue({ startsAt, createdAt: new Date('2026-11-28T09:00:00Z') }, new Date('2026-11-28T10:00:00Z'))).toBe(false);
  });
});
