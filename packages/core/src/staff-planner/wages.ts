import { CAO_HORECA, type CaoHorecaSettings, inForce, MINIMUM_WAGES, type MinimumWageTable } from './pay-config.ts';

/** Age in whole years on a Dutch date; a birthday counts from its own day (29 February: from 1 March in other years). */
export function ageOnDate(birthDate: string, date: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/**
 * The statutory minimum hourly wage in cents for someone of that birth date on that day, or null below the lowest
 * age in the table (no statutory minimum). The step up happens on the birthday itself, so one week can hold two rates.
 */
export function minimumHourlyCents(
  birthDate: string,
  date: string,
  table: readonly MinimumWageTable[] = MINIMUM_WAGES,
): number | null {
  const wages = inForce(table, date);
  const age = ageOnDate(birthDate, date);
  if (age >= wages.adultAge) return wages.adultHourlyCents;
  const percentage = wages.youthPercentages[age];
  if (percentage === undefined) return null;
  return Math.round((wages.adultHourlyCents * percentage) / 100);
}

/** The hourly wage a shift costs: the agreed wage, or the statutory minimum on that day when that is higher. */
export function effectiveHourlyCents(
  agreedCents: number | null,
  birthDate: string | null,
  date: string,
  table: readonly MinimumWageTable[] = MINIMUM_WAGES,
): number {
  const minimum = birthDate ? minimumHourlyCents(birthDate, date, table) : null;
  return Math.max(agreedCents ?? 0, minimum ?? 0);
}

/** Cost of worked minutes at an hourly wage, with the CAO Horeca holiday pay in force on that date, in cents. */
export function labourCostCents(
  minutes: number,
  hourlyCents: number,
  date: string,
  cao: readonly CaoHorecaSettings[] = CAO_HORECA,
): number {
  const { holidayPayPercent } = inForce(cao, date);
  return Math.round(((minutes / 60) * hourlyCents * (100 + holidayPayPercent)) / 100);
}
