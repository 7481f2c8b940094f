// Long file: every Arbeidstijdenwet check the planner makes, with its citation and Dutch fix, reads best in one place.
import { dutchDate, dutchTime, dutchWallClockOrNext } from '../horeca/time.ts';
import { addDays } from '../opening-hours.ts';
import { ageOnDate } from './wages.ts';

/**
 * Arbeidstijdenwet checks for a planned roster (ADR 047). The checks warn, they never block: the owner plans, the
 * planner explains which rule a shift breaks, where it comes from and what would fix it.
 *
 * Citations: only article 5:3 (dagelijkse onafgebroken rusttijd, also the 23:00–06:00 rule for 16–17-year-olds) was
 * verified against the text of the law; the other rules cite the section of the law (hoofdstuk 5, § 5.2 "Arbeids- en
 * rusttijden") and the government's explanation, not a guessed article number.
 */

export const WORK_RULE_IDS = [
  'shift-length',
  'week-hours',
  'daily-rest',
  'weekly-rest',
  'youth-shift-length',
  'youth-week-hours',
  'youth-daily-rest',
  'youth-night',
  'youth-break',
  'youth-weekly-rest',
] as const;
export type WorkRuleId = (typeof WORK_RULE_IDS)[number];

export interface WorkRule {
  id: WorkRuleId;
  /** The rule in one Dutch line. */
  title: string;
  /** Where the rule lives in the law. */
  citation: string;
  /** The government page that explains it. */
  source: string;
}

const SECTION = 'Arbeidstijdenwet, hoofdstuk 5 § 5.2 (arbeids- en rusttijden)';
const ADULTS = 'https://www.rijksoverheid.nl/onderwerpen/werktijden';
const YOUTH =
  'https://www.rijksoverheid.nl/onderwerpen/werktijden/vraag-en-antwoord/hoeveel-mogen-jongeren-van-16-en-17-jaar-werken';

export const WORK_RULES: Record<WorkRuleId, WorkRule> = {
  'shift-length': { id: 'shift-length', title: 'Maximaal 12 uur werken per dienst (18+)', citation: SECTION, source: ADULTS },
  'week-hours': { id: 'week-hours', title: 'Maximaal 60 uur werken per week (18+)', citation: SECTION, source: ADULTS },
  'daily-rest': {
    id: 'daily-rest',
    title: 'Minstens 11 uur rust tussen twee diensten, eens per 7 dagen ingekort tot 8 uur (18+)',
    citation: 'Arbeidstijdenwet art. 5:3',
    source: ADULTS,
  },
  'weekly-rest': {
    id: 'weekly-rest',
    title: 'Minstens 36 uur aaneengesloten rust per 7 dagen, of 72 uur per 14 dagen in blokken van minstens 32 uur (18+)',
    citation: SECTION,
    source: ADULTS,
  },
  'youth-shift-length': {
    id: 'youth-shift-length',
    title: 'Maximaal 9 uur werken per dienst (16–17 jaar)',
    citation: SECTION,
    source: YOUTH,
  },
  'youth-week-hours': {
    id: 'youth-week-hours',
    title: 'Maximaal 45 uur werken per week (16–17 jaar)',
    citation: SECTION,
    source: YOUTH,
  },
  'youth-daily-rest': {
    id: 'youth-daily-rest',
    title: 'Minstens 12 uur rust tussen twee diensten (16–17 jaar)',
    citation: 'Arbeidstijdenwet art. 5:3',
    source: YOUTH,
  },
  'youth-night': {
    id: 'youth-night',
    title: 'Geen werk tussen 23:00 en 06:00 (16–17 jaar)',
    citation: 'Arbeidstijdenwet art. 5:3',
    source: YOUTH,
  },
  'youth-break': {
    id: 'youth-break',
    title: 'Minstens 30 minuten pauze bij een dienst langer dan 4,5 uur (16–17 jaar)',
    citation: SECTION,
    source: YOUTH,
  },
  'youth-weekly-rest': {
    id: 'youth-weekly-rest',
    title: 'Minstens 36 uur aaneengesloten rust per 7 dagen (16–17 jaar)',
    citation: SECTION,
    source: YOUTH,
  },
};

export interface RuleShift {
  id: string;
  employeeId: string;
  startsAt: Date;
  endsAt: Date;
  breakMinutes: number;
}

export interface RuleEmployee {
  id: string;
  name: string;
  birthDate: string | null;
}

