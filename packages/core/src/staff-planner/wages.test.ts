import { describe, expect, it } from 'vitest';
import { inForce, MINIMUM_WAGES } from './pay-config.ts';
import { ageOnDate, effectiveHourlyCents, labourCostCents, minimumHourlyCents } from './wages.ts';

describe('statutory minimum youth wages (Wet minimumloon, 1 January 2026)', () => {
  it.each([
    ['2005-01-01', 1471], // 21+
    ['2006-06-01', 1177], // 20: 80%
    ['2007-06-01', 883], // 19: 60%
    ['2008-06-01', 736], // 18: 50%
    ['2009-06-01', 581], // 17: 39.5%
    ['2010-06-01', 507], // 16: 34.5%
    ['2011-06-01', 441], // 15: 30%
  ])('born %s earns at least %i cents an hour on 1 December 2026', (birthDate, cents) => {
    expect(minimumHourlyCents(birthDate, '2026-12-01')).toBe(cents);
  });

  it('has no statutory minimum under 15', () => {
    expect(minimumHourlyCents('2012-06-01', '2026-12-01')).toBeNull();
  });

  it('steps up on the birthday itself, inside a week', () => {
    expect(minimumHourlyCents('2008-12-03', '2026-12-02')).toBe(581);
    expect(minimumHourlyCents('2008-12-03', '2026-12-03')).toBe(736);
  });

  it('counts age on the day (29 February birthdays from 1 March)', () => {
    expect(ageOnDate('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOnDate('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('pays the agreed wage when it is higher, the minimum otherwise', () => {
    expect(effectiveHourlyCents(1600, '2000-01-01', '2026-12-01')).toBe(1600);
    expect(effectiveHourlyCents(500, '2009-06-01', '2026-12-01')).toBe(581);
    expect(effectiveHourlyCents(null, null, '2026-12-01')).toBe(0);
  });

  it('adds the CAO Horeca holiday pay (8%) to the labour cost', () => {
    // 8 hours at €14.71 = €117.68, plus 8% = €127.09
    expect(labourCostCents(480, 1471, '2026-12-01')).toBe(12709);
  });

  it('picks the table in force on a date', () => {
    expect(inForce(MINIMUM_WAGES, '2026-12-01').validFrom).toBe('2026-01-01');
  });
});
