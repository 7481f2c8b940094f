import { describe, expect, it } from 'vitest';
import { checkEmployeeWeek, mondayOf, nightMinutes, type RuleShift, WORK_RULES } from './work-rules.ts';

const WEEK = '2026-11-30'; // a Monday, winter time (UTC+1)
const adult = { id: 'a', name: 'Sanne', birthDate: '1995-04-12' };
const youth = { id: 'y', name: 'Noah', birthDate: '2009-03-01' }; // 17 in this week

let n = 0;
/** A shift from Dutch local times ('2026-11-30 09:00'), optionally with a break. */
function shift(employeeId: string, start: string, end: string, breakMinutes = 0): RuleShift {
  const toDate = (local: string) => new Date(`${local.replace(' ', 'T')}:00+01:00`);
  n += 1;
  return { id: `s${n}`, employeeId, startsAt: toDate(start), endsAt: toDate(end), breakMinutes };
}
const rules = (warnings: { rule: string }[]) => warnings.map((w) => w.rule);

describe('Arbeidstijdenwet for adults (18+)', () => {
  it('accepts an ordinary week', () => {
    const shifts = ['11-30', '12-01', '12-02', '12-03', '12-04'].map((d) => shift('a', `2026-${d} 09:00`, `2026-${d} 17:30`, 30));
    expect(checkEmployeeWeek(adult, shifts, WEEK)).toEqual([]);
  });

  it('warns above 12 hours of work in one shift, citing the rule and proposing a fix', () => {
    const [warning] = checkEmployeeWeek(adult, [shift('a', '2026-11-30 08:00', '2026-11-30 21:00', 30)], WEEK);
    expect(warning).toMatchObject({ rule: 'shift-length', date: '2026-11-30', citation: WORK_RULES['shift-length'].citation });
    expect(warning?.message).toContain('12,5 uur');
    expect(warning?.fix).toContain('12 uur');
    expect(warning?.source).toMatch(/^https:\/\/www\.rijksoverheid\.nl\//);
  });

  it('warns above 60 hours in a week', () => {
    const days = ['11-30', '12-01', '12-02', '12-03', '12-04'];
    const shifts = days.map((d) => shift('a', `2026-${d} 08:00`, `2026-${d} 20:30`, 30)); // 5 × 12 h = 60 h: fine
    expect(rules(checkEmployeeWeek(adult, shifts, WEEK))).not.toContain('week-hours');
    shifts.push(shift('a', '2026-12-05 10:00', '2026-12-05 12:00'));
    const warnings = checkEmployeeWeek(adult, shifts, WEEK);
    expect(rules(warnings)).toContain('week-hours');
    expect(warnings.find((w) => w.rule === 'week-hours')?.message).toContain('62 uur');
  });

  it('allows daily rest shortened to 8 hours once per 7 days, not twice, and never under 8', () => {
    const once = [shift('a', '2026-11-30 14:00', '2026-11-30 23:00'), shift('a', '2026-12-01 07:00', '2026-12-01 12:00')];
    expect(rules(checkEmployeeWeek(adult, once, WEEK))).toEqual([]);
    const twice = [
      ...once,
      shift('a', '2026-12-02 14:00', '2026-12-02 23:00'),
      shift('a', '2026-12-03 07:00', '2026-12-03 12:00'),
    ];
    const warnings = checkEmployeeWeek(adult, twice, WEEK);
    expect(rules(warnings)).toEqual(['daily-rest']);
    expect(warnings[0]?.citation).toBe('Arbeidstijdenwet art. 5:3');
    expect(warnings[0]?.message).toContain('al gebruikt');
    const short = [shift('a', '2026-11-30 14:00', '2026-11-30 23:00'), shift('a', '2026-12-01 06:00', '2026-12-01 12:00')];
    expect(checkEmployeeWeek(adult, short, WEEK)[0]?.message).toContain('maar 7 uur rust');
  });

  it('wants 36 hours of uninterrupted weekly rest, or 72 hours in 14 days in blocks of at least 32 hours', () => {
    // Work every day 10:00–18:00: the longest rest is 16 h, in both weeks.
    const everyDay = (from: string, count: number) =>
      Array.from({ length: count }, (_, i) => {
        const d = new Date(`${from}T12:00:00Z`);
        d.setUTCDate(d.getUTCDate() + i);
        const day = d.toISOString().slice(0, 10);
        return shift('a', `${day} 10:00`, `${day} 18:00`);
      });
    const warnings = checkEmployeeWeek(adult, everyDay('2026-11-23', 14), WEEK);
    expect(rules(warnings)).toEqual(['weekly-rest']);
    // This week has no 36 h block, but the week before was free: 72 h in blocks of 32 h over 14 days.
    expect(rules(checkEmployeeWeek(adult, everyDay(WEEK, 7), WEEK))).toEqual([]);
    // Free from Saturday 18:00 to Monday 10:00 (40 h): fine.
    expect(rules(checkEmployeeWeek(adult, [...everyDay('2026-11-23', 7), ...everyDay(WEEK, 5)], WEEK))).toEqual([]);
  });
});

describe('Arbeidstijdenwet for 16- and 17-year-olds', () => {
  it('warns for work between 23:00 and 06:00 with the rule and a fix', () => {
    const late = shift('y', '2026-12-04 17:00', '2026-12-05 00:30', 30);
    const warnings = checkEmployeeWeek(youth, [late], WEEK);
    const night = warnings.find((w) => w.rule === 'youth-night');
    expect(night).toMatchObject({ shiftId: late.id, citation: 'Arbeidstijdenwet art. 5:3' });
    expect(night?.message).toContain('90 minuten tussen 23:00 en 06:00');
    expect(night?.fix).toContain('23:00');
    expect(nightMinutes(shift('y', '2026-12-01 05:00', '2026-12-01 10:00'))).toBe(60);
  });

  it('warns above 9 hours of work in one shift', () => {
    expect(rules(checkEmployeeWeek(youth, [shift('y', '2026-12-01 10:00', '2026-12-01 20:00', 30)], WEEK))).toEqual([
      'youth-shift-length',
    ]);
  });

  it('wants a 30-minute break in a shift over 4.5 hours', () => {
    expect(rules(checkEmployeeWeek(youth, [shift('y', '2026-12-01 12:00', '2026-12-01 16:30')], WEEK))).toEqual([]);
    const warnings = checkEmployeeWeek(youth, [shift('y', '2026-12-01 12:00', '2026-12-01 17:00', 15)], WEEK);
    expect(rules(warnings)).toEqual(['youth-break']);
    expect(warnings[0]?.fix).toContain('30 minuten');
  });

  it('warns above 45 hours in a week', () => {
    const days = ['11-30', '12-01', '12-02', '12-03', '12-04'];
    const shifts = days.map((d) => shift('y', `2026-${d} 09:00`, `2026-${d} 18:30`, 30)); // 5 × 9 = 45 h
    expect(rules(checkEmployeeWeek(youth, shifts, WEEK))).toEqual([]);
    shifts.push(shift('y', '2026-12-05 09:00', '2026-12-05 11:00'));
    expect(rules(checkEmployeeWeek(youth, shifts, WEEK))).toEqual(['youth-week-hours']);
  });

  it('wants 12 hours of rest between shifts, never shortened', () => {
    const shifts = [shift('y', '2026-12-01 12:00', '2026-12-01 22:00', 60), shift('y', '2026-12-02 09:00', '2026-12-02 13:00')];
    expect(rules(checkEmployeeWeek(youth, shifts, WEEK))).toEqual(['youth-daily-rest']);
  });

  it('has no alternative for 36 hours of weekly rest', () => {
    const shifts = Array.from({ length: 7 }, (_, i) => {
      const day = `2026-${i < 1 ? '11-30' : `12-0${i}`}`;
      return shift('y', `${day} 10:00`, `${day} 14:00`);
    });
    expect(rules(checkEmployeeWeek(youth, shifts, WEEK))).toEqual(['youth-weekly-rest']);
  });

  it('applies the adult rules from the 18th birthday', () => {
    const turning = { id: 'y', name: 'Noah', birthDate: '2008-12-02' };
    expect(rules(checkEmployeeWeek(turning, [shift('y', '2026-12-01 18:00', '2026-12-01 23:30', 30)], WEEK))).toContain(
      'youth-night',
    );
    expect(rules(checkEmployeeWeek(turning, [shift('y', '2026-12-02 18:00', '2026-12-02 23:30', 30)], WEEK))).toEqual([]);
  });
});

describe('weeks', () => {
  it('finds the Monday of a date', () => {
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });
});
