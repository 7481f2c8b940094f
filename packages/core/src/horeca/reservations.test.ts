import { describe, expect, it } from 'vitest';
import {
  allocateTables,
  availableSlots,
  bookingDateProblem,
  canChangeStatus,
  DEFAULT_RESERVATION_SETTINGS,
  guestCanChange,
  mealMinutesFor,
  type Occupation,
  reminderDue,
  slotMinutes,
  type TableInfo,
} from './reservations.ts';
import { dutchDate, dutchInstant, dutchTime, serviceDay, timeOf, weekdayOf } from './time.ts';

// 2026-11-27 is a Friday.
const FRIDAY = '2026-11-27';
const HOURS = { vr: [{ open: '17:00', close: '22:00' }], za: [{ open: '22:00', close: '02:00' }] };
const at = (time: string, date = FRIDAY) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return dutchInstant(date, h * 60 + m).getTime();
};
const HOUR = 3_600_000;

const TABLES: TableInfo[] = [
  { id: 't1', areaId: 'zaal', seats: 2, combinable: true },
  { id: 't2', areaId: 'zaal', seats: 2, combinable: true },
  { id: 't3', areaId: 'zaal', seats: 4, combinable: false },
  { id: 't4', areaId: 'terras', seats: 4, combinable: true },
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
    const slots = slotMinutes(HOURS, FRIDAY, 30, 120).map(timeOf);
    expect(slots).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00']);
  });

  it('runs past midnight and is empty on a closed day', () => {
    expect(slotMinutes(HOURS, '2026-11-28', 60, 90).map(timeOf)).toEqual(['22:00', '23:00', '00:00']);
    expect(slotMinutes(HOURS, '2026-11-29', 15, 90)).toEqual([]);
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

  it('combines combinable tables in one area when no single table fits', () => {
    const busy: Occupation[] = [{ tableIds: ['t3', 't4'], start, end }];
    expect(allocateTables(TABLES, busy, 4, start, end)).toEqual(['t1', 't2']);
    // t3 is not combinable and t4 is on another area: five guests do not fit.
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
    hours: HOURS,
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
