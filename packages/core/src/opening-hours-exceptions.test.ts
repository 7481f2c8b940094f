import { describe, expect, it } from 'vitest';
import { toEnglish } from './messages-en.ts';
import { isOpenAt, type OpeningHours, type OpeningHoursException, periodsOn, upcomingExceptions } from './opening-hours.ts';
import {
  currentExceptions,
  MAX_OPENING_HOURS_EXCEPTIONS,
  OpeningHoursExceptionsSchema,
  UPCOMING_EXCEPTION_DAYS,
} from './opening-hours-exceptions.ts';

const closedOn = (from: string, to = from, label = ''): OpeningHoursException => ({ from, to, periods: [], label });
const hoursOn = (from: string, periods: Array<{ open: string; close: string }>, to = from): OpeningHoursException => ({
  from,
  to,
  periods,
  label: '',
});

/** The Dutch messages of a list of exceptions, with their paths. */
function issues(input: unknown) {
  const result = OpeningHoursExceptionsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('OpeningHoursExceptionsSchema', () => {
  it('accepts a closed day with a label, a run of days and special hours past midnight', () => {
    const input = [
      closedOn('2026-12-26', '2026-12-26', 'Tweede Kerstdag'),
      hoursOn('2026-12-31', [
        { open: '10:00', close: '16:00' },
        { open: '20:00', close: '03:00' },
      ]),
      closedOn('2027-01-10', '2027-01-20', 'Verbouwing'),
    ];
    expect(issues(input)).toEqual([]);
    expect(OpeningHoursExceptionsSchema.parse(input)).toEqual(input);
  });

  it('refuses periods that overlap, also a late night with the next morning of a run', () => {
    expect(
      issues([
        hoursOn('2026-12-24', [
          { open: '10:00', close: '14:00' },
          { open: '13:00', close: '18:00' },
        ]),
      ]),
    ).toEqual([{ path: '0.periods.1', message: 'Openingstijden overlappen elkaar' }]);
    const run = [
      { open: '04:00', close: '12:00' },
      { open: '22:00', close: '05:00' },
    ];
    expect(issues([hoursOn('2026-12-24', run)])).toEqual([]);
    expect(issues([hoursOn('2026-12-24', run, '2026-12-25')])).toEqual([
      { path: '0.periods.1', message: 'Openingstijden overlappen elkaar' },
    ]);
  });

  it('refuses closing before opening, unless past midnight into the small hours', () => {
    expect(issues([hoursOn('2026-12-24', [{ open: '17:00', close: '09:00' }])])).toEqual([
      { path: '0.periods.0', message: 'De sluitingstijd ligt voor de openingstijd' },
    ]);
    expect(issues([hoursOn('2026-12-24', [{ open: '17:00', close: '06:00' }])])).toEqual([]);
    expect(issues([hoursOn('2026-12-24', [{ open: '17:00', close: '17:00' }])])).toEqual([
      { path: '0.periods.0', message: 'Openen en sluiten kunnen niet op hetzelfde moment' },
    ]);
  });

  it('refuses two exceptions on the same date, also when runs overlap', () => {
    expect(issues([closedOn('2026-12-25'), hoursOn('2026-12-25', [{ open: '12:00', close: '18:00' }])])).toEqual([
      { path: '1.from', message: 'Voor 25-12-2026 staat al een afwijking' },
    ]);
    expect(issues([closedOn('2026-12-20', '2026-12-28'), closedOn('2026-12-27', '2027-01-02')])).toEqual([
      { path: '1.from', message: 'Voor 27-12-2026 staat al een afwijking' },
    ]);
    expect(issues([closedOn('2026-12-20', '2026-12-26'), closedOn('2026-12-27')])).toEqual([]);
  });

  it('refuses an end before the start, a run that is too long and dates that do not exist', () => {
    expect(issues([closedOn('2026-12-27', '2026-12-26')])).toEqual([
      { path: '0.to', message: 'De einddatum ligt voor de begindatum' },
    ]);
    expect(issues([closedOn('2027-01-01', '2027-06-01')])).toEqual([
      { path: '0.to', message: 'Een afwijking duurt maximaal 92 dagen' },
    ]);
    expect(issues([closedOn('2026-02-30')])).toContainEqual({
      path: '0.from',
      message: 'Deze datum bestaat niet. Kies een dag uit de kalender.',
    });
    expect(issues([{ from: '26-12-2026', to: '26-12-2026', periods: [] }])).toContainEqual({
      path: '0.from',
      message: 'Kies een geldige datum',
    });
  });

  it(`allows at most ${MAX_OPENING_HOURS_EXCEPTIONS} exceptions`, () => {
    const many = Array.from({ length: MAX_OPENING_HOURS_EXCEPTIONS + 1 }, (_, day) =>
      closedOn(new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10)),
    );
    expect(issues(many.slice(0, -1))).toEqual([]);
    expect(issues(many)).toEqual([{ path: '', message: 'Maximaal 60 afwijkende openingstijden' }]);
  });

  it('has an English line for every message of its own', () => {
    expect(toEnglish('Voor 26-12-2026 staat al een afwijking')).toBe('There already is an exception for 26-12-2026');
    for (const message of [
      'De einddatum ligt voor de begindatum',
      'Een afwijking duurt maximaal 92 dagen',
      'Maximaal 60 afwijkende openingstijden',
      'Een omschrijving mag maximaal 60 tekens hebben',
    ]) {
      expect(toEnglish(message)).not.toBe(message);
    }
  });

  it('refuses a label over 60 characters or on two lines', () => {
    expect(issues([closedOn('2026-12-26', '2026-12-26', 'x'.repeat(61))])).toEqual([
      { path: '0.label', message: 'Een omschrijving mag maximaal 60 tekens hebben' },
    ]);
    expect(issues([closedOn('2026-12-26', '2026-12-26', 'Kerst\nfeest')])).toHaveLength(1);
  });
});

