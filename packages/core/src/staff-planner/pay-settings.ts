import { z } from 'zod';
import { calendarDateSchema } from '../calendar-date-schema.ts';
import { CAO_HORECA, type CaoHorecaSettings, inForce, MINIMUM_WAGES, type MinimumWageTable } from './pay-config.ts';

/**
 * The staff planner's pay rules as a platform setting (ADR 077): the CAO Horeca holiday pay and the statutory minimum
 * (youth) wage tables, each table with the day it takes effect, so next July's table can be entered ahead. The
 * defaults are today's values from pay-config.ts; the planner picks the table in force on each shift's day.
 */

/** Wet minimumloon en minimumvakantiebijslag art. 15: at least 8%; CAO's rarely go above 10%. */
export const HOLIDAY_PAY_BOUNDS = { min: 8, max: 25 } as const;
/** The ages a youth percentage may be given for; from `adultAge` the full amount applies. */
export const YOUTH_AGES = [15, 16, 17, 18, 19, 20] as const;
export const MAX_WAGE_TABLES = 12;

const HOLIDAY_PAY_MESSAGE = `Vakantietoeslag is minimaal ${HOLIDAY_PAY_BOUNDS.min}% (wettelijk minimum) en maximaal ${HOLIDAY_PAY_BOUNDS.max}%`;
const ADULT_WAGE_MESSAGE = 'Vul een minimumuurloon tussen € 5,00 en € 100,00 in';
const PERCENT_MESSAGE = 'Vul een percentage tussen 0 en 100 in';

const WageTableSchema = z
  .object({
    validFrom: calendarDateSchema({
      required: 'Vul de ingangsdatum in',
      invalid: 'Vul de ingangsdatum in als JJJJ-MM-DD',
      nonexistent: 'Deze ingangsdatum bestaat niet',
    }),
    adultHourlyCents: z
      .number({ error: ADULT_WAGE_MESSAGE })
      .int({ error: ADULT_WAGE_MESSAGE })
      .min(500, { error: ADULT_WAGE_MESSAGE })
      .max(10_000, { error: ADULT_WAGE_MESSAGE }),
    adultAge: z.literal(21, { error: 'Het volwassen minimumloon geldt vanaf 21 jaar' }),
    youthPercentages: z.object(
      Object.fromEntries(
        YOUTH_AGES.map((age) => [
          String(age),
          z.number({ error: PERCENT_MESSAGE }).min(0, { error: PERCENT_MESSAGE }).max(100, { error: PERCENT_MESSAGE }),
        ]),
      ) as Record<`${(typeof YOUTH_AGES)[number]}`, z.ZodNumber>,
      { error: PERCENT_MESSAGE },
    ),
    source: z.string().trim().max(300, { error: 'De bron mag maximaal 300 tekens hebben' }),
  })
  .superRefine((table, ctx) => {
    // A year older never earns a lower percentage.
    for (let i = 1; i < YOUTH_AGES.length; i++) {
      const age = YOUTH_AGES[i] as (typeof YOUTH_AGES)[number];
      const younger = YOUTH_AGES[i - 1] as (typeof YOUTH_AGES)[number];
      if (table.youthPercentages[`${age}`] < table.youthPercentages[`${younger}`]) {
        ctx.addIssue({
          code: 'custom',
          path: ['youthPercentages', `${age}`],
          message: 'Een ouder iemand krijgt nooit een lager percentage',
        });
      }
    }
  });
export type WageTableSetting = z.infer<typeof WageTableSchema>;

export const PayRulesSchema = z
  .object({
    holidayPayPercent: z
      .number({ error: HOLIDAY_PAY_MESSAGE })
      .min(HOLIDAY_PAY_BOUNDS.min, { error: HOLIDAY_PAY_MESSAGE })
      .max(HOLIDAY_PAY_BOUNDS.max, { error: HOLIDAY_PAY_MESSAGE })
      .multipleOf(0.01, { error: 'Maximaal twee decimalen' }),
    minimumWages: z
      .array(WageTableSchema, { error: 'Vul minstens één minimumloontabel in' })
      .min(1, { error: 'Vul minstens één minimumloontabel in' })
      .max(MAX_WAGE_TABLES, { error: `Maximaal ${MAX_WAGE_TABLES} minimumloontabellen` }),
  })
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.minimumWages.forEach((table, index) => {
      if (seen.has(table.validFrom)) {
        ctx.addIssue({
          code: 'custom',
          path: ['minimumWages', index, 'validFrom'],
          message: 'Twee tabellen met dezelfde ingangsdatum',
        });
      }
      seen.add(table.validFrom);
    });
  });
export type PayRules = z.infer<typeof PayRulesSchema>;

function toSetting(table: MinimumWageTable): WageTableSetting {
  return {
    validFrom: table.validFrom,
    adultHourlyCents: table.adultHourlyCents,
    adultAge: 21,
    youthPercentages: Object.fromEntries(
      YOUTH_AGES.map((age) => [String(age), table.youthPercentages[age] ?? 0]),
    ) as WageTableSetting['youthPercentages'],
    source: table.source,
  };
}

/** Today's values: the tables and CAO percentage of pay-config.ts. */
export const DEFAULT_PAY_RULES: PayRules = {
  holidayPayPercent: inForce(CAO_HORECA, '9999-12-31').holidayPayPercent,
  minimumWages: MINIMUM_WAGES.map(toSetting),
};

/** The settings as the dated tables the wage rules take (sorted by date; `inForce` picks per shift day). */
export function wageTablesOf(rules: PayRules): MinimumWageTable[] {
  return [...rules.minimumWages]
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom))
    .map((table) => ({
      validFrom: table.validFrom,
      adultHourlyCents: table.adultHourlyCents,
      adultAge: table.adultAge,
      youthPercentages: Object.fromEntries(Object.entries(table.youthPercentages).map(([age, pct]) => [Number(age), pct])),
      source: table.source,
    }));
}

/** The holiday pay as the dated CAO list the wage rules take: one percentage for every day. */
export function caoOf(rules: PayRules): CaoHorecaSettings[] {
  return [{ validFrom: '0000-01-01', holidayPayPercent: rules.holidayPayPercent, source: 'platforminstellingen' }];
}

/** The wage table in force on a day ('YYYY-MM-DD'): the latest that took effect on or before it. */
export function wageTableOn(rules: PayRules, date: string): MinimumWageTable {
  return inForce(wageTablesOf(rules), date);
}
