import { describe, expect, it } from 'vitest';
import { formatCost, parseDecimal, parseWhole, questionsOf, shiftDate } from './numbers.ts';

describe('the AI admin’s numbers', () => {
  it('reads Dutch decimals and whole numbers as typed', () => {
    expect(parseDecimal('0,002')).toBe(0.002);
    expect(parseDecimal(' 1.5 ')).toBe(1.5);
    expect(parseDecimal('een')).toBeUndefined();
    expect(parseDecimal('-1')).toBeUndefined();
    expect(parseWhole('2.000.000')).toBe(2_000_000);
    expect(parseWhole('200 000')).toBe(200_000);
    expect(parseWhole('2,000,000')).toBe(2_000_000);
    expect(parseWhole('2000000')).toBe(2_000_000);
    expect(parseWhole('1,5')).toBeUndefined();
    expect(parseWhole('2.00.000')).toBeUndefined();
  });

  it('formats small costs in euros with up to four decimals (nl-NL)', () => {
    expect(formatCost(0.0037, 'nl')).toBe('€\u00a00,0037');
    expect(formatCost(12.5, 'nl')).toBe('€\u00a012,50');
  });

  it('takes one suggested question per line and counts days across months', () => {
    expect(questionsOf('Wat is open?\n\n  Waar zit het?  \n')).toEqual(['Wat is open?', 'Waar zit het?']);
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-11-27', -29)).toBe('2026-10-29');
  });
});