// A week open every day 10:00–23:00, Friday and Saturday until 01:00.
const DAY = [{ open: '10:00', close: '23:00' }];
const LATE = [{ open: '10:00', close: '01:00' }];
const WEEK: OpeningHours = { ma: DAY, di: DAY, wo: DAY, do: DAY, vr: LATE, za: LATE, zo: DAY };

describe('periodsOn: the exception of the date, else its weekday', () => {
  const exceptions = [closedOn('2026-12-25', '2026-12-26'), hoursOn('2026-12-31', [{ open: '20:00', close: '04:00' }])];
  it.each([
    ['2026-12-24', DAY, 'a Thursday without exception'],
    ['2026-12-25', [], 'the first day of a closed run'],
    ['2026-12-26', [], 'the last day of a closed run'],
    ['2026-12-27', DAY, 'the Sunday after'],
    ['2026-12-31', [{ open: '20:00', close: '04:00' }], 'special hours'],
  ])('%s → %j (%s)', (date, periods) => {
    expect(periodsOn(WEEK, exceptions, date)).toEqual(periods);
  });
});

describe('isOpenAt on exception days (Dutch time)', () => {
  const exceptions = [
    closedOn('2026-11-28', '2026-11-28', 'Inventarisatie'),
    hoursOn('2026-12-31', [{ open: '20:00', close: '04:00' }]),
    // Sunday 28 March 2027: at 02:00 the clock jumps to 03:00.
    hoursOn('2027-03-28', [{ open: '01:00', close: '04:00' }]),
    // Sunday 31 October 2027: 02:00–02:59 happens twice.
    closedOn('2027-10-31'),
  ];
  it.each([
    ['2026-11-28T13:00:00Z', false, 'Saturday 14:00 on a closed exception day'],
    ['2026-11-27T23:30:00Z', true, 'Saturday 00:30: Friday’s evening runs past midnight into the closed day'],
    ['2026-11-28T23:30:00Z', false, 'Sunday 00:30: the closed Saturday has no late evening'],
    ['2026-12-31T12:00:00Z', false, 'New Year’s Eve 13:00, before the special hours'],
    ['2026-12-31T20:00:00Z', true, 'New Year’s Eve 21:00'],
    ['2027-01-01T02:30:00Z', true, 'New Year’s Day 03:30, past midnight of the special hours'],
    ['2027-01-01T03:30:00Z', false, 'New Year’s Day 04:30'],
    ['2027-03-28T00:30:00Z', true, 'spring forward: 01:30 winter time'],
    ['2027-03-28T01:30:00Z', true, 'spring forward: 03:30 summer time'],
    ['2027-03-28T02:30:00Z', false, 'spring forward: 04:30 summer time'],
    ['2027-03-28T09:00:00Z', false, 'spring forward: 11:00, the week’s hours do not apply'],
    ['2027-10-30T22:30:00Z', true, 'autumn: Sunday 00:30, Saturday’s night runs into the closed Sunday'],
    ['2027-10-31T00:30:00Z', false, 'autumn: Sunday 02:30 (first time), closed'],
    ['2027-10-31T10:00:00Z', false, 'autumn: Sunday 11:00 on a closed exception day'],
  ])('%s → %s (%s)', (iso, open) => {
    expect(isOpenAt(WEEK, new Date(iso), exceptions)).toBe(open);
  });
});

describe('upcomingExceptions and currentExceptions', () => {
  const list = [
    closedOn('2027-03-01'),
    closedOn('2026-11-20', '2026-11-27'),
    closedOn('2026-11-10'),
    closedOn('2026-12-26', '2026-12-26', 'Tweede Kerstdag'),
  ];
  it('lists what runs today or starts within the coming days, in date order', () => {
    expect(upcomingExceptions(list, '2026-11-27', UPCOMING_EXCEPTION_DAYS).map((item) => item.from)).toEqual([
      '2026-11-20',
      '2026-12-26',
    ]);
  });
  it('keeps what has not ended for the editor', () => {
    expect(currentExceptions(list, '2026-11-28').map((item) => item.from)).toEqual(['2026-12-26', '2027-03-01']);
  });
});
