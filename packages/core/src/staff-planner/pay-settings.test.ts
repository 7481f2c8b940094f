import { describe, expect, it } from 'vitest';
import { MINIMUM_WAGES } from './pay-config.ts';
import { caoOf, DEFAULT_PAY_RULES, type PayRules, PayRulesSchema, wageTableOn, wageTablesOf } from './pay-settings.ts';
import { labourCostCents, minimumHourlyCents } from './wages.ts';

const january = DEFAULT_PAY_RULES.minimumWages[0] as PayRules['minimumWages'][number];
const withJuly: PayRules = {
  holidayPayPercent: 8,
  // Entered ahead, out of order: the table from 1 July applies from that day on.
  minimumWages: [{ ...january, validFrom: '2026-07-01', adultHourlyCents: 1500 }, january],
};

describe('pay rules as settings (ADR 077)', () => {
  it("defaults to today's values of pay-config.ts", () => {
    expect(PayRulesSchema.safeParse(DEFAULT_PAY_RULES).success).toBe(true);
    expect(DEFAULT_PAY_RULES.holidayPayPercent).toBe(8);
    expect(wageTablesOf(DEFAULT_PAY_RULES)).toEqual(MINIMUM_WAGES);
  });

  it('chooses the table in force on the day: the latest that took effect on or before it', () => {
    expect(wageTableOn(withJuly, '2026-06-30').adultHourlyCents).toBe(1471);
    expect(wageTableOn(withJuly, '2026-07-01').adultHourlyCents).toBe(1500);
    expect(wageTableOn(withJuly, '2027-03-01').adultHourlyCents).toBe(1500);
    // Before the first table: the earliest one.
    expect(wageTableOn(withJuly, '2025-12-31').adultHourlyCents).toBe(1471);
  });

  it('steps a youth wage up with the new table on its first day', () => {
    const tables = wageTablesOf(withJuly);
    // 18 years: 50% of the adult amount.
    expect(minimumHourlyCents('2008-01-01', '2026-06-30', tables)).toBe(736);
    expect(minimumHourlyCents('2008-01-01', '2026-07-01', tables)).toBe(750);
  });

  it('applies the holiday pay of the settings', () => {
    expect(labourCostCents(60, 1000, '2026-12-01', caoOf({ ...withJuly, holidayPayPercent: 10 }))).toBe(1100);
  });

  it('refuses holiday pay under the legal 8%, no table, and a drop in percentage with age, in Dutch', () => {
    const low = PayRulesSchema.safeParse({ ...DEFAULT_PAY_RULES, holidayPayPercent: 7.5 });
    expect(low.error?.issues[0]?.message).toBe('Vakantietoeslag is minimaal 8% (wettelijk minimum) en maximaal 25%');
    const none = PayRulesSchema.safeParse({ ...DEFAULT_PAY_RULES, minimumWages: [] });
    expect(none.error?.issues[0]?.message).toBe('Vul minstens één minimumloontabel in');
    const dropping = PayRulesSchema.safeParse({
      ...DEFAULT_PAY_RULES,
      minimumWages: [{ ...january, youthPercentages: { ...january.youthPercentages, 20: 40 } }],
    });
    expect(dropping.error?.issues[0]).toMatchObject({
      path: ['minimumWages', 0, 'youthPercentages', '20'],
      message: 'Een ouder iemand krijgt nooit een lager percentage',
    });
  });
});
