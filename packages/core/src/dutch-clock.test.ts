import { describe, expect, it } from 'vitest';
import { plainDutchClock } from './dutch-clock.ts';

const intlDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('the Dutch clock without Intl', () => {
  it('equals Intl on every quarter hour of 2024–2030, across each summer-time switch', () => {
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2031, 0, 1); time += 15 * 60_000) {
      const at = new Date(time);
      const clock = plainDutchClock(at);
      const expected = { date: intlDate.format(at), time: intlTime.format(at) };
      if (clock?.date !== expected.date || clock.time !== expected.time) expect(clock, at.toISOString()).toEqual(expected);
    }
  });

  it('switches at 01:00 UTC on the last Sundays of March and October, also at the ends of its range', () => {
    const cases: Array<[string, string, string]> = [
      ['1996-03-31T00:59:00Z', '1996-03-31', '01:59'],
      ['1996-03-31T01:00:00Z', '1996-03-31', '03:00'],
      ['2026-10-25T00:59:00Z', '2026-10-25', '02:59'],
      ['2026-10-25T01:00:00Z', '2026-10-25', '02:00'],
      ['2099-12-31T23:30:00Z', '2100-01-01', '00:30'],
    ];
    for (const [iso, date, time] of cases) {
      expect(plainDutchClock(new Date(iso)), iso).toEqual({ date, time });
      expect({ date: intlDate.format(new Date(iso)), time: intlTime.format(new Date(iso)) }, iso).toEqual({ date, time });
    }
  });

  it('leaves other years and invalid dates to Intl', () => {
    expect(plainDutchClock(new Date('1995-06-01T12:00:00Z'))).toBeNull();
    expect(plainDutchClock(new Date('2100-01-01T00:00:00Z'))).toBeNull();
    expect(plainDutchClock(new Date('geen datum'))).toBeNull();
  });
});
