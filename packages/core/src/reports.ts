import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';
import { addDays } from './horeca/time.ts';
import { PLACE_KINDS } from './place-staff.ts';

/*
 * Reports per shop or venue (issue 20, item 10): page views from the first-party analytics (ADR 039), favourites,
 * and for venues reservations, covers and no-shows, per day over a date range, beside the period just before it.
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

export const REPORT_METRICS = ['pageViews', 'visitors', 'favourites', 'reservations', 'covers', 'noShows'] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

const DaySchema = z.object({
  day: z.string(),
  pageViews: z.number().int(),
  visitors: z.number().int(),
  favourites: z.number().int(),
  reservations: z.number().int(),
  covers: z.number().int(),
  noShows: z.number().int(),
});
export type ReportDay = z.infer<typeof DaySchema>;

export const PlaceReportSchema = z.object({
  place: z.object({ kind: z.enum(PLACE_KINDS), id: z.string(), name: z.string(), path: z.string() }),
  range: z.object({ from: z.string(), to: z.string() }),
  previous: z.object({ from: z.string(), to: z.string() }),
  /** Venues take reservations; a coffeeshop's report leaves those columns out. */
  reservations: z.boolean(),
  totals: z.record(z.enum(REPORT_METRICS), z.number().int()),
  previousTotals: z.record(z.enum(REPORT_METRICS), z.number().int()),
  days: z.array(DaySchema),
});
export type PlaceReport = z.infer<typeof PlaceReportSchema>;

/** An empty day: every figure 0. */
export function emptyReportDay(day: string): ReportDay {
  return { day, pageViews: 0, visitors: 0, favourites: 0, reservations: 0, covers: 0, noShows: 0 };
}

/** The sums of each figure over the days. */
export function reportTotals(days: ReportDay[]): Record<ReportMetric, number> {
  const totals = Object.fromEntries(REPORT_METRICS.map((metric) => [metric, 0])) as Record<ReportMetric, number>;
  for (const day of days) for (const metric of REPORT_METRICS) totals[metric] += day[metric];
  return totals;
}

/** Change against the previous period in whole percent; null when there was nothing to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

const CSV_HEADERS: Record<ReportMetric | 'day', string> = {
  day: 'datum',
  pageViews: 'paginaweergaven',
  visitors: 'bezoekers',
  favourites: 'nieuwe favorieten',
  reservations: 'reserveringen',
  covers: 'couverts',
  noShows: 'no-shows',
};

/** The report as CSV for a spreadsheet: one row per day, Dutch headers, `;` as Dutch Excel expects. */
export function reportCsv(report: PlaceReport): string {
  const columns: Array<ReportMetric | 'day'> = [
    'day',
    'pageViews',
    'visitors',
    'favourites',
    ...(report.reservations ? (['reservations', 'covers', 'noShows'] as const) : []),
  ];
  const lines = [columns.map((column) => CSV_HEADERS[column]).join(';')];
  for (const day of report.days) lines.push(columns.map((column) => String(day[column])).join(';'));
  return `${lines.join('\r\n')}\r\n`;
}