export interface WorkWarning {
  rule: WorkRuleId;
  employeeId: string;
  /** The shift the warning is about; null for a whole-week rule. */
  shiftId: string | null;
  /** The Dutch date it is about. */
  date: string;
  /** What is wrong, in Dutch, with the numbers. */
  message: string;
  /** A proposed fix, in Dutch. */
  fix: string;
  title: string;
  citation: string;
  source: string;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Worked minutes of a shift: its length less its break. */
export function workedMinutes(shift: Pick<RuleShift, 'startsAt' | 'endsAt' | 'breakMinutes'>): number {
  return Math.max(0, Math.round((shift.endsAt.getTime() - shift.startsAt.getTime()) / MINUTE) - shift.breakMinutes);
}

/** '7,5 uur' — hours with a Dutch decimal comma. */
export function hoursText(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${String(hours).replace('.', ',')} uur`;
}

function warn(
  rule: WorkRuleId,
  employee: RuleEmployee,
  shift: RuleShift | null,
  date: string,
  message: string,
  fix: string,
): WorkWarning {
  const { title, citation, source } = WORK_RULES[rule];
  return { rule, employeeId: employee.id, shiftId: shift?.id ?? null, date, message, fix, title, citation, source };
}

const isYouth = (employee: RuleEmployee, date: string) => {
  if (!employee.birthDate) return false;
  const age = ageOnDate(employee.birthDate, date);
  return age === 16 || age === 17;
};

/** The part of a shift that falls between 23:00 and 06:00 Dutch time, in minutes. */
export function nightMinutes(shift: Pick<RuleShift, 'startsAt' | 'endsAt'>): number {
  let total = 0;
  const first = addDays(dutchDate(shift.startsAt), -1);
  const last = dutchDate(shift.endsAt);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const from = Math.max(dutchWallClockOrNext(day, 23 * 60).getTime(), shift.startsAt.getTime());
    const to = Math.min(dutchWallClockOrNext(day, 30 * 60).getTime(), shift.endsAt.getTime());
    if (to > from) total += (to - from) / MINUTE;
  }
  return Math.round(total);
}

/** Rest periods (gaps without work) inside a window, in ms, given one employee's shifts. */
function restPeriods(window: { from: number; to: number }, shifts: readonly RuleShift[]): number[] {
  const busy = shifts
    .map((s) => ({ from: s.startsAt.getTime(), to: s.endsAt.getTime() }))
    .filter((s) => s.to > window.from && s.from < window.to)
    .sort((a, b) => a.from - b.from);
  const gaps: number[] = [];
  let cursor = window.from;
  for (const period of busy) {
    if (period.from > cursor) gaps.push(period.from - cursor);
    cursor = Math.max(cursor, period.to);
  }
  if (window.to > cursor) gaps.push(window.to - cursor);
  return gaps;
}

function shiftRules(employee: RuleEmployee, shift: RuleShift): WorkWarning[] {
  const warnings: WorkWarning[] = [];
  const date = dutchDate(shift.startsAt);
  const worked = workedMinutes(shift);
  const span = `${dutchTime(shift.startsAt)}–${dutchTime(shift.endsAt)}`;
  if (isYouth(employee, date)) {
    if (worked > 9 * 60) {
      warnings.push(
        warn(
          'youth-shift-length',
          employee,
          shift,
          date,
          `${employee.name} (16–17 jaar) werkt ${hoursText(worked)} in deze dienst (${span}).`,
          `Kort de dienst in tot 9 uur werken, of verdeel hem over twee medewerkers.`,
        ),
      );
    }
    const night = nightMinutes(shift);
    if (night > 0) {
      warnings.push(
        warn(
          'youth-night',
          employee,
          shift,
          date,
          `${employee.name} (16–17 jaar) werkt ${night} minuten tussen 23:00 en 06:00 (${span}).`,
          'Laat de dienst uiterlijk om 23:00 eindigen en niet voor 06:00 beginnen, of plan een collega van 18 jaar of ouder.',
        ),
      );
    }
    const length = Math.round((shift.endsAt.getTime() - shift.startsAt.getTime()) / MINUTE);
    if (length > 270 && shift.breakMinutes < 30) {
      warnings.push(
        warn(
          'youth-break',
          employee,
          shift,
          date,
          `${employee.name} (16–17 jaar) heeft ${shift.breakMinutes} minuten pauze in een dienst van ${hoursText(length)}.`,
          'Plan minstens 30 minuten pauze (of 2 × 15 minuten als de cao dat regelt), of maak de dienst maximaal 4,5 uur.',
        ),
      );
    }
  } else if (worked > 12 * 60) {
    warnings.push(
      warn(
        'shift-length',
        employee,
        shift,
        date,
        `${employee.name} werkt ${hoursText(worked)} in deze dienst (${span}).`,
        'Kort de dienst in tot 12 uur werken, of verdeel hem over twee medewerkers.',
      ),
    );
  }
  return warnings;
}

/** Rest between consecutive shifts: 11 h for adults (8 h once per 7 days), 12 h for 16–17-year-olds. */
function dailyRest(employee: RuleEmployee, shifts: readonly RuleShift[], week: { from: number; to: number }): WorkWarning[] {
  const warnings: WorkWarning[] = [];
  const shortened: number[] = [];
  for (let i = 1; i < shifts.length; i++) {
    const before = shifts[i - 1] as RuleShift;
    const shift = shifts[i] as RuleShift;
    const rest = shift.startsAt.getTime() - before.endsAt.getTime();
    if (shift.startsAt.getTime() < week.from || shift.startsAt.getTime() >= week.to) {
      if (rest < 11 * HOUR && rest >= 8 * HOUR) shortened.push(shift.startsAt.getTime());
      continue;
    }
    const date = dutchDate(shift.startsAt);
    const restText = hoursText(Math.round(rest / MINUTE));
    if (isYouth(employee, date)) {
      if (rest < 12 * HOUR) {
        warnings.push(
          warn(
            'youth-daily-rest',
            employee,
            shift,
            date,
            `${employee.name} (16–17 jaar) heeft maar ${restText} rust na de vorige dienst.`,
            'Laat deze dienst later beginnen of de vorige eerder eindigen, zodat er 12 uur rust tussen zit.',
          ),
        );
      }
      continue;
    }
    if (rest >= 11 * HOUR) continue;
    const at = shift.startsAt.getTime();
    const recent = shortened.filter((t) => at - t < 7 * 24 * HOUR);
    if (rest >= 8 * HOUR && recent.length === 0) {
      shortened.push(at);
      continue;
    }
    warnings.push(
      warn(
        'daily-rest',
        employee,
        shift,
        date,
        rest < 8 * HOUR
          ? `${employee.name} heeft maar ${restText} rust na de vorige dienst (minimaal 8 uur, normaal 11 uur).`
          : `${employee.name} heeft ${restText} rust na de vorige dienst; de ingekorte rust van 8 uur is deze 7 dagen al gebruikt.`,
        'Laat deze dienst later beginnen of de vorige eerder eindigen, zodat er 11 uur rust tussen zit.',
      ),
    );
  }
  return warnings;
}

/**
 * 36 h uninterrupted rest in the 7×24 h of the week; for adults the legal alternative is 72 h in the 14 days ending
 * with this week, in periods of at least 32 h.
 */
function weeklyRest(
  employee: RuleEmployee,
  shifts: readonly RuleShift[],
  weekStart: string,
  week: { from: number; to: number },
): WorkWarning[] {
  const gaps = restPeriods(week, shifts);
  const longest = Math.max(0, ...gaps);
  if (longest >= 36 * HOUR) return [];
  const youth = isYouth(employee, weekStart) || isYouth(employee, addDays(weekStart, 6));
  const longestText = hoursText(Math.round(longest / MINUTE));
  if (youth) {
    return [
      warn(
        'youth-weekly-rest',
        employee,
        null,
        weekStart,
        `${employee.name} (16–17 jaar) heeft deze week hooguit ${longestText} aaneengesloten rust.`,
        'Maak ergens in de week 36 uur aaneengesloten vrij, bijvoorbeeld door een dienst naar een andere medewerker te verplaatsen.',
      ),
    ];
  }
  const fortnight = { from: week.from - 7 * 24 * HOUR, to: week.to };
  const long = restPeriods(fortnight, shifts).filter((gap) => gap >= 32 * HOUR);
  const total = long.reduce((sum, gap) => sum + gap, 0);
  if (total >= 72 * HOUR) return [];
  return [
    warn(
      'weekly-rest',
      employee,
      null,
      weekStart,
      `${employee.name} heeft deze week hooguit ${longestText} aaneengesloten rust (en geen 72 uur in blokken van 32 uur over 14 dagen).`,
      'Maak 36 uur aaneengesloten vrij in deze week, bijvoorbeeld door een dienst te verplaatsen of aan een collega te geven.',
    ),
  ];
}

/**
 * Every warning for one employee's week. `weekStart` is the Monday ('YYYY-MM-DD'); `shifts` may include the week
 * before (for the 14-day weekly rest and the shortened daily rest) and after; only this week's shifts are judged.
 */
export function checkEmployeeWeek(employee: RuleEmployee, shifts: readonly RuleShift[], weekStart: string): WorkWarning[] {
  const week = {
    from: dutchWallClockOrNext(weekStart, 0).getTime(),
    to: dutchWallClockOrNext(addDays(weekStart, 7), 0).getTime(),
  };
  const own = shifts.filter((s) => s.employeeId === employee.id).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const inWeek = own.filter((s) => s.startsAt.getTime() >= week.from && s.startsAt.getTime() < week.to);
  const warnings = inWeek.flatMap((shift) => shiftRules(employee, shift));
  warnings.push(...dailyRest(employee, own, week));
  if (inWeek.length > 0) warnings.push(...weeklyRest(employee, own, weekStart, week));
  const total = inWeek.reduce((sum, s) => sum + workedMinutes(s), 0);
  const youth = isYouth(employee, weekStart) || isYouth(employee, addDays(weekStart, 6));
  if (youth && total > 45 * 60) {
    warnings.push(
      warn(
        'youth-week-hours',
        employee,
        null,
        weekStart,
        `${employee.name} (16–17 jaar) werkt deze week ${hoursText(total)}.`,
        `Haal ${hoursText(total - 45 * 60)} weg, bijvoorbeeld door een dienst aan een collega te geven.`,
      ),
    );
  } else if (!youth && total > 60 * 60) {
    warnings.push(
      warn(
        'week-hours',
        employee,
        null,
        weekStart,
        `${employee.name} werkt deze week ${hoursText(total)}.`,
        `Haal ${hoursText(total - 60 * 60)} weg, bijvoorbeeld door een dienst aan een collega te geven.`,
      ),
    );
  }
  return warnings;
}

/** The Monday of the week a Dutch date falls in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}
