import { z } from 'zod';
import { calendarDateSchema } from './calendar-date-schema.ts';
import { addDays } from './horeca/time.ts';
import { PLACE_KINDS } from './place-staff.ts';

/*
 * Reports per shop or venue (issue 20, item 10): page views from the first-party analytics (ADR 039), favourites,
 * searches that led to the place, menu imports, for shops the minutes their screens were online and the menu views on
 * them, and for venues reservations, covers, no-shows and the most viewed dishes, per day over a date range, beside
 * the period just before it (ADR 042, ADR 061, ADR 076).
 */

/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 366;
/** The range a report opens with: the last four weeks up to today. */
export const REPORT_DEFAULT_DAYS = 28;

const DAY_MS = 86_400_000;

const reportDate = (what: string) =>
  calendarDateSchema({
    required: `Kies een ${what}`,
    invalid: `Vul de ${what} in als JJJJ-MM-DD`,
    nonexistent: `Deze ${what} bestaat niet`,
  });

export const ReportQuerySchema = z
  .object({ from: reportDate('begindatum'), to: reportDate('einddatum') })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'De einddatum ligt voor de begindatum' })
  .refine((range) => daysBetween(range.from, range.to) <= REPORT_MAX_DAYS, {
    path: ['to'],
    message: `Een rapport beslaat hoogstens ${REPORT_MAX_DAYS} dagen`,
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export const ReportPlaceParamsSchema = z.object({
  kind: z.enum(PLACE_KINDS, { error: 'Onbekend soort zaak' }),
  id: z.string().min(1),
});

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(range: ReportQuery): ReportQuery {
  const length = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Every date of the range, in order. */
export function datesOf(range: ReportQuery): string[] {
  return Array.from({ length: daysBetween(range.from, range.to) }, (_, index) => addDays(range.from, index));
}

export const REPORT_METRICS = [
  'pageViews',
  'visitors',
  'favourites',
  'searchClicks',
  'menuImports',
  'screenMinutes',
  'screenMenuViews',
  'reservations',
  'covers',
  'noShows',
] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

const DaySchema = z.object({
  day: z.string(),
  pageViews: z.number().int(),
  visitors: z.number().int(),
  favourites: z.number().int(),
  /** Times a search result (on /zoeken or the venue finder) was opened for this place. */
  searchClicks: z.number().int(),
  /** Menu imports started for this place (the menu-import jobs). */
  menuImports: z.number().int(),
  /** Minutes the shop's screens were connected, summed over its screens. */
  screenMinutes: z.number().int(),
  /** Menu views on the shop's screens: clock hours in which a screen showed the menu, summed over its screens (ADR 076). */
  screenMenuViews: z.number().int(),
  reservations: z.number().int(),
  covers: z.number().int(),
  noShows: z.number().int(),
});
export type ReportDay = z.infer<typeof DaySchema>;

/** A dish with the views of the course-menu pages that serve it, in the range and in the period before. */
export const PopularDishSchema = z.object({ name: z.string(), views: z.number().int(), previousViews: z.number().int() });
export type PopularDish = z.infer<typeof PopularDishSchema>;

/** How many dishes a report lists. */
export const POPULAR_DISHES_MAX = 10;

export const PlaceReportSchema = z.object({
  place: z.object({ kind: z.enum(PLACE_KINDS), id: z.string(), name: z.string(), path: z.string() }),
  range: z.object({ from: z.string(), to: z.string() }),
  previous: z.object({ from: z.string(), to: z.string() }),
  /** Venues take reservations; a coffeeshop's report leaves those columns out. */
  reservations: z.boolean(),
  /** Coffeeshops have in-shop screens; a venue's report leaves screen minutes and menu views on screens out. */
  screens: z.boolean(),
  totals: z.record(z.enum(REPORT_METRICS), z.number().int()),
  previousTotals: z.record(z.enum(REPORT_METRICS), z.number().int()),
  days: z.array(DaySchema),
  /** Venues only: the most viewed dishes, most viewed first. */
  dishes: z.array(PopularDishSchema),
});
export type PlaceReport = z.infer<typeof PlaceReportSchema>;

/** An empty day: every figure 0. */
export function emptyReportDay(day: string): ReportDay {
  return {
    day,
    pageViews: 0,
    visitors: 0,
    favourites: 0,
    searchClicks: 0,
    menuImports: 0,
    screenMinutes: 0,
    screenMenuViews: 0,
    reservations: 0,
    covers: 0,
    noShows: 0,
  };
}

/** The sums of each figure over the days. */
export function sumDays<M extends string>(days: Array<Record<M, number>>, metrics: readonly M[]): Record<M, number> {
  const totals = Object.fromEntries(metrics.map((metric) => [metric, 0])) as Record<M, number>;
  for (const day of days) for (const metric of metrics) totals[metric] += day[metric];
  return totals;
}

/** The sums of each figure of a place's report over the days. */
export function reportTotals(days: ReportDay[]): Record<ReportMetric, number> {
  return sumDays(days, REPORT_METRICS);
}

/** The figures a place's report shows, in order: screens for shops, reservations for venues. */
export function placeReportMetrics(report: Pick<PlaceReport, 'reservations' | 'screens'>): ReportMetric[] {
  return [
    'pageViews',
    'visitors',
    'favourites',
    'searchClicks',
    'menuImports',
    ...(report.screens ? (['screenMinutes', 'screenMenuViews'] as const) : []),
    ...(report.reservations ? (['reservations', 'covers', 'noShows'] as const) : []),
  ];
}

/** Change against the previous period in whole percent; null when there was nothing to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export const CSV_HEADERS: Record<ReportMetric | 'day', string> = {
  day: 'datum',
  pageViews: 'paginaweergaven',
  visitors: 'bezoekers',
  favourites: 'nieuwe favorieten',
  searchClicks: 'via zoeken',
  menuImports: 'menu-imports',
  screenMinutes: 'schermminuten online',
  screenMenuViews: 'menuweergaven op schermen',
  reservations: 'reserveringen',
  covers: 'couverts',
  noShows: 'no-shows',
};

/** Rows of figures per day as CSV lines: Dutch headers, `;` as Dutch Excel expects. */
export function csvLines<M extends string>(
  days: Array<Record<M | 'day', string | number>>,
  columns: readonly M[],
  headers: Record<M | 'day', string>,
): string[] {
  const lines = [['day' as const, ...columns].map((column) => headers[column]).join(';')];
  for (const day of days) lines.push(['day' as const, ...columns].map((column) => String(day[column])).join(';'));
  return lines;
}

/**
 * A text cell for the CSV: quoted when it holds the separator, a quote or a line break; a text that starts like a
 * formula (`=`, `+`, `-`, `@`) gets a leading apostrophe, so a dish or name cannot run as a formula when the file is
 * opened in a spreadsheet. Plain numbers stay numbers.
 */
export function csvText(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+([.,]\d+)?$/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The report as CSV for a spreadsheet: one row per day with the figures the page shows; for a venue, after an
 * empty line, its most viewed dishes with the views in the range and in the period before.
 */
export function reportCsv(report: PlaceReport): string {
  const lines = csvLines(report.days, placeReportMetrics(report), CSV_HEADERS);
  if (report.reservations) {
    lines.push('', 'gerecht;weergaven;weergaven vorige periode');
    for (const dish of report.dishes) lines.push(`${csvText(dish.name)};${dish.views};${dish.previousViews}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
