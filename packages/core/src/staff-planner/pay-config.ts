/**
 * Pay settings as dated configuration (ADR 047). These are the shipped defaults: a superadmin enters a new table or
 * holiday pay on /admin/advanced (`payRules`, ADR 077, pay-settings.ts) and the planner then uses those. The planner
 * picks the entry in force on the day of each shift.
 */

export interface MinimumWageTable {
  /** First day the amounts apply ('YYYY-MM-DD', Dutch date). */
  validFrom: string;
  /** The statutory minimum hourly wage, in euro cents, from `adultAge`. */
  adultHourlyCents: number;
  adultAge: number;
  /** Minimum youth wage as a percentage of the adult amount, by age; younger than the lowest age: no statutory minimum. */
  youthPercentages: Readonly<Record<number, number>>;
  source: string;
}

/**
 * Wet minimumloon en minimumvakantiebijslag: the hourly minimum since 2024 (one amount for 36, 38 or 40 h weeks).
 * 1 January 2026: €14.71 from 21 years; 20: 80%, 19: 60%, 18: 50%, 17: 39.5%, 16: 34.5%, 15: 30%.
 * The 1 July 2026 amount was not yet published in the sources we checked; add it here when it is.
 */
export const MINIMUM_WAGES: readonly MinimumWageTable[] = [
  {
    validFrom: '2026-01-01',
    adultHourlyCents: 1471,
    adultAge: 21,
    youthPercentages: { 20: 80, 19: 60, 18: 50, 17: 39.5, 16: 34.5, 15: 30 },
    source: 'https://www.rijksoverheid.nl/onderwerpen/minimumloon/bedragen-minimumloon',
  },
];

export interface CaoHorecaSettings {
  validFrom: string;
  /** Holiday pay (vakantietoeslag) on top of the hourly wage, in percent. */
  holidayPayPercent: number;
  source: string;
}

/** CAO Horeca: 8% holiday pay over the wage. */
export const CAO_HORECA: readonly CaoHorecaSettings[] = [
  { validFrom: '2026-01-01', holidayPayPercent: 8, source: 'https://www.khn.nl/cao-horeca' },
];

/** The entry of a dated list in force on `date` (the latest with validFrom ≤ date; the earliest before any). */
export function inForce<T extends { validFrom: string }>(entries: readonly T[], date: string): T {
  const sorted = [...entries].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  let found = sorted[0] as T;
  for (const entry of sorted) if (entry.validFrom <= date) found = entry;
  return found;
}
